import { routes, type OriginalsGameCode } from '@backlay/contract';
import { callGame } from '../lib/game-client';

/** POST api/originals/session: the launch token for a game session. */
export function openOriginalsSession(token: string, game: OriginalsGameCode) {
  return callGame(routes.originals.openOriginalsSession, { body: { token, game } });
}
