import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { istDayOf } from '@backlay/domain';
import type { PlReport } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { RowsSkeleton } from '../../../components/sports/empty-state';
import { parseApiError } from '../../../lib/api-client';
import { usePlReport } from '../api/get-pl-report';
import { DailyChart } from './daily-chart';
import { casinoName, dailySeries, defaultPlRange, PL_NO_DATA, plRupees, type PlRange } from '../lib/pl-range';
import { useSportName } from '../../../components/sports/sport-name';

const fieldClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-surface-2 px-2 text-sm text-fg outline-none focus:border-primary focus:ring-2 focus:ring-primary/30';

/**
 * The Profit And Loss Report modal (docs/product.md §2): a date range (last 7 days to today by
 * default), a daily chart, and the casino, exchange, deposit and withdraw sections, each showing
 * 'no data found' when empty; the §9 totals come from the server (packages/domain).
 */
export function PlReportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('plReport.title', 'Profit And Loss Report')} className="max-w-2xl">
      {open && <PlReportBody />}
    </Dialog>
  );
}

function PlReportBody() {
  const { t } = useTranslation();
  const id = useId();
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<PlRange>(() => defaultPlRange(now));
  const query = usePlReport(range, true);
  return (
    <div className="flex flex-col gap-4 px-5 py-4" data-testid="pl-report">
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-semibold text-muted">
            {t('plReport.from', 'From')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={fieldClass}
            value={range.startDate}
            max={range.endDate}
            onChange={(e) => e.target.value && setRange({ ...range, startDate: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-semibold text-muted">
            {t('plReport.to', 'To')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={fieldClass}
            value={range.endDate}
            min={range.startDate}
            max={istDayOf(now)}
            onChange={(e) => e.target.value && setRange({ ...range, endDate: e.target.value })}
          />
        </div>
      </div>
      {query.isError ? (
        <p role="alert" className="card p-3 text-sm font-semibold text-danger">
          {parseApiError(query.error)}
        </p>
      ) : !query.data ? (
        <RowsSkeleton />
      ) : (
        <ReportSections report={query.data} range={range} />
      )}
    </div>
  );
}

function ReportSections({ report, range }: { report: PlReport; range: PlRange }) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const gameHead = [t('plReport.amount', 'Amount'), t('plReport.win', 'Win'), t('plReport.lose', 'Lose')];
  return (
    <>
      <DailyChart series={dailySeries(range, report.daily)} />
      <dl className="grid grid-cols-2 gap-2 text-sm nav:grid-cols-4">
        <Figure label={t('plReport.casinoPl', 'Casino P/L')} value={report.totals.casinoPl} />
        <Figure label={t('plReport.exchangePl', 'Exchange P/L')} value={report.totals.exchangePl} />
        <Figure label={t('plReport.depositWithdraw', 'Deposit - Withdraw')} value={report.totals.depositWithdrawNet} />
        <Figure label={t('plReport.total', 'Total')} value={report.totals.total} testId="pl-total" />
      </dl>
      <Section name="casino" title={t('plReport.casino', 'Casino')} head={[t('plReport.game', 'Game'), ...gameHead]}>
        {report.casino.map((l) => [casinoName(l.gameCategory), l.totalAmount, l.totalWin, l.totalLose])}
      </Section>
      <Section name="exchange" title={t('plReport.exchange', 'Exchange')} head={[t('plReport.sport', 'Sport'), ...gameHead]}>
        {report.exchange.map((l) => [sportName(l.eventTypeId), l.totalAmount, l.totalWin, l.totalLose])}
      </Section>
      <Section
        name="deposit"
        title={t('plReport.deposit', 'Deposit')}
        head={['', t('plReport.amount', 'Amount'), t('plReport.bonus', 'Bonus')]}
      >
        {report.deposit.map((l) => [t('plReport.approved', 'Approved'), l.totalAmount, l.totalBonus])}
      </Section>
      <Section
        name="withdraw"
        title={t('plReport.withdraw', 'Withdraw')}
        head={['', t('plReport.amount', 'Amount'), t('plReport.bonus', 'Bonus')]}
      >
        {report.withdraw.map((l) => [t('plReport.approved', 'Approved'), l.totalAmount, l.totalBonus])}
      </Section>
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded-lg bg-surface-2 p-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`font-bold tabular-nums ${value < 0 ? 'text-danger' : value > 0 ? 'text-success' : ''}`} data-testid={testId}>
        {plRupees(value)}
      </dd>
    </div>
  );
}

/** One section of the report: a small table, or 'no data found' when it has no line. */
function Section({ name, title, head, children }: { name: string; title: string; head: string[]; children: (string | number)[][] }) {
  const { t } = useTranslation();
  const rows = children;
  let body: ReactNode;
  if (rows.length === 0) {
    body = <p className="px-3 py-3 text-center text-sm text-muted">{t('plReport.noDataFound', PL_NO_DATA)}</p>;
  } else {
    body = (
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" className={`px-3 py-1.5 ${i > 0 ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) => (
                <td key={j} className={`px-3 py-1.5 ${j > 0 ? 'text-right tabular-nums' : 'font-semibold'}`}>
                  {typeof cell === 'number' ? plRupees(cell) : cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className="overflow-hidden rounded-lg border border-line" aria-label={title} data-testid={`pl-section-${name}`}>
      <h3 className="bg-surface-2 px-3 py-2 text-sm font-bold">{title}</h3>
      {body}
    </section>
  );
}
