import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_PERIODS, MESSAGES, type LeaderboardPeriod } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { parseApiError } from '../../../lib/api-client';
import { useLeaderboard } from '../api/get-leaderboard';

const PERIOD_LABELS: Record<LeaderboardPeriod, { key: string; en: string }> = {
  day: { key: 'leaderboard.today', en: 'Today' },
  week: { key: 'leaderboard.week', en: 'This Week' },
  month: { key: 'leaderboard.month', en: 'This Month' },
};

/** Gold, silver and bronze badges for the top three (colours, not emoji: not every device has an emoji font). */
const PODIUM = ['bg-amber-400 text-slate-900', 'bg-slate-300 text-slate-900', 'bg-orange-400 text-slate-900'];

/**
 * /leadersip-board (spelled as docs/product.md spells it): the site's top players by settled profit
 * over today, the last 7 or the last 30 days. Open to everyone; players appear only under the
 * masked name the server sends ('ab***9').
 */
export function LeadershipBoardRoute() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const q = useLeaderboard(period);
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6"
    >
      <div className="flex flex-col gap-1">
        <h1 id="leaderboard-title" className="text-xl font-black tracking-tight sm:text-2xl">
          {t('leaderboard.title', 'Leadership Board')}
        </h1>
        <p className="text-sm opacity-75">{t('leaderboard.subtitle', 'Top winners by settled profit. Names are partly hidden.')}</p>
      </div>
      <div role="tablist" aria-label={t('leaderboard.period', 'Period')} className="flex gap-2">
        {LEADERBOARD_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === period}
            onClick={() => setPeriod(p)}
            className={`btn min-h-10 flex-1 ${p === period ? 'btn-primary' : 'border border-line bg-surface-2'}`}
          >
            {t(PERIOD_LABELS[p].key, PERIOD_LABELS[p].en)}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <p aria-busy="true" className="py-6 text-center opacity-70">
          {t('common.loading', 'Loading...')}
        </p>
      ) : q.isError ? (
        <p role="alert" className="card p-4 text-danger">
          {parseApiError(q.error)}
        </p>
      ) : q.data.rows.length === 0 ? (
        <p className="card p-6 text-center font-semibold opacity-80">{t('common.noDataFound', MESSAGES.noDataFound)}</p>
      ) : (
        <ol aria-label={t('leaderboard.title', 'Leadership Board')} className="card flex flex-col divide-y divide-line overflow-hidden">
          {q.data.rows.map((row) => (
            <li key={row.rank} className="flex min-w-0 items-center gap-3 px-4 py-3">
              <span
                aria-hidden="true"
                className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-black tabular-nums ${PODIUM[row.rank - 1] ?? 'bg-surface-2'}`}
              >
                {row.rank}
              </span>
              <span className="sr-only">{t('leaderboard.rank', 'Rank {{rank}}', { rank: row.rank })}</span>
              <span className="min-w-0 flex-1 truncate font-mono text-base font-semibold">{row.name}</span>
              <span className="shrink-0 font-bold tabular-nums text-success">₹{formatAmount(row.profit)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
