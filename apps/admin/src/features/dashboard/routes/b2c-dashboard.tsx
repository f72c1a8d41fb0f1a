import { useState } from 'react';
import { MAX_DASHBOARD_DAYS, type B2cDashboardQuery } from '@backlay/contract';
import { formatAmount, formatAmountShort, istDayOf } from '@backlay/domain';
import { useSession } from '../../../lib/session-store';
import { ListState, Page } from '../../../components/ui/page';
import { useB2cDashboard } from '../api/get-b2c-dashboard';
import { useWhiteLabelOptions } from '../api/get-white-label-options';
import { BarChart } from '../components/bar-chart';
import { FigureCard } from '../components/figure-card';
import { daysBefore, shortDay } from '../lib/chart-scale';

const PRESETS = [7, 30, 90] as const;
const rupees = (n: number) => `${n < 0 ? '-' : ''}₹${formatAmount(Math.abs(n))}`;
/** Axis labels: whole rupees below 1,000, then the short k / l form. */
const shortRupees = (n: number) => `${n < 0 ? '-' : ''}₹${Math.abs(n) < 1000 ? Math.round(Math.abs(n)) : formatAmountShort(Math.abs(n))}`;
const count = (n: number) => n.toLocaleString('en-IN');
const tone = (n: number) => (n > 0 ? ('positive' as const) : n < 0 ? ('negative' as const) : undefined);

/**
 * B2C Dashboard: the players of the caller's downline (the administrator may narrow to one white
 * label) per IST day — approved deposits and withdrawals, new and active players, and the P/L as
 * uplines see it (positive when players lost) — as figures, charts and a day-by-day table.
 */
export function B2cDashboardRoute() {
  const role = useSession((s) => s.userType);
  const isAdministrator = role === 'administrator';
  const today = istDayOf(new Date());
  const [range, setRange] = useState({ startDate: daysBefore(today, 7), endDate: today });
  const [whiteLabel, setWhiteLabel] = useState('');
  const labels = useWhiteLabelOptions(isAdministrator);
  const query: B2cDashboardQuery = { ...range, ...(whiteLabel ? { whiteLabel } : {}) };
  const dash = useB2cDashboard(query);
  const d = dash.data;
  const days = d?.days.map((x) => x.day) ?? [];

  return (
    <Page
      title="B2C dashboard"
      description="Money in and out, players and profit and loss of your downline, by India (IST) day. P/L is as uplines see it: positive when players lost."
    >
      <div className="card flex flex-col gap-3 p-4 lg:flex-row lg:items-end">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            From
            <input
              type="date"
              className="input"
              value={range.startDate}
              max={range.endDate}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, startDate: e.target.value }))}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            To
            <input
              type="date"
              className="input"
              value={range.endDate}
              max={today}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, endDate: e.target.value }))}
            />
          </label>
          <div role="group" aria-label="Quick ranges" className="flex gap-1">
            {PRESETS.map((n) => (
              <button
                key={n}
                type="button"
                aria-pressed={range.endDate === today && range.startDate === daysBefore(today, n)}
                className="btn btn-ghost min-h-10 px-3 aria-pressed:border-primary aria-pressed:text-primary"
                onClick={() => setRange({ startDate: daysBefore(today, n), endDate: today })}
              >
                {n} days
              </button>
            ))}
          </div>
        </div>
        {isAdministrator && labels.data ? (
          <label className="flex flex-col gap-1 text-sm font-medium lg:ml-auto">
            White label
            <select className="input min-w-52" value={whiteLabel} onChange={(e) => setWhiteLabel(e.target.value)}>
              <option value="">All white labels</option>
              {labels.data.map((w) => (
                <option key={w._id} value={w._id}>
                  {w.name} ({w.type.toUpperCase()})
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="-mt-2 text-xs text-muted">At most {MAX_DASHBOARD_DAYS} days at a time.</p>
      <ListState isLoading={dash.isLoading} error={dash.error} isEmpty={false} emptyText="" onRetry={() => void dash.refetch()} />
      {d ? (
        <div className={`flex flex-col gap-4 ${dash.isFetching ? 'opacity-70' : ''}`} aria-busy={dash.isFetching}>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <FigureCard label={`Deposits (${count(d.totals.depositCount)})`} value={rupees(d.totals.deposits)} />
            <FigureCard label={`Withdrawals (${count(d.totals.withdrawalCount)})`} value={rupees(d.totals.withdrawals)} />
            <FigureCard label="Net deposits" value={rupees(d.totals.net)} tone={tone(d.totals.net)} />
            <FigureCard label="Profit / loss" value={rupees(d.totals.pl)} tone={tone(d.totals.pl)} />
            <FigureCard label="Active players" value={count(d.totals.activePlayers)} />
            <FigureCard label="New players" value={count(d.totals.newPlayers)} />
            <FigureCard label={`Pending deposits (${count(d.totals.pendingDepositCount)})`} value={rupees(d.totals.pendingDeposits)} />
            <FigureCard
              label={`Pending withdrawals (${count(d.totals.pendingWithdrawalCount)})`}
              value={rupees(d.totals.pendingWithdrawals)}
            />
          </div>
          <p className="text-xs text-muted">
            {count(d.totals.players)} players in scope · exchange P/L {rupees(d.totals.exchangePl)} · casino P/L {rupees(d.totals.casinoPl)}{' '}
            · {shortDay(d.startDate)} – {shortDay(d.endDate)}
          </p>
          <div className="grid gap-4 xl:grid-cols-2">
            <BarChart
              title="Deposits and withdrawals"
              days={days}
              format={shortRupees}
              series={[
                { name: 'Deposits', color: '#16a34a', values: d.days.map((x) => x.deposits) },
                { name: 'Withdrawals', color: '#dc2626', values: d.days.map((x) => x.withdrawals) },
              ]}
            />
            <BarChart
              title="Profit / loss"
              days={days}
              format={shortRupees}
              series={[
                { name: 'Exchange', color: '#1d4ed8', negativeColor: '#93c5fd', values: d.days.map((x) => x.exchangePl) },
                { name: 'Casino', color: '#7c3aed', negativeColor: '#c4b5fd', values: d.days.map((x) => x.casinoPl) },
              ]}
            />
            <BarChart
              title="Players"
              days={days}
              format={(n) => count(Math.round(n))}
              series={[
                { name: 'Active', color: '#0891b2', values: d.days.map((x) => x.activePlayers) },
                { name: 'New', color: '#f59e0b', values: d.days.map((x) => x.newPlayers) },
              ]}
            />
            <BarChart
              title="Net deposits"
              days={days}
              format={shortRupees}
              series={[
                {
                  name: 'Deposits − withdrawals',
                  color: '#15803d',
                  negativeColor: '#b91c1c',
                  values: d.days.map((x) => x.deposits - x.withdrawals),
                },
              ]}
            />
          </div>
          <div className="card overflow-x-auto">
            <table className="data-table stacked md:min-w-[56rem]">
              <caption className="sr-only">Figures by day</caption>
              <thead>
                <tr>
                  <th>Day (IST)</th>
                  <th className="num">Deposits</th>
                  <th className="num">Withdrawals</th>
                  <th className="num">Active</th>
                  <th className="num">New</th>
                  <th className="num">Exchange P/L</th>
                  <th className="num">Casino P/L</th>
                  <th className="num">P/L</th>
                </tr>
              </thead>
              <tbody>
                {[...d.days].reverse().map((x) => (
                  <tr key={x.day}>
                    <td data-label="Day (IST)" className="whitespace-nowrap">
                      {shortDay(x.day)} {x.day.slice(0, 4)}
                    </td>
                    <td data-label="Deposits" className="num">
                      {rupees(x.deposits)} <span className="text-xs text-muted">({x.depositCount})</span>
                    </td>
                    <td data-label="Withdrawals" className="num">
                      {rupees(x.withdrawals)} <span className="text-xs text-muted">({x.withdrawalCount})</span>
                    </td>
                    <td data-label="Active" className="num">
                      {count(x.activePlayers)}
                    </td>
                    <td data-label="New" className="num">
                      {count(x.newPlayers)}
                    </td>
                    <td data-label="Exchange P/L" className={`num ${x.exchangePl < 0 ? 'text-danger' : ''}`}>
                      {rupees(x.exchangePl)}
                    </td>
                    <td data-label="Casino P/L" className={`num ${x.casinoPl < 0 ? 'text-danger' : ''}`}>
                      {rupees(x.casinoPl)}
                    </td>
                    <td data-label="P/L" className={`num font-semibold ${x.pl < 0 ? 'text-danger' : x.pl > 0 ? 'text-success' : ''}`}>
                      {rupees(x.pl)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </Page>
  );
}
