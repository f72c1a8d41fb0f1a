import {
  MARKET_ADMIN_MESSAGES,
  type PageInfo,
  type StaffCasinoGame,
  type StaffCasinoProvider,
  type staffCasinoGamesQuerySchema,
} from '@backlay/contract';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { pageInfo } from '../../lib/page-info.js';
import { gameToWire } from '../casino/catalogue.service.js';
import {
  findGameWithProvider,
  listGames,
  listProviders,
  lockGame,
  lockProvider,
  setProviderActive,
  updateGame,
  type GameWithProvider,
  type ProviderWithCounts,
} from './game-management.repository.js';
import type { StaffCall } from './market-settings.service.js';

/**
 * Game Management: the casino catalogue's switches (administrator only; the catalogue and the
 * provider contracts are the platform's). The lobby (GET api/common/game/casinoGame) reads the
 * tables on every call, so a change shows on the next page load; launches of a game or
 * provider switched off are refused by the casino module.
 */

type GamesQuery = z.output<typeof staffCasinoGamesQuerySchema>;

function providerToWire(p: ProviderWithCounts): StaffCasinoProvider {
  return {
    _id: p.provider.id,
    code: p.provider.code,
    name: p.provider.name,
    protocol: p.provider.protocol,
    active: p.provider.active,
    games: p.games,
    activeGames: p.activeGames,
  };
}

function staffGameToWire(g: GameWithProvider): StaffCasinoGame {
  return { ...gameToWire(g.game), active: g.game.active, providerName: g.providerName, providerActive: g.providerActive };
}

export async function getProviders(ctx: AppContext): Promise<StaffCasinoProvider[]> {
  return (await listProviders(ctx.db)).map(providerToWire);
}

export async function setProvider(
  ctx: AppContext,
  call: StaffCall,
  body: { providerId: string; active: boolean },
): Promise<StaffCasinoProvider> {
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const provider = await lockProvider(tx, body.providerId);
    if (!provider) throw notFound(MARKET_ADMIN_MESSAGES.providerNotFound);
    if (provider.active === body.active) return;
    await setProviderActive(tx, provider.id, body.active);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: 'casino.provider.update',
      targetType: 'casinoProvider',
      targetId: provider.id,
      before: { active: provider.active },
      after: { active: body.active },
      ip: call.ip,
      createdAt: at,
    });
  });
  const [found] = await listProviders(ctx.db, body.providerId);
  return providerToWire(found!);
}

export async function getGames(ctx: AppContext, q: GamesQuery): Promise<PageInfo & { docs: StaffCasinoGame[] }> {
  const { rows, total } = await listGames(
    ctx.db,
    {
      search: q.search || undefined,
      providerId: q.providerId,
      gameType: q.gameType,
      active: q.active === undefined ? undefined : q.active === 'true',
      sort: q.sort,
      order: q.order,
    },
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  const docs = rows.map(staffGameToWire);
  return { docs, ...pageInfo(q.page, q.limit, total, docs.length) };
}

export async function setGame(
  ctx: AppContext,
  call: StaffCall,
  body: { gameId: string; active?: boolean | undefined; sort?: number | undefined; top?: boolean | undefined },
): Promise<StaffCasinoGame> {
  const keys = (['active', 'sort', 'top'] as const).filter((k) => body[k] !== undefined);
  if (keys.length === 0) throw badRequest(MARKET_ADMIN_MESSAGES.nothingToChange);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const game = await lockGame(tx, body.gameId);
    if (!game) throw notFound(MARKET_ADMIN_MESSAGES.gameNotFound);
    const changed = keys.filter((k) => game[k] !== body[k]);
    if (changed.length === 0) return;
    const set = Object.fromEntries(changed.map((k) => [k, body[k]]));
    await updateGame(tx, game.id, set, at);
    await insertAuditRow(tx, {
      actorId: call.caller.id,
      action: 'casino.game.update',
      targetType: 'casinoGame',
      targetId: game.id,
      before: Object.fromEntries(changed.map((k) => [k, game[k]])),
      after: set,
      ip: call.ip,
      createdAt: at,
    });
  });
  const found = await findGameWithProvider(ctx.db, body.gameId);
  return staffGameToWire(found!);
}
