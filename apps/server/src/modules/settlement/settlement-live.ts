import type { OpenBetResult } from '@backlay/contract';
import { paiseToRupees } from '@backlay/domain';
import type { AppContext } from '../../lib/context.js';
import { mayReach, rooms } from '../live/index.js';
import { ptsOf } from '../profile/index.js';
import { betStatusOfNotice, type SettlementNotice } from './settlement-notice.js';

export function noticeToWire(n: SettlementNotice): OpenBetResult {
  const status = betStatusOfNotice(n.status);
  return {
    marketId: n.marketId,
    eventId: n.eventId,
    status: n.status,
    result: n.result,
    pnl: paiseToRupees(n.pnl),
    commission: paiseToRupees(n.commission),
    bets: n.bets.map((b) => ({ _id: b.id, status, pnl: b.pnl === null ? null : paiseToRupees(b.pnl) })),
  };
}

/**
 * After a chunk commits: each player someone listens for hears its result
 * (`getOpenBetResultUpdates`) and its new points (`getPtsUpdates`) at once when the chunk
 * locked its wallet, else when read from the ledger as GET api/{role}/pts answers it. Resolves when every points message is out (or logged as
 * failed); the job does not wait for it before the next chunk.
 */
export async function sendSettlementNotices(
  ctx: AppContext,
  notices: readonly SettlementNotice[],
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  // Nobody to tell (no page open, known when the live channel is this process's alone): no
  // message built, no points worked out or read.
  const heard = notices.filter((n) => mayReach(ctx.live, rooms.user(n.userId)));
  for (const n of heard) {
    ctx.live.emit(rooms.user(n.userId), 'getOpenBetResultUpdates', noticeToWire(n));
    if (n.pts) ctx.live.emit(rooms.user(n.userId), 'getPtsUpdates', n.pts());
  }
  const toRead = heard.filter((n) => !n.pts);
  // Asked a slice at a time, so the wallet reads of one slice go out as one query (the reads
  // coalesce per turn of the event loop) instead of one query per player after another.
  for (let i = 0; i < toRead.length; i += PTS_READS_AT_ONCE) {
    await Promise.all(
      toRead.slice(i, i + PTS_READS_AT_ONCE).map(async (n) => {
        try {
          ctx.live.emit(rooms.user(n.userId), 'getPtsUpdates', await ptsOf(ctx, n.userId));
        } catch (err) {
          log.error({ err, userId: n.userId }, 'settlement: points update failed');
        }
      }),
    );
  }
}

const PTS_READS_AT_ONCE = 500;
