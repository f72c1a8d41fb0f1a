import { routes } from '@backlay/contract';
import { callGame } from '../lib/game-client';

/** GET api/originals/balance: the wallet's balance of the session's player. */
export function getOriginalsBalance(session: string) {
  return callGame(routes.originals.getOriginalsBalance, { session });
}
