import { describe, expect, it } from 'vitest';
import { crashPointOf } from './crash.js';
import { FairRandom } from './fair-random.js';
import { describeOriginalsOutcome, isOriginalsGame, ORIGINALS_PLAYS, verifyOriginalsRound } from './originals.js';
import { hashServerSeed } from './seeds.js';

const serverSeed = 'a'.repeat(64);
const round = { serverSeed, clientSeed: 'player-seed', nonce: 7 };

describe('Originals verification', () => {
  it('recomputes each game with the function the server plays', () => {
    for (const game of Object.keys(ORIGINALS_PLAYS)) {
      if (!isOriginalsGame(game)) throw new Error(game);
      const check = verifyOriginalsRound(game, { ...round, serverSeedHash: hashServerSeed(serverSeed) });
      expect(check).toMatchObject({ isValid: true, reason: null, hashMatches: true });
      expect(check.outcome).toEqual(ORIGINALS_PLAYS[game](FairRandom.forRound(round)));
      expect(check.summary).toBe(describeOriginalsOutcome(game, check.outcome));
    }
    expect(verifyOriginalsRound('crash', round).outcome).toEqual({ crashPoint: crashPointOf(FairRandom.forRound(round)) });
  });

  it('refuses a seed that does not match the published hash and says when no hash was given', () => {
    expect(verifyOriginalsRound('crash', { ...round, serverSeedHash: hashServerSeed('b'.repeat(64)) })).toMatchObject({
      isValid: false,
      hashMatches: false,
    });
    expect(verifyOriginalsRound('crash', round)).toMatchObject({ isValid: true, hashMatches: null });
    expect(verifyOriginalsRound('crash', { ...round, serverSeed: 'xyz' })).toMatchObject({ isValid: false, computedHash: null });
    expect(isOriginalsGame('roulette')).toBe(false);
  });
});
