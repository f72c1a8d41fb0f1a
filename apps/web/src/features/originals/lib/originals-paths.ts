import type { OriginalsFairness, OriginalsGameCode } from '@backlay/contract';
import { paths } from '../../../config/paths';

/** The studio's pages (the launch URL of Backlay Originals is `/originals/{game}`). */
export const originalsPaths = {
  crash: paths.originalsCrash,
  fruitLine: paths.originalsFruitLine,
  lotto: paths.originalsLotto,
  dragonTiger: paths.originalsDragonTiger,
  verify: paths.originalsVerify,
} as const;

/** The verify page with a round's revealed seeds filled in. */
export function verifyPath(game: OriginalsGameCode, fairness: OriginalsFairness): string {
  const params = new URLSearchParams({
    game,
    serverSeed: fairness.serverSeed ?? '',
    serverSeedHash: fairness.serverSeedHash,
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
  });
  return `${originalsPaths.verify}?${params.toString()}`;
}
