import { FairRandom, type FairRoundSeeds } from './fair-random.js';
import { hashServerSeed, isValidClientSeed, isValidNonce, isValidServerSeed } from './seeds.js';

/** What the player brings to the verify page: the revealed seed and the hash shown before play. */
export interface RevealedRound extends FairRoundSeeds {
  serverSeedHash: string;
}

export type RoundVerification<T> = { isValid: true; outcome: T } | { isValid: false; reason: string };

/**
 * Checks the commitment and recomputes a past round with the game's own `play` function —
 * the very function the server ran — so a match proves the outcome was fixed before the bet.
 */
export function verifyRound<T>(revealed: RevealedRound, play: (random: FairRandom) => T): RoundVerification<T> {
  const serverSeed = revealed.serverSeed.trim().toLowerCase();
  if (!isValidServerSeed(serverSeed)) return { isValid: false, reason: 'The server seed must be 64 hexadecimal digits.' };
  if (hashServerSeed(serverSeed) !== revealed.serverSeedHash.trim().toLowerCase()) {
    return { isValid: false, reason: 'The server seed does not match the published hash.' };
  }
  if (!isValidClientSeed(revealed.clientSeed)) {
    return { isValid: false, reason: 'The client seed must be 1 to 64 printable characters without spaces or colons.' };
  }
  if (!isValidNonce(revealed.nonce)) return { isValid: false, reason: 'The nonce must be a whole number from 0.' };
  return { isValid: true, outcome: play(FairRandom.forRound({ ...revealed, serverSeed })) };
}
