import type { ReactNode } from 'react';
import { formatAmount } from '@backlay/domain';
import type { MarketBookAnalysis } from '@backlay/contract';
import { formatDateTime, roleLabel } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { SignedAmount } from './amount-cell';

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-line px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The caller's share on these bets: one percentage, or the range when it changed between bets. */
function shareText(percents: readonly number[]): string {
  if (percents.length === 0) return '—';
  const lo = percents[0]!;
  const hi = percents.at(-1)!;
  return lo === hi ? `${lo}%` : `${lo}–${hi}%`;
}

/**
 * One market's book: the caller's own part on each runner or score band (what it gains or
 * loses if the market settles there now), the players' P/L beside it, then the same per
 * direct downline account.
 */
export function MarketBook({ book }: { book: MarketBookAnalysis }) {
  const isSession = book.market.marketType === 'session';
  const outcomeLabel = isSession ? 'Score' : 'Runner';
  return (
    <div className="flex flex-col gap-4">
      <div className="card flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-lg font-bold">{book.market.eventName}</h2>
            <p className="text-sm text-muted">
              {book.market.marketName} · {book.market.marketType}
            </p>
          </div>
          <span className="flex items-center gap-2 text-xs text-muted">
            <StatusBadge status={book.market.marketStatus} /> updated {formatDateTime(book.at)}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <Figure label="Your partnership" value={shareText(book.yourSharePercents)} />
          <Figure label="Total matched" value={formatAmount(book.total.totalMatched)} />
          <Figure label="Bets" value={book.total.bets} />
          <Figure label="Players" value={book.total.players} />
          <Figure label="Your worst case" value={<SignedAmount value={book.total.yourWorst} />} />
        </dl>
        <table className="data-table" aria-label="Your book">
          <thead>
            <tr>
              <th>{outcomeLabel}</th>
              <th className="num">Your share</th>
              <th className="num">Players P/L</th>
            </tr>
          </thead>
          <tbody>
            {book.outcomes.map((o, i) => (
              <tr key={o.key}>
                <td className="font-medium">{o.label}</td>
                <td className="num">
                  <SignedAmount value={book.total.yours[i] ?? 0} />
                </td>
                <td className="num">
                  <SignedAmount value={book.total.playersPnl[i] ?? 0} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="card">
        <h3 className="px-4 pt-4 font-bold">By direct downline</h3>
        {/* Runner names head columns of their own: they wrap, and a wide book scrolls inside the card. */}
        <div className="overflow-x-auto">
          <table className="data-table stacked" aria-label="By direct downline">
            <thead>
              <tr>
                <th>Account</th>
                <th className="num">Bets</th>
                <th className="num">Matched</th>
                {book.outcomes.map((o) => (
                  <th key={o.key} className="num min-w-28 whitespace-normal">
                    {o.label}
                  </th>
                ))}
                <th className="num">Worst</th>
              </tr>
            </thead>
            <tbody>
              {book.downline.map((d) => (
                <tr key={d.userId}>
                  <td data-label="Account" className="font-medium">
                    {d.userName}
                    <span className="block text-xs text-muted">{d.userType === 'user' ? 'Player' : roleLabel(d.userType)}</span>
                  </td>
                  <td data-label="Bets" className="num">
                    {d.bets}
                  </td>
                  <td data-label="Matched" className="num">
                    {formatAmount(d.totalMatched)}
                  </td>
                  {book.outcomes.map((o, i) => (
                    <td key={o.key} data-label={o.label} className="num">
                      <SignedAmount value={d.yours[i] ?? 0} />
                    </td>
                  ))}
                  <td data-label="Worst" className="num">
                    <SignedAmount value={d.yourWorst} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {book.downline.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted">No open bets of your downline on this market.</p>
        ) : null}
      </div>
    </div>
  );
}
