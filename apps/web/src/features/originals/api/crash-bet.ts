import { routes } from '@backlay/contract';
import { callGame } from '../lib/game-client';

/** POST api/originals/crash/bet: a bet in the betting window (optional automatic cash-out). */
export function placeCrashBet(session: string, amount: number, autoCashOut: number | null) {
  return callGame(routes.originals.placeCrashBet, { session, body: { amount, autoCashOut } });
}

/** POST api/originals/crash/cashout: cash out now, at the server's multiplier. */
export function cashOutCrash(session: string) {
  return callGame(routes.originals.cashOutCrash, { session });
}
