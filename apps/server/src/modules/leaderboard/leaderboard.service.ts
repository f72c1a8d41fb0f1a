import { LEADERBOARD_SIZE, MESSAGES, type LeaderboardDocs, type LeaderboardPeriod } from '@backlay/contract';
import { paiseToRupees, reportRange } from '@backlay/domain';
import { badRequest } from '../../lib/app-error.js';
import type { AppContext, SiteContext } from '../../lib/context.js';
import { topProfits } from './leaderboard.repository.js';
import { maskName } from './mask-name.js';

/** IST days each period covers, ending today (decisions in packages/contract/src/leaderboard.ts). */
const PERIOD_DAYS: Record<LeaderboardPeriod, number> = { day: 1, week: 7, month: 30 };

/** GET api/common/leaderboard: the site's top players by settled profit, names masked. */
export async function getLeaderboard(
  ctx: AppContext,
  site: SiteContext | null,
  period: LeaderboardPeriod,
): Promise<{ docs: LeaderboardDocs }> {
  if (!site) throw badRequest(MESSAGES.whiteLabelMissing);
  const range = reportRange(ctx.clock.now(), undefined, undefined, PERIOD_DAYS[period]);
  const rows = await topProfits(ctx.db, { whiteLabelId: site.whiteLabel.id, ...range, limit: LEADERBOARD_SIZE });
  return {
    docs: {
      period,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      rows: rows.map((r, i) => ({ rank: i + 1, name: maskName(r.userName), profit: paiseToRupees(r.profit) })),
    },
  };
}
