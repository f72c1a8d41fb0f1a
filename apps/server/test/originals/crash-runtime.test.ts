import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoRound, CrashState, OriginalsGameCode } from '@backlay/contract';
import { crashMultiplierAt } from '@backlay/domain';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, get, newCasinoPlayer } from '../casino/casino-helpers.js';
import { createOriginals } from '../../src/modules/originals/originals-runtime.js';
import { crashState, gameCall, installStudio, openGame, ORIGINALS_ENV, roundCrashingAtLeast, stepTo } from './originals-helpers.js';

let t: TestApp;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;

beforeAll(async () => {
  t = await createTestApp({ ...ORIGINALS_ENV, ORIGINALS_FLIGHT_SPEED: '10' });
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterAll(async () => t.close());

describe('crash runtime', () => {
  it('runs the flight faster with ORIGINALS_FLIGHT_SPEED and tells the page the speed', async () => {
    const { state } = await roundCrashingAtLeast(t, 200);
    expect(state.flightSpeed).toBe(10);
    await stepTo(t, state.flightStartsAt + 1_000);
    // One real second at 10x is ten seconds of the published curve.
    expect((await crashState(t)).multiplier).toBe(crashMultiplierAt(10_000) / 100);
  });

  it('streams the round as server-sent events', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/originals/crash/stream`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('\n\n', text.indexOf('event: state'))) text += new TextDecoder().decode((await reader.read()).value);
    const data = /event: state\ndata: (.*)\n\n/.exec(text)![1]!;
    expect((JSON.parse(data) as CrashState).roundId).toBe((await crashState(t)).roundId);
    controller.abort();
  });

  it('refunds the bets of a round a previous process left unfinished', async () => {
    const p = await newCasinoPlayer(t, c, 1_000_00);
    const session = await openGame(t, p, games, 'crash');
    await roundCrashingAtLeast(t, 101);
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    expect(await availablePaise(t, p.user)).toBe(900_00n);
    // What start-up does after a restart (a new studio on the same database): the open round in
    // the table is voided, its undecided bets refunded.
    const restarted = createOriginals(t.app);
    expect(await restarted.recovery.run()).toMatchObject({ refunded: 1, paid: 0 });
    expect(await availablePaise(t, p.user)).toBe(1_000_00n);
    const history = (await get(t, p.token, '/api/user/casino/openBet/history')).json() as { docs: CasinoRound[] };
    expect(history.docs[0]).toMatchObject({ status: 'cancelled', stake: 0 });
    const round = (await gameCall(t, null, 'GET', `/api/originals/rounds/${(await crashState(t)).roundId}`)).json() as {
      docs: { status: string; fairness: { serverSeed: string | null }; outcome: { isVoid: boolean } };
    };
    expect(round.docs).toMatchObject({ status: 'ended', outcome: { isVoid: true } });
    expect(round.docs.fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });
});
