import { formatAmount } from '@backlay/domain';

/** Green when positive, red when negative (from the point of view the column names). */
export const signClass = (n: number) => (n > 0 ? 'text-success' : n < 0 ? 'text-danger' : '');

/** A signed amount in rupees, coloured by its sign. */
export function Signed({ value }: { value: number }) {
  return <span className={signClass(value)}>{formatAmount(value)}</span>;
}

/** The totals of a report as a row of figure cards. */
export function Totals({ items, label = 'Totals' }: { items: { label: string; value: string; tone?: string }[]; label?: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-label={label}>
      {items.map((t) => (
        <div key={t.label} className="card px-4 py-3">
          <dt className="text-xs text-muted uppercase">{t.label}</dt>
          <dd className={`text-lg font-bold tabular-nums ${t.tone ?? ''}`}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The figures a P/L row shows in both P/L reports (by account and by market). */
export interface PlFigures {
  players: number;
  bets: number;
  stake: number;
  pnl: number;
  commission: number;
  yourPl: number;
  /** By account only: the casino P/L beside the exchange's. */
  casinoPl?: number;
}

/** The P/L report cells from Players to Your P/L, in the order of both reports' headers. */
export function PlCells({ row }: { row: PlFigures }) {
  return (
    <>
      <td data-label="Players" className="num">
        {row.players}
      </td>
      <td data-label="Bets" className="num">
        {row.bets}
      </td>
      <td data-label="Stake" className="num">
        {formatAmount(row.stake)}
      </td>
      <td data-label="Players P/L" className="num">
        <Signed value={row.pnl} />
      </td>
      <td data-label="Commission" className="num">
        {formatAmount(row.commission)}
      </td>
      {row.casinoPl !== undefined && (
        <td data-label="Casino P/L" className="num">
          <Signed value={row.casinoPl} />
        </td>
      )}
      <td data-label="Your P/L" className="num font-semibold">
        <Signed value={row.yourPl} />
      </td>
    </>
  );
}
