import { routes, type OriginalsFairness } from '@backlay/contract';
import { callGame } from '../lib/game-client';

/** The instant games' calls: the session's next commitment, the client seed, and one play of each game. */

export function getNextFairness(session: string): Promise<OriginalsFairness> {
  return callGame(routes.originals.getOriginalsNextFairness, { session }).then((r) => r.docs);
}

export function setClientSeed(session: string, clientSeed: string): Promise<OriginalsFairness> {
  return callGame(routes.originals.setOriginalsClientSeed, { session, body: { clientSeed } }).then((r) => r.docs);
}

export function spinFruitLine(session: string, amount: number) {
  return callGame(routes.originals.spinSlot, { session, body: { amount } }).then((r) => r.docs);
}

export function playLotto(session: string, amount: number, numbers: number[]) {
  return callGame(routes.originals.playLotto, { session, body: { amount, numbers } }).then((r) => r.docs);
}

export function playDragonTiger(session: string, amount: number, bet: 'dragon' | 'tiger' | 'tie') {
  return callGame(routes.originals.playDragonTiger, { session, body: { amount, bet } }).then((r) => r.docs);
}
