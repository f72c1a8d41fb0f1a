import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES, MARKET_ADMIN_MESSAGES, type SportSetting, type StaffCasinoGame, type StaffCasinoProvider } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { get, recordLive } from '../betting/betting-helpers.js';
import { newCompetition, newEvent, newMarket } from '../sports/sports-factories.js';
import { launch, newCasinoPlayer, newProvider } from '../casino/casino-helpers.js';
import { auditOf, docsOf, staffCall } from './market-admin-helpers.js';

/** Type Lists and Game Management on a real database: switches, their effect on players, audit, access. */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'PATCH', path: string, body?: Record<string, unknown>) =>
  staffCall(t, c.tokens.administrator, 'administrator', method, path, body);
const STAFF_BELOW = ['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const;

describe('Type Lists', () => {
  it('switches a sport off everywhere players look, and back on', async () => {
    const competition = await newCompetition(t.app.ctx, { eventTypeId: 2, name: 'Type List Open' });
    const event = await newEvent(t.app.ctx, { competition, name: 'Server A v Server B' });
    await newMarket(t.app.ctx, { event });
    const before = docsOf<SportSetting[]>(await admin('GET', 'game/typeList'));
    expect(before.map((s) => s.eventTypeId)).toEqual(EVENT_TYPES.map((e) => e.id));
    expect(before.find((s) => s.eventTypeId === 2)).toMatchObject({ name: 'Tennis', enabled: true, openEvents: 1, liveMarkets: 1 });

    const sent = recordLive(t.app.ctx);
    const off = await admin('PATCH', 'game/typeList', { eventTypeId: 2, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: MARKET_ADMIN_MESSAGES.sportUpdated, docs: { eventTypeId: 2, enabled: false } });
    expect(sent.map((s) => s.event)).toEqual(expect.arrayContaining(['getHomeCacheUpdates', 'highlightUpdated', 'tournamentUpdated']));

    const player = c.tokens.user;
    const group = (await get(t, '/api/protected/game/market/group', player)).json() as { docs: { eventTypeId: number }[] };
    expect(group.docs.map((g) => g.eventTypeId)).not.toContain(2);
    expect((await get(t, `/api/common/game/market?eventId=${event.id}`, player)).statusCode).toBe(404);
    const search = (await get(t, '/api/common/game/market/globalSearch?search=Server%20A', player)).json() as { docs: unknown[] };
    expect(search.docs).toEqual([]);
    const highlights = (await get(t, '/api/common/game/highlight?eventTypeId=2', player)).json() as { docs: unknown[] };
    expect(highlights.docs).toEqual([]);

    t.clock.advance(1_000);
    expect((await admin('PATCH', 'game/typeList', { eventTypeId: 2, enabled: true })).statusCode).toBe(200);
    expect((await get(t, `/api/common/game/market?eventId=${event.id}`, player)).statusCode).toBe(200);
    const audit = await auditOf(t, '2');
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['sport.typeList', { enabled: true }, { enabled: false }],
      ['sport.typeList', { enabled: false }, { enabled: true }],
    ]);
  });

  it('refuses unknown sports, bad bodies and every role but the administrator', async () => {
    const unknown = await admin('PATCH', 'game/typeList', { eventTypeId: 999, enabled: false });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, MARKET_ADMIN_MESSAGES.unknownSport]);
    expect((await admin('PATCH', 'game/typeList', { eventTypeId: 4, enabled: 'no' })).statusCode).toBe(400);
    for (const role of STAFF_BELOW) {
      expect((await staffCall(t, c.tokens[role], role, 'GET', 'game/typeList')).statusCode, role).toBe(403);
      expect(
        (await staffCall(t, c.tokens[role], role, 'PATCH', 'game/typeList', { eventTypeId: 4, enabled: false })).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await staffCall(t, other.tokens.whiteLabel, 'whiteLabel', 'PATCH', 'game/typeList', { eventTypeId: 4, enabled: false })).statusCode,
    ).toBe(403);
    expect(docsOf<SportSetting[]>(await admin('GET', 'game/typeList')).find((s) => s.eventTypeId === 4)?.enabled).toBe(true);
  });
});

describe('Game Management', () => {
  it('lists providers and games, switches a game and a provider off and on, and the lobby follows', async () => {
    const provider = await newProvider(t, { name: 'Management Studio' });
    const providers = docsOf<StaffCasinoProvider[]>(await admin('GET', 'casino/provider'));
    expect(providers.find((p) => p._id === provider.id)).toMatchObject({
      name: 'Management Studio',
      active: true,
      games: 5,
      activeGames: 5,
    });

    const lobby = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/common/game/casinoGame?search=Management%20Studio' })).json() as {
          docs: { _id: string }[];
        }
      ).docs.map((g) => g._id);
    expect(await lobby()).toHaveLength(5);

    const slot = provider.games.slot.id;
    const off = await admin('PATCH', 'casino/game', { gameId: slot, active: false, sort: 7, top: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: MARKET_ADMIN_MESSAGES.gameUpdated,
      docs: { _id: slot, active: false, sort: 7, top: true },
    });
    expect(await lobby()).not.toContain(slot);
    const player = await newCasinoPlayer(t, c, 100_00);
    expect((await launch(t, player.token, slot)).statusCode).toBe(400);

    const inactive = await admin('GET', 'casino/game', { providerId: provider.id, active: 'false' });
    expect(docsOf<StaffCasinoGame[]>(inactive).map((g) => g._id)).toEqual([slot]);
    const bySort = docsOf<StaffCasinoGame[]>(await admin('GET', 'casino/game', { providerId: provider.id, sort: 'sort', order: 'desc' }));
    expect(bySort[0]!._id).toBe(slot);
    const paged = (await admin('GET', 'casino/game', { providerId: provider.id, limit: 2, page: 3 })).json() as {
      docs: unknown[];
      totalDocs: number;
    };
    expect([paged.docs.length, paged.totalDocs]).toEqual([1, 5]);

    t.clock.advance(1_000);
    const providerOff = await admin('PATCH', 'casino/provider', { providerId: provider.id, active: false });
    expect(providerOff.json()).toMatchObject({
      message: MARKET_ADMIN_MESSAGES.providerUpdated,
      docs: { active: false, games: 5, activeGames: 4 },
    });
    expect(await lobby()).toEqual([]);
    t.clock.advance(1_000);
    await admin('PATCH', 'casino/provider', { providerId: provider.id, active: true });
    expect(await lobby()).toHaveLength(4);

    expect((await auditOf(t, slot)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['casino.game.update', { active: true, sort: 2, top: false }, { active: false, sort: 7, top: true }],
    ]);
    expect((await auditOf(t, provider.id)).map((a) => [a.before, a.after])).toEqual([
      [{ active: true }, { active: false }],
      [{ active: false }, { active: true }],
    ]);
  });

  it('answers clear 4xx and 403 for every role but the administrator', async () => {
    const provider = await newProvider(t);
    const game = provider.games.live.id;
    const nothing = await admin('PATCH', 'casino/game', { gameId: game });
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, MARKET_ADMIN_MESSAGES.nothingToChange]);
    const missing = await admin('PATCH', 'casino/game', { gameId: '00000000-0000-4000-8000-000000000000', active: false });
    expect([missing.statusCode, missing.json().message]).toEqual([404, MARKET_ADMIN_MESSAGES.gameNotFound]);
    const noProvider = await admin('PATCH', 'casino/provider', { providerId: '00000000-0000-4000-8000-000000000000', active: false });
    expect([noProvider.statusCode, noProvider.json().message]).toEqual([404, MARKET_ADMIN_MESSAGES.providerNotFound]);
    for (const body of [
      { gameId: 'not-a-uuid', active: false },
      { gameId: game, sort: -1 },
      { gameId: game, sort: 1.5 },
    ]) {
      expect((await admin('PATCH', 'casino/game', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await admin('GET', 'casino/game', { gameType: 'poker' })).statusCode).toBe(400);
    for (const role of STAFF_BELOW) {
      const tokens = c.tokens;
      expect((await staffCall(t, tokens[role], role, 'GET', 'casino/provider')).statusCode, role).toBe(403);
      expect((await staffCall(t, tokens[role], role, 'GET', 'casino/game')).statusCode, role).toBe(403);
      expect((await staffCall(t, tokens[role], role, 'PATCH', 'casino/game', { gameId: game, active: false })).statusCode, role).toBe(403);
      expect(
        (await staffCall(t, tokens[role], role, 'PATCH', 'casino/provider', { providerId: provider.id, active: false })).statusCode,
        role,
      ).toBe(403);
    }
    expect(await auditOf(t, game)).toEqual([]);
  });
});
