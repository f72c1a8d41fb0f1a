import type { AppContext } from '../../lib/context.js';
import { betToWire } from '../betting/index.js';
import { rooms } from '../live/index.js';
import { ptsOf } from '../profile/index.js';
import type { BetRow, VoidMarket } from './bet-voids.repository.js';

/** One player's bets voided on one market, as they are after the void (status deleted). */
export interface VoidNotice {
  userId: string;
  market: VoidMarket;
  bets: BetRow[];
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * After the void commits, each player hears what it already hears for its bets: each voided
 * bet as `getOpenBetUpdates` (status deleted, so open-bet lists drop it and histories reload)
 * and its points once as `getPtsUpdates` (read from the ledger, as GET api/{role}/pts answers).
 * Never fails the call: a failed points read is logged.
 */
export function sendVoidNotices(ctx: AppContext, notices: readonly VoidNotice[], log: Log): void {
  for (const n of notices) {
    const names = { marketUid: n.market.uid, marketName: n.market.name, eventName: n.market.eventName };
    for (const bet of n.bets) ctx.live.emit(rooms.user(n.userId), 'getOpenBetUpdates', betToWire(bet, names));
  }
  for (const userId of new Set(notices.map((n) => n.userId))) {
    ptsOf(ctx, userId).then(
      (pts) => ctx.live.emit(rooms.user(userId), 'getPtsUpdates', pts),
      (err: unknown) => log.error({ err, userId }, 'points update after a bet void failed'),
    );
  }
}
