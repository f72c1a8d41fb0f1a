import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORIGINALS_MESSAGES, type CasinoRound, type DragonTigerAnswer, type OriginalsGameCode } from '@backlay/contract';
import { crashPayout, crashTimeMs } from '@backlay/domain';
import { originalsBets, originalsRounds } from '../../src/db/schema/index.js';
import { buildApp } from '../../src/app.js';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { createOriginals, type Originals } from '../../src/modules/originals/originals-runtime.js';
import { WalletCallError, type WalletClient } from '../../src/modules/originals/wallet-client.js';
import { INSTANT_PLAY_GRACE_MS } from '../../src/modules/originals/recovery.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, get, newCasinoPlayer, type TestPlayer } from '../casino/casino-helpers.js';
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
 * The studio's recovery rules (modules/originals/recovery.ts): a decided bet is paid exactly
 * once whatever failed on the way (the wallet, the process, the database), an undecided one is
 * refunded, and every wallet round ends closed. Each test gets its own app and database, since
 * a "restart" leaves the first studio's loop behind.
 */

let t: TestApp;
let c: SignedInChain;
let games: Record<OriginalsGameCode, string>;

beforeEach(async () => {
  t = await createTestApp(ORIGINALS_ENV);
  c = await signedInChain(t.db);
  games = await installStudio(t);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const walletDown = () => new WalletCallError('BAD_REQUEST', ORIGINALS_MESSAGES.walletUnavailable, true);

/** Makes the running studio's wallet calls of `method` fail as if the wallet did not answer. */
async function failWallet(method: keyof WalletClient): Promise<{ restore(): void }> {
  const client = await t.app.originals.wallet();
  const spy = vi.spyOn(client, method).mockRejectedValue(walletDown());
  return { restore: () => spy.mockRestore() };
}

/** A new studio on the same database and wallet: what start-up after a restart has. */
const restart = (): Originals => createOriginals(t.app);

async function player(game: OriginalsGameCode): Promise<{ p: TestPlayer; session: string }> {
  const p = await newCasinoPlayer(t, c, 10_000_00);
  return { p, session: await openGame(t, p, games, game) };
}

const history = async (p: TestPlayer) =>
  ((await get(t, p.token, '/api/user/casino/openBet/history')).json() as { docs: CasinoRound[] }).docs;
const openWalletRounds = async (p: TestPlayer) =>
  ((await get(t, p.token, '/api/user/casino/openBet')).json() as { docs: CasinoRound[] }).docs;
const betRow = async (playerId: string) => (await t.db.select().from(originalsBets).where(eq(originalsBets.playerId, playerId)))[0];

/** The player's one wallet round: settled, with one debit and exactly one credit of `win`. */
async function expectPaidOnce(p: TestPlayer, stake: number, win: number): Promise<void> {
  const [round, ...others] = await history(p);
  expect(others).toEqual([]);
  expect(round).toMatchObject({ status: 'settled', stake, win });
  expect(round!.transactions.map((x) => [x.type, x.amount]).sort()).toEqual([
    ['credit', win],
    ['debit', stake],
  ]);
  expect(await openWalletRounds(p)).toEqual([]);
}

describe('crash: a decided bet is paid once', () => {
  it('a cash-out whose credit fails is written first, and the retry pays it once after the round ended', async () => {
    const { p, session } = await player('crash');
    const { state } = await roundCrashingAtLeast(t, 200);
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    t.clock.advance(5_000);
    const wallet = await failWallet('credit');
    const res = await gameCall(t, session, 'POST', '/api/originals/crash/cashout');
    expect(res.statusCode, res.body).toBe(200);
    const { bet } = (res.json() as { docs: { bet: { payout: number; cashedOutAt: number; status: string } } }).docs;
    expect(bet.status).toBe('won');
    // Write-ahead: the win is in the table before the wallet has it.
    const row = await betRow(p.user.id);
    expect(row).toMatchObject({ status: 'won', payout: BigInt(Math.round(bet.payout * 100)), settledAt: null });
    expect(await openWalletRounds(p)).toHaveLength(1);

    // The round crashes and ends while the wallet still fails: the win stays owed.
    await finishRound(t);
    expect((await t.db.select().from(originalsRounds).where(eq(originalsRounds.id, state.roundId)))[0]!.status).toBe('ended');
    expect(await availablePaise(t, p.user)).toBe(10_000_00n - 100_00n);

    wallet.restore();
    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 1, refunded: 0, failed: 0 });
    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 0, refunded: 0 });
    expect(await availablePaise(t, p.user)).toBe(10_000_00n - 100_00n + BigInt(Math.round(bet.payout * 100)));
    await expectPaidOnce(p, 100, bet.payout);
    expect((await betRow(p.user.id))!.settledAt).not.toBeNull();
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('after a restart, a crashed and revealed round still pays its owed win and closes its lost wallet round', async () => {
    const winner = await player('crash');
    const loser = await player('crash');
    const { state, crashPoint } = await roundCrashingAtLeast(t, 200);
    expect((await gameCall(t, winner.session, 'POST', '/api/originals/crash/bet', { amount: 100, autoCashOut: 1.5 })).statusCode).toBe(200);
    expect((await gameCall(t, loser.session, 'POST', '/api/originals/crash/bet', { amount: 50 })).statusCode).toBe(200);
    await failWallet('credit');
    await stepTo(t, state.flightStartsAt);
    await stepTo(t, state.flightStartsAt + crashTimeMs(crashPoint));
    expect((await crashState(t)).phase).toBe('crashed');
    expect((await t.db.select().from(originalsRounds).where(eq(originalsRounds.id, state.roundId)))[0]!.status).toBe('ended');
    expect(await betRow(winner.p.user.id)).toMatchObject({ status: 'won', multiplier: 150, settledAt: null });
    expect(await betRow(loser.p.user.id)).toMatchObject({ status: 'lost', payout: 0n, settledAt: null });

    // The process dies with both credits owed; the next one starts on the same database.
    expect(await restart().recovery.run()).toMatchObject({ paid: 2, refunded: 0, failed: 0 });
    await expectPaidOnce(winner.p, 100, crashPayout(100_00, 150) / 100);
    expect(await availablePaise(t, winner.p.user)).toBe(10_000_00n + 50_00n);
    await expectPaidOnce(loser.p, 50, 0);
    expect(await availablePaise(t, loser.p.user)).toBe(10_000_00n - 50_00n);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('after a restart mid-flight, a cash-out already decided is paid and a bet still in is refunded', async () => {
    const cashed = await player('crash');
    const still = await player('crash');
    const { state } = await roundCrashingAtLeast(t, 300);
    for (const s of [cashed.session, still.session])
      expect((await gameCall(t, s, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    await stepTo(t, state.flightStartsAt);
    t.clock.advance(5_000);
    await failWallet('credit');
    const res = await gameCall(t, cashed.session, 'POST', '/api/originals/crash/cashout');
    const { payout } = (res.json() as { docs: { bet: { payout: number } } }).docs.bet;

    // The process dies in flight: the round is open in the table, one bet decided, one not.
    expect(await restart().recovery.run()).toMatchObject({ paid: 1, refunded: 1, voided: 1, failed: 0 });
    await expectPaidOnce(cashed.p, 100, payout);
    expect(await availablePaise(t, still.p.user)).toBe(10_000_00n);
    expect((await history(still.p))[0]).toMatchObject({ status: 'cancelled', stake: 0 });
    expect(await betRow(still.p.user.id)).toMatchObject({ status: 'refunded' });
    const [round] = await t.db.select().from(originalsRounds).where(eq(originalsRounds.id, state.roundId));
    expect(round).toMatchObject({ status: 'ended', outcome: { isVoid: true } });
    expect(round!.serverSeed).toBe(round!.secretSeed);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('leaves the live round alone: an undecided bet of the round in play is not refunded', async () => {
    const { p, session } = await player('crash');
    await roundCrashingAtLeast(t, 101);
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 0, refunded: 0, voided: 0 });
    expect(await betRow(p.user.id)).toMatchObject({ status: 'open', settledAt: null });
    await finishRound(t);
    expect(await betRow(p.user.id)).toMatchObject({ status: 'lost' });
    await expectPaidOnce(p, 100, 0);
  });

  it('a debit with no answer is rolled back at once: the stake comes back, the round keeps the hold', async () => {
    const { p, session } = await player('crash');
    await roundCrashingAtLeast(t, 101);
    const client = await t.app.originals.wallet();
    const debit = client.debit.bind(client);
    // The debit lands, but its answer is lost on the way back.
    vi.spyOn(client, 'debit').mockImplementationOnce(async (body) => {
      await debit(body);
      throw walletDown();
    });
    const res = await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 });
    expect(res.json()).toMatchObject({ message: ORIGINALS_MESSAGES.walletUnavailable });
    expect(await availablePaise(t, p.user)).toBe(10_000_00n);
    expect(await betRow(p.user.id)).toMatchObject({ status: 'refunded' });
    expect(await openWalletRounds(p)).toEqual([]);
    // The bet's row stays (refunded), so the player sits this round out.
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 })).json()).toMatchObject({
      message: ORIGINALS_MESSAGES.alreadyBet,
    });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('start-up', () => {
  it('a new process pays at start-up what the last one owed, and its timers stop when it closes', async () => {
    const { p, session } = await player('crash');
    const { state, crashPoint } = await roundCrashingAtLeast(t, 200);
    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100, autoCashOut: 2 })).statusCode).toBe(200);
    await failWallet('credit');
    await stepTo(t, state.flightStartsAt);
    await stepTo(t, state.flightStartsAt + crashTimeMs(crashPoint));
    expect(await betRow(p.user.id)).toMatchObject({ status: 'won', settledAt: null });

    // A second process on the same database, with its background work on (as in production).
    const second = await buildApp({ config: { ...t.config, ORIGINALS_CRASH_LOOP: true }, db: t.db, clock: t.clock, logger: false });
    await second.ready();
    // The start-up pass runs just after ready; the crash loop starts once it is done.
    await vi.waitFor(async () => expect((await betRow(p.user.id))!.settledAt).not.toBeNull(), { timeout: 10_000 });
    expect(await betRow(p.user.id)).toMatchObject({ status: 'won', payout: 200_00n });
    await expectPaidOnce(p, 100, 200);

    const step = vi.spyOn(second.originals.crash, 'step');
    const pass = vi.spyOn(second.originals.recovery, 'run');
    await vi.waitFor(() => expect(step).toHaveBeenCalled(), { timeout: 10_000 });
    await second.close();
    const [steps, passes] = [step.mock.calls.length, pass.mock.calls.length];
    // Nothing more may come: a loop still running (every 50 ms) would step again within this.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([step.mock.calls.length, pass.mock.calls.length]).toEqual([steps, passes]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('instant games: every play ends paid or refunded', () => {
  const play = (session: string) => gameCall(t, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 100, bet: 'dragon' });

  it('a credit that fails is owed, answered with the result, and the recovery pass pays it once', async () => {
    const { p, session } = await player('dragon-tiger');
    const wallet = await failWallet('credit');
    const res = await play(session);
    expect(res.statusCode, res.body).toBe(200);
    const hand = (res.json() as { docs: DragonTigerAnswer }).docs;
    // The balance the wallet shows without the win (it has not been paid yet).
    expect(hand.balance).toBe(10_000 - 100);
    expect(await betRow(p.user.id)).toMatchObject({ status: hand.payout > 0 ? 'won' : 'lost', settledAt: null });
    expect(await openWalletRounds(p)).toHaveLength(1);

    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 0, failed: 1 });
    wallet.restore();
    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 1, failed: 0 });
    expect(await t.app.originals.recovery.run()).toMatchObject({ paid: 0 });
    await expectPaidOnce(p, 100, hand.payout);
    expect(await availablePaise(t, p.user)).toBe(10_000_00n - 100_00n + BigInt(Math.round(hand.payout * 100)));
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a database failure after the debit leaves the bet open, and the recovery pass refunds it', async () => {
    const { p, session } = await player('dragon-tiger');
    const client = await t.app.originals.wallet();
    const debit = client.debit.bind(client);
    const transaction = t.db.transaction.bind(t.db);
    let isDebited = false;
    vi.spyOn(client, 'debit').mockImplementationOnce(async (body) => {
      const answer = await debit(body);
      isDebited = true;
      return answer;
    });
    // Once the debit is taken, the next write of the studio (the play's result) fails.
    vi.spyOn(t.db, 'transaction').mockImplementation(((fn: Parameters<typeof transaction>[0]) => {
      if (isDebited) return Promise.reject(new Error('database went away'));
      return transaction(fn);
    }) as typeof t.db.transaction);
    const res = await play(session);
    expect(res.statusCode).toBe(500);
    vi.restoreAllMocks();
    expect(await availablePaise(t, p.user)).toBe(10_000_00n - 100_00n);
    expect(await betRow(p.user.id)).toMatchObject({ status: 'open', settledAt: null });

    // Within the grace another process may still be playing it: left alone.
    expect(await t.app.originals.recovery.run()).toMatchObject({ refunded: 0, voided: 0, failed: 0 });
    t.clock.advance(INSTANT_PLAY_GRACE_MS);
    expect(await t.app.originals.recovery.run()).toMatchObject({ refunded: 1, voided: 1, failed: 0 });
    expect(await availablePaise(t, p.user)).toBe(10_000_00n);
    expect(await openWalletRounds(p)).toEqual([]);
    expect((await history(p))[0]).toMatchObject({ status: 'cancelled', stake: 0 });
    const [round] = await t.db.select().from(originalsRounds).where(eq(originalsRounds.playerId, p.user.id));
    expect(round).toMatchObject({ status: 'ended', outcome: { isVoid: true } });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a debit the wallet refuses keeps nothing', async () => {
    const p = await newCasinoPlayer(t, c, 30_00);
    const session = await openGame(t, p, games, 'dragon-tiger');
    const res = await gameCall(t, session, 'POST', '/api/originals/dragon-tiger/play', { amount: 50, bet: 'tie' });
    expect(res.json()).toMatchObject({ message: 'Insufficient points for this bet' });
    expect(await betRow(p.user.id)).toBeUndefined();
    expect(await t.db.select().from(originalsRounds).where(eq(originalsRounds.playerId, p.user.id))).toEqual([]);
  });
});
