import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGINALS_MESSAGES, type CasinoRound, type CrashHistoryRow, type OriginalsGameCode } from '@backlay/contract';
import { crashMultiplierAt, crashPayout, crashTimeMs, hashServerSeed } from '@backlay/domain';
import { recordLive } from '../betting/betting-helpers.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, get, newCasinoPlayer, type TestPlayer } from '../casino/casino-helpers.js';
import {
  BETTING_MS,
  crashState,
  finishRound,
  gameCall,
  installStudio,
  openGame,
  ORIGINALS_ENV,
  roundCrashingAtLeast,
  stepTo,
} from './originals-helpers.js';

let t: TestApp;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;
let sent: ReturnType<typeof recordLive>;

beforeAll(async () => {
  t = await createTestApp(ORIGINALS_ENV);
  sent = recordLive(t.app.ctx);
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterAll(async () => t.close());

async function player(): Promise<{ p: TestPlayer; session: string }> {
  const p = await newCasinoPlayer(t, c, 10_000_00);
  return { p, session: await openGame(t, p, games, 'crash') };
}

const bet = (session: string, amount: number, autoCashOut?: number) =>
  gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount, ...(autoCashOut ? { autoCashOut } : {}) });
const cashOut = (session: string) => gameCall(t, session, 'POST', '/api/originals/crash/cashout');

describe('crash round loop', () => {
  it('publishes the hash of the server seed before betting and reveals the seed once crashed', async () => {
    await t.app.originals.crash.step();
    const before = await crashState(t);
    expect(before.phase).toBe('betting');
    expect(before.bettingEndsAt - before.serverTime).toBe(BETTING_MS);
    expect(before.fairness.serverSeed).toBeNull();
    expect(before.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const publicState = await gameCall(t, null, 'GET', '/api/originals/crash/state');
    expect(publicState.statusCode).toBe(200);
    expect(JSON.stringify(publicState.json())).not.toContain('secret');

    await finishRound(t);
    const history = (await gameCall(t, null, 'GET', '/api/originals/crash/history?limit=1')).json() as { docs: CrashHistoryRow[] };
    const last = history.docs[0]!;
    expect(last.roundId).toBe(before.roundId);
    expect(hashServerSeed(last.fairness.serverSeed!)).toBe(before.fairness.serverSeedHash);
    expect((await crashState(t)).roundNumber).toBe(before.roundNumber + 1);
  });

  it('bet, then cash out in flight: the credit is stake x the multiplier of the server clock', async () => {
    const { p, session } = await player();
    const { state } = await roundCrashingAtLeast(t, 150);
    const start = await availablePaise(t, p.user);
    const placed = await bet(session, 250);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await availablePaise(t, p.user)).toBe(start - 250_00n);
    expect((placed.json() as { docs: { balance: number } }).docs.balance).toBe(Number(start - 250_00n) / 100);
    expect(sent.some((m) => m.event === 'getOpenBetCasinoUpdates' && m.to === `user:${p.user.id}`)).toBe(true);
    const open = (await get(t, p.token, '/api/user/casino/openBet')).json() as { docs: CasinoRound[] };
    expect(open.docs.map((r) => [r.status, r.stake, r.game.code])).toEqual([['open', 250, 'crash']]);

    // 2 s into the flight the curve shows 1.12x (crash point >= 1.50x).
    await stepTo(t, state.flightStartsAt);
    t.clock.advance(2_000);
    const expected = crashMultiplierAt(2_000);
    expect(expected).toBe(112);
    const res = await cashOut(session);
    expect(res.statusCode, res.body).toBe(200);
    const docs = (res.json() as { docs: { bet: { cashedOutAt: number; payout: number; status: string }; balance: number } }).docs;
    expect(docs.bet).toMatchObject({ cashedOutAt: 1.12, payout: 280, status: 'won' });
    expect(await availablePaise(t, p.user)).toBe(start - 250_00n + BigInt(crashPayout(250_00, expected)));
    expect(docs.balance).toBe(Number(await availablePaise(t, p.user)) / 100);
    expect(sent.some((m) => m.event === 'getOpenBetCasinoResultUpdates' && m.to === `user:${p.user.id}`)).toBe(true);
    expect(((await get(t, p.token, '/api/user/casino/openBet')).json() as { docs: CasinoRound[] }).docs).toEqual([]);
    const history = (await get(t, p.token, '/api/user/casino/openBet/history')).json() as { docs: CasinoRound[] };
    expect(history.docs[0]).toMatchObject({ status: 'settled', stake: 250, win: 280, pnl: 30 });

    // Cashing out again, now or after the crash, credits nothing more.
    expect((await cashOut(session)).statusCode).toBe(409);
    await finishRound(t);
    expect(await availablePaise(t, p.user)).toBe(start + 30_00n);
  });

  it('a bet still in at the crash loses its stake and its wallet round closes with a credit of 0', async () => {
    const { p, session } = await player();
    const { state, crashPoint } = await roundCrashingAtLeast(t, 101);
    const start = await availablePaise(t, p.user);
    expect((await bet(session, 100)).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    await stepTo(t, state.flightStartsAt + crashTimeMs(crashPoint));
    expect((await crashState(t)).phase).toBe('crashed');
    expect((await crashState(t)).multiplier).toBe(crashPoint / 100);
    const late = await cashOut(session);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: ORIGINALS_MESSAGES.crashed });
    expect(await availablePaise(t, p.user)).toBe(start - 100_00n);
    const history = (await get(t, p.token, '/api/user/casino/openBet/history')).json() as { docs: CasinoRound[] };
    expect(history.docs[0]).toMatchObject({ status: 'settled', stake: 100, win: 0, pnl: -100 });
    expect(history.docs[0]!.transactions.map((x) => [x.type, x.amount])).toEqual([
      ['debit', 100],
      ['credit', 0],
    ]);
    await finishRound(t);
  });

  it('refuses a cash-out the clock puts past the crash, before the loop has stepped there', async () => {
    const { p, session } = await player();
    const { state, crashPoint } = await roundCrashingAtLeast(t, 120);
    const start = await availablePaise(t, p.user);
    expect((await bet(session, 100)).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    t.clock.advance(crashTimeMs(crashPoint));
    expect((await cashOut(session)).json()).toMatchObject({ message: ORIGINALS_MESSAGES.crashed });
    await t.app.originals.crash.step();
    expect(await availablePaise(t, p.user)).toBe(start - 100_00n);
    await finishRound(t);
  });

  it('refuses a bet after the betting window, a second bet, and a cash-out before the flight', async () => {
    const { p, session } = await player();
    const { state } = await roundCrashingAtLeast(t, 101);
    const start = await availablePaise(t, p.user);
    expect((await bet(session, 100)).statusCode).toBe(200);
    expect((await bet(session, 100)).json()).toMatchObject({ message: ORIGINALS_MESSAGES.alreadyBet });
    expect((await cashOut(session)).json()).toMatchObject({ message: ORIGINALS_MESSAGES.notFlying });

    const other = await player();
    t.clock.advance(state.bettingEndsAt - t.clock.now().getTime());
    const late = await bet(other.session, 100);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: ORIGINALS_MESSAGES.bettingClosed });
    expect(await availablePaise(t, other.p.user)).toBe(10_000_00n);
    expect(await availablePaise(t, p.user)).toBe(start - 100_00n);
    await finishRound(t);
  });

  it('two cash-outs at once credit once', async () => {
    const { p, session } = await player();
    const { state } = await roundCrashingAtLeast(t, 200);
    const start = await availablePaise(t, p.user);
    expect((await bet(session, 100)).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    t.clock.advance(5_000);
    const answers = await Promise.all([cashOut(session), cashOut(session), cashOut(session)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const paid = BigInt(crashPayout(100_00, crashMultiplierAt(5_000)));
    expect(await availablePaise(t, p.user)).toBe(start - 100_00n + paid);
    await finishRound(t);
    expect(await availablePaise(t, p.user)).toBe(start - 100_00n + paid);
  });

  it('pays an automatic cash-out at its target once the curve reaches it', async () => {
    const { p, session } = await player();
    const { state } = await roundCrashingAtLeast(t, 150);
    const start = await availablePaise(t, p.user);
    expect((await bet(session, 100, 1.3)).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    await stepTo(t, state.flightStartsAt + crashTimeMs(135));
    expect(await availablePaise(t, p.user)).toBe(start + 30_00n);
    const mine = (await gameCall(t, session, 'GET', '/api/originals/crash/state')).json() as { docs: { myBet: { cashedOutAt: number } } };
    expect(mine.docs.myBet.cashedOutAt).toBe(1.3);
    await finishRound(t);
  });

  it('shows the other players bets masked, and refuses bets beyond the balance with the wallet message', async () => {
    const a = await player();
    const poor = await newCasinoPlayer(t, c, 50_00);
    const poorSession = await openGame(t, poor, games, 'crash');
    await roundCrashingAtLeast(t, 101);
    expect((await bet(a.session, 100)).statusCode).toBe(200);
    const name = a.p.user.userName;
    const bets = (await crashState(t)).bets;
    expect(bets.some((b) => b.player === `${name.slice(0, 2)}***${name.slice(-1)}` && b.stake === 100)).toBe(true);
    expect(JSON.stringify(bets)).not.toContain(name);
    const refused = await bet(poorSession, 100);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Insufficient points for this bet' });
    await finishRound(t);
  });

  it('verifies any past round from its revealed seeds, and refuses a seed that does not match the hash', async () => {
    const history = (await gameCall(t, null, 'GET', '/api/originals/crash/history?limit=3')).json() as { docs: CrashHistoryRow[] };
    expect(history.docs.length).toBe(3);
    for (const row of history.docs) {
      const res = await gameCall(t, null, 'POST', '/api/originals/verify', { game: 'crash', ...row.fairness });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        docs: {
          isValid: true,
          hashMatches: true,
          outcome: { crashPoint: Math.round(row.crashPoint * 100) },
          summary: `Crashed at ${row.crashPoint.toFixed(2)}x`,
        },
      });
      const round = (await gameCall(t, null, 'GET', `/api/originals/rounds/${row.roundId}`)).json() as { docs: { fairness: unknown } };
      expect(round.docs.fairness).toEqual(row.fairness);
    }
    const row = history.docs[0]!;
    const wrong = await gameCall(t, null, 'POST', '/api/originals/verify', {
      game: 'crash',
      ...row.fairness,
      serverSeedHash: hashServerSeed('0'.repeat(64)),
    });
    expect(wrong.json()).toMatchObject({
      docs: { isValid: false, hashMatches: false, reason: 'The server seed does not match the published hash.' },
    });
    // The round in play does not give its seed away.
    const current = (await gameCall(t, null, 'GET', `/api/originals/rounds/${(await crashState(t)).roundId}`)).json() as {
      docs: { fairness: { serverSeed: string | null } };
    };
    expect(current.docs.fairness.serverSeed).toBeNull();
  });

  it('refuses calls without a game session, and a session of another game', async () => {
    expect((await gameCall(t, null, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(401);
    expect((await gameCall(t, 'nope', 'POST', '/api/originals/crash/cashout')).statusCode).toBe(401);
    const p = await newCasinoPlayer(t, c, 1_000_00);
    const slot = await openGame(t, p, games, 'fruit-line');
    expect((await gameCall(t, slot, 'POST', '/api/originals/crash/bet', { amount: 100 })).json()).toMatchObject({
      message: ORIGINALS_MESSAGES.wrongGame,
    });
    // A launch token of one game cannot open another game's page.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/originals/session', payload: { token: 'not-a-token', game: 'crash' } });
    expect(wrong.statusCode).toBe(401);
  });
});
