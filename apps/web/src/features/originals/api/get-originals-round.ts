import { routes } from '@backlay/contract';
import { callGame } from '../lib/game-client';

/** GET api/originals/rounds/:roundId: one round's fairness record (public). */
export function getOriginalsRound(roundId: string) {
  return callGame(routes.originals.getOriginalsRound, { params: { roundId } }).then((r) => r.docs);
}
