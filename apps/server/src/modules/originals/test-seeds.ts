import { createHash } from 'node:crypto';
import { crashPointOf, FairRandom } from '@backlay/domain';

/**
 * Crash points (hundredths) the test sequence keeps to, 5.00x up to 10.00x: high enough that a
 * browser's cash-out, clicked as soon as the flight starts, lands well before the crash on a
 * loaded machine; low enough that no round keeps a test waiting long for the next betting window.
 */
export const TEST_SEEDS_CRASH_RANGE = { min: 500, max: 1000 } as const;

/**
 * The test-only seed source (config ORIGINALS_TEST_SEEDS, which production refuses). The server
 * seed of crash round `nonce` is the first SHA-256 hex of `${phrase}:${nonce}:${k}`, k = 0, 1, ...,
 * whose crash point lies in TEST_SEEDS_CRASH_RANGE: whoever knows the phrase knows every round's
 * seed and crash point. The seed still goes through the provably-fair flow unchanged (its hash
 * published before any bet, the seed revealed after the crash), so the verify page checks it.
 */
export function testServerSeeds(phrase: string, clientSeed: string): (nonce: number) => string {
  return (nonce) => {
    for (let k = 0; ; k++) {
      const serverSeed = createHash('sha256').update(`${phrase}:${nonce}:${k}`).digest('hex');
      const crashPoint = crashPointOf(FairRandom.forRound({ serverSeed, clientSeed, nonce }));
      if (crashPoint >= TEST_SEEDS_CRASH_RANGE.min && crashPoint < TEST_SEEDS_CRASH_RANGE.max) return serverSeed;
    }
  };
}
