import { createHash, randomBytes } from 'node:crypto';
import { CASINO_LAUNCH_TOKEN_TTL_SECONDS, CASINO_MESSAGES, type CasinoLaunch } from '@backlay/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { findGameById } from './catalogue.repository.js';
import { gameToWire } from './catalogue.service.js';
import { insertCasinoSession } from './casino-session.repository.js';
import { adapterFor } from './provider-adapter.js';

/** A launch token is 32 random bytes, base64url; only its SHA-256 is stored. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * POST api/user/casino/launch: opens a game session for the player and answers the provider's
 * page with a short-lived token, which the provider exchanges for the player (wallet
 * `authenticate`). The session is tied to the player's login session: bets stop at logout.
 */
export async function launchGame(ctx: AppContext, auth: AuthContext, gameId: string): Promise<CasinoLaunch> {
  if (auth.user.role !== 'user') throw forbidden(CASINO_MESSAGES.launchOnlyPlayers);
  const found = await findGameById(ctx.db, gameId);
  if (!found) throw notFound(CASINO_MESSAGES.gameNotFound);
  const { game, provider } = found;
  if (!game.active || !provider.active) throw new AppError('BAD_REQUEST', CASINO_MESSAGES.gameInactive);
  const adapter = adapterFor(provider.protocol);
  if (!adapter) throw new AppError('BAD_REQUEST', CASINO_MESSAGES.gameInactive);

  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + CASINO_LAUNCH_TOKEN_TTL_SECONDS * 1000);
  await insertCasinoSession(ctx.db, {
    tokenHash: hashLaunchToken(token),
    userId: auth.user.id,
    providerId: provider.id,
    gameId: game.id,
    loginSessionId: auth.session.id,
    expiresAt,
    createdAt: now,
  });
  return { launchUrl: adapter.launchUrl({ provider, game, token }), token, expiresAt: expiresAt.toISOString(), game: gameToWire(game) };
}
