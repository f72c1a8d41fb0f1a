import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CrashHistoryRow } from '@backlay/contract';
import { times } from '../lib/format';
import { verifyPath } from '../lib/originals-paths';

/** The last crash points; each opens the verify page with its revealed seeds. */
export function CrashHistory({ rows }: { rows: CrashHistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="scrollbar-none flex gap-1.5 overflow-x-auto py-1" aria-label={t('originals.lastRounds', 'Last rounds')}>
      {rows.map((r) => (
        <Link
          key={r.roundId}
          to={verifyPath('crash', r.fairness)}
          target="_blank"
          title={t('originals.verifyRound', 'Verify round {{n}}', { n: r.roundNumber })}
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ${
            r.crashPoint >= 2 ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger'
          }`}
        >
          {times(r.crashPoint)}
        </Link>
      ))}
    </div>
  );
}
