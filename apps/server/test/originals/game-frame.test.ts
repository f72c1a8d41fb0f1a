import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGINALS_MESSAGES,
  ORIGINALS_SESSION_HEADER,
  type CasinoRound,
  type OriginalsGameCode,
  type OriginalsOpenBet,
} from '@backlay/contract';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { get, newCasinoPlayer } from '../casino/casino-helpers.js';
import {
  crashState,
  finishRound,
  gameCall,
  installStudio,
  openGame,
  ORIGINALS_ENV,
  roundCrashingAtLeast,
  stepTo,
} from './originals-helpers.js';

/**
 * The studio's game pages as the game screen frames them: sandboxed without the site's origin,
 * so their calls come from the opaque origin 'null' and carry the game session only. They get
 * the player's open bets from the game server, and CORS answers that origin without ever
 * allowing credentials (no cookie of ours is sent or needed).
 */

let t: TestApp;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;

beforeAll(async () => {
  t = await createTestApp(ORIGINALS_ENV);
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterAll(async () => t.close());

const openBets = async (session: string | null) => gameCall(t, session, 'GET', '/api/originals/open-bets');

describe('open bets of the game session', () => {
  it("lists the session's player's bets until their result, with the round the site's casino open bets show", async () => {
    const p = await newCasinoPlayer(t, c, 1_000_00);
    const other = await newCasinoPlayer(t, c, 1_000_00);
    const session = await openGame(t, p, games, 'crash');
    const otherSession = await openGame(t, other, games, 'crash');
    const { state } = await roundCrashingAtLeast(t, 150);
    expect((await openBets(session)).json()).toEqual({ docs: [] });

    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 250 })).statusCode).toBe(200);
    expect((await gameCall(t, otherSession, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    const mine = (await openBets(session)).json() as { docs: OriginalsOpenBet[] };
    const site = (await get(t, p.token, '/api/user/casino/openBet')).json() as { docs: CasinoRound[] };
    expect(mine.docs).toEqual([{ roundId: site.docs[0]!.roundId, game: 'crash', stake: 250, placedAt: expect.any(String) }]);

    // Cashed out: no longer open.
    await stepTo(t, state.flightStartsAt + 1_000);
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/cashout')).statusCode).toBe(200);
    expect((await openBets(session)).json()).toEqual({ docs: [] });
    expect(((await openBets(otherSession)).json() as { docs: OriginalsOpenBet[] }).docs).toHaveLength(1);
    await finishRound(t);
    expect((await openBets(otherSession)).json()).toEqual({ docs: [] });
  });

  it('needs a live game session', async () => {
    const missing = await openBets(null);
    expect([missing.statusCode, missing.json().message]).toEqual([401, ORIGINALS_MESSAGES.sessionMissing]);
    const unknown = await openBets('not-a-session');
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, ORIGINALS_MESSAGES.sessionInvalid]);
  });
});

describe('calls from the sandboxed frame (origin null)', () => {
  it('are answered across origins with the game session header, never with credentials', async () => {
    const p = await newCasinoPlayer(t, c, 1_000_00);
    const session = await openGame(t, p, games, 'fruit-line');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/originals/balance',
      headers: { origin: 'null', 'access-control-request-method': 'GET', 'access-control-request-headers': ORIGINALS_SESSION_HEADER },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(ORIGINALS_SESSION_HEADER);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const balance = await t.app.inject({
      method: 'GET',
      url: '/api/originals/balance',
      headers: { origin: 'null', [ORIGINALS_SESSION_HEADER]: session },
    });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({ docs: { balance: 1000, currency: 'INR' } });
    expect(balance.headers['access-control-allow-origin']).toBe('null');
    expect(balance.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("reach the crash stream, whose hijacked answer keeps the hooks' headers", async () => {
    await roundCrashingAtLeast(t, 101);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/originals/crash/stream`, { headers: { origin: 'null' }, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('access-control-allow-origin')).toBe('null');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n\n', text.indexOf('event: state'))) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain((await crashState(t)).roundId);
    controller.abort();
  });
});
