import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrashHistoryRow, OriginalsGameCode } from '@backlay/contract';
import { crashPointOf, crashTimeMs, FairRandom, hashServerSeed } from '@backlay/domain';
import { loadConfig } from '../../src/config/config.js';
import { CRASH_CLIENT_SEED } from '../../src/modules/originals/crash-round.js';
import { TEST_SEEDS_CRASH_RANGE, testServerSeeds } from '../../src/modules/originals/test-seeds.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, newCasinoPlayer } from '../casino/casino-helpers.js';
import { crashState, gameCall, installStudio, openGame, ORIGINALS_ENV, PAUSE_MS, stepTo } from './originals-helpers.js';

/** The test-only seed source of the crash rounds (ORIGINALS_TEST_SEEDS), which the browser flows use. */

const PHRASE = 'backlay-test-seeds';
const crashPointFor = (serverSeed: string, nonce: number) =>
  crashPointOf(FairRandom.forRound({ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce }));

describe('ORIGINALS_TEST_SEEDS', () => {
  it('is refused when NODE_ENV=production, with a message naming it', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/backlay', ADMIN_HOSTS: 'admin.example.com' };
    expect(() => loadConfig({ ...production, ORIGINALS_TEST_SEEDS: PHRASE })).toThrow(
      /ORIGINALS_TEST_SEEDS: is for tests only and is refused when NODE_ENV=production/,
    );
    expect(loadConfig(production).ORIGINALS_TEST_SEEDS).toBeUndefined();
    expect(loadConfig({ ...production, ORIGINALS_TEST_SEEDS: '' }).ORIGINALS_TEST_SEEDS).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', ORIGINALS_TEST_SEEDS: PHRASE }).ORIGINALS_TEST_SEEDS).toBe(PHRASE);
  });

  it('gives the same valid server seed for a round every time, crashing within the known range', () => {
    const seeds = testServerSeeds(PHRASE, CRASH_CLIENT_SEED);
    const again = testServerSeeds(PHRASE, CRASH_CLIENT_SEED);
    for (let nonce = 0; nonce < 200; nonce++) {
      const seed = seeds(nonce);
      expect(seed).toMatch(/^[0-9a-f]{64}$/);
      expect(again(nonce)).toBe(seed);
      const crashPoint = crashPointFor(seed, nonce);
      expect(crashPoint).toBeGreaterThanOrEqual(TEST_SEEDS_CRASH_RANGE.min);
      expect(crashPoint).toBeLessThan(TEST_SEEDS_CRASH_RANGE.max);
    }
    expect(testServerSeeds('another phrase', CRASH_CLIENT_SEED)(0)).not.toBe(seeds(0));
  });
});

describe('crash rounds under ORIGINALS_TEST_SEEDS', () => {
  let t: TestApp;
  let c: SignedInChain;
  let games: Record<OriginalsGameCode, string>;
  const known = testServerSeeds(PHRASE, CRASH_CLIENT_SEED);

  beforeAll(async () => {
    t = await createTestApp({ ...ORIGINALS_ENV, ORIGINALS_TEST_SEEDS: PHRASE });
    c = await signedInChain(t.db);
    games = await installStudio(t);
  });
  afterAll(async () => t.close());

  it('plays the known outcome: the first round is cashed out in flight, then crashes where the seed says', async () => {
    const p = await newCasinoPlayer(t, c, 1_000_00);
    const session = await openGame(t, p, games, 'crash');
    await t.app.originals.crash.step();
    const state = await crashState(t);
    const seed = known(state.roundNumber);
    const crashPoint = crashPointFor(seed, state.roundNumber);
    // Committed as usual: only the hash is out while bets are taken.
    expect(state.phase).toBe('betting');
    expect(state.fairness).toMatchObject({ serverSeedHash: hashServerSeed(seed), serverSeed: null });

    expect((await gameCall(t, session, 'POST', '/api/originals/crash/bet', { amount: 100 })).statusCode).toBe(200);
    // A cash-out as soon as the flight starts lands: the known crash point is at least 5.00x.
    await stepTo(t, state.flightStartsAt + 100);
    const cashOut = await gameCall(t, session, 'POST', '/api/originals/crash/cashout');
    expect(cashOut.statusCode, cashOut.body).toBe(200);
    expect((cashOut.json() as { docs: { bet: { status: string } } }).docs.bet.status).toBe('won');
    expect(await availablePaise(t, p.user)).toBeGreaterThanOrEqual(1_000_00n);

    await stepTo(t, state.flightStartsAt + crashTimeMs(crashPoint));
    expect(await crashState(t)).toMatchObject({ phase: 'crashed', multiplier: crashPoint / 100 });
    // Revealed as usual: the seed matches the published hash and the history's crash point.
    const history = (await gameCall(t, null, 'GET', '/api/originals/crash/history?limit=1')).json() as { docs: CrashHistoryRow[] };
    expect(history.docs[0]).toMatchObject({ roundId: state.roundId, crashPoint: crashPoint / 100, fairness: { serverSeed: seed } });

    // The next round takes the sequence's next seed.
    await stepTo(t, t.clock.now().getTime() + PAUSE_MS);
    const next = await crashState(t);
    expect(next.roundNumber).toBe(state.roundNumber + 1);
    expect(next.fairness.serverSeedHash).toBe(hashServerSeed(known(next.roundNumber)));
  });
});
