import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bytesToHex } from './bytes.js';
import { crashPointOf } from './crash.js';
import { playDragonTiger } from './dragon-tiger.js';
import { FairRandom } from './fair-random.js';
import { drawLottery } from './lottery.js';
import { hashServerSeed } from './seeds.js';
import { spinSlot } from './slot.js';
import { verifyRound } from './verify-round.js';

const round = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex),
  clientSeed: fc.stringMatching(/^[!-9;-~]{1,64}$/),
  nonce: fc.nat(),
});
const games = [
  ['crash', crashPointOf],
  ['slot', spinSlot],
  ['lottery', drawLottery],
  ['dragon tiger', playDragonTiger],
] as const;

describe('verifyRound', () => {
  for (const [name, play] of games) {
    test.prop([round])(`recomputes a ${name} round the server played`, (seeds) => {
      const played = (play as (random: FairRandom) => unknown)(FairRandom.forRound(seeds));
      const verification = verifyRound({ ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) }, play as (random: FairRandom) => unknown);
      expect(verification).toEqual({ isValid: true, outcome: played });
    });
  }

  test.prop([round, fc.nat({ max: 63 })])('refuses a server seed that differs from the committed one', (seeds, position) => {
    const committed = hashServerSeed(seeds.serverSeed);
    const digit = seeds.serverSeed[position]!;
    const swapped = seeds.serverSeed.slice(0, position) + (digit === '0' ? '1' : '0') + seeds.serverSeed.slice(position + 1);
    expect(verifyRound({ ...seeds, serverSeed: swapped, serverSeedHash: committed }, crashPointOf)).toEqual({
      isValid: false,
      reason: 'The server seed does not match the published hash.',
    });
  });

  it('accepts seeds pasted in capitals or with spaces around them', () => {
    const seeds = { serverSeed: 'c0ffee'.repeat(10) + 'beef', clientSeed: 'me', nonce: 3 };
    const verification = verifyRound(
      { ...seeds, serverSeed: ` ${seeds.serverSeed.toUpperCase()} `, serverSeedHash: hashServerSeed(seeds.serverSeed).toUpperCase() },
      crashPointOf,
    );
    expect(verification).toEqual({ isValid: true, outcome: crashPointOf(FairRandom.forRound(seeds)) });
  });

  it('explains malformed input instead of throwing', () => {
    const serverSeed = 'ab'.repeat(32);
    const serverSeedHash = hashServerSeed(serverSeed);
    expect(verifyRound({ serverSeed: 'nope', serverSeedHash, clientSeed: 'me', nonce: 0 }, crashPointOf)).toMatchObject({ isValid: false });
    expect(verifyRound({ serverSeed, serverSeedHash, clientSeed: 'a:b', nonce: 0 }, crashPointOf)).toMatchObject({ isValid: false });
    expect(verifyRound({ serverSeed, serverSeedHash, clientSeed: 'me', nonce: 1.5 }, crashPointOf)).toMatchObject({ isValid: false });
  });
});
