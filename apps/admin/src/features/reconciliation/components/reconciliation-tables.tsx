import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DepositReconciliation, DepositRequest, StatementLine } from '@backlay/contract';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge } from '../../../components/ui/status-badge';

/** The deposit queue, searched for this request's UTR (or user), where staff approve it. */
export function queueLink(d: DepositRequest): string {
  return `${paths.deposits}?${new URLSearchParams({ status: d.status, search: d.utr ?? d.userName })}`;
}

function Section({ title, count, tone, children }: { title: string; count: number; tone: string; children: ReactNode }) {
  return (
    <section className="card overflow-x-auto" aria-label={title}>
      <h2 className="flex items-center gap-2 border-b border-line px-4 py-3 text-base font-bold">
        {title}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{count}</span>
      </h2>
      {count === 0 ? <p className="px-4 py-3 text-sm text-muted">None.</p> : children}
    </section>
  );
}

function DepositCells({ d }: { d: DepositRequest }) {
  return (
    <>
      <td data-label="User" className="font-medium">
        {d.userName}
        <span className="block text-xs text-muted">{formatDateTime(d.createdAt)}</span>
      </td>
      <td data-label="Deposit" className="num">
        {formatAmount(d.amount)}
        <span className="block text-xs text-muted">{d.paymentName}</span>
      </td>
      <td data-label="UTR" className="font-mono text-xs">
        {d.utr ?? '—'}
      </td>
    </>
  );
}

function LineCells({ l }: { l: StatementLine }) {
  return (
    <>
      <td data-label="Statement" className="whitespace-nowrap">
        <span className="text-xs text-muted">row {l.line}</span>
        <span className="block">{l.date}</span>
      </td>
      <td data-label="Description" className="max-w-72 break-words text-xs">
        {l.description || '—'}
      </td>
      <td data-label="Credit" className="num">
        {formatAmount(l.amount)}
      </td>
    </>
  );
}

function Pairs({ pairs, action }: { pairs: DepositReconciliation['matched']; action: 'approve' | 'check' }) {
  return (
    <table className="data-table stacked md:min-w-[60rem]">
      <thead>
        <tr>
          <th>User</th>
          <th className="num">Deposit</th>
          <th>UTR</th>
          <th>Statement</th>
          <th>Description</th>
          <th className="num">Credit</th>
          <th className="text-right">Queue</th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ deposit, line }) => (
          <tr key={deposit._id}>
            <DepositCells d={deposit} />
            <LineCells l={line} />
            <td className="text-right">
              <Link to={queueLink(deposit)} className="font-semibold whitespace-nowrap text-primary hover:underline">
                {action === 'approve' ? 'Approve in queue' : 'Review in queue'}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReconciliationTables({ result }: { result: DepositReconciliation }) {
  return (
    <div className="flex flex-col gap-4">
      <Section title="Matched" count={result.matched.length} tone="bg-emerald-500/15 text-emerald-700">
        <Pairs pairs={result.matched} action="approve" />
      </Section>
      <Section title="UTR found, amount differs" count={result.amountMismatches.length} tone="bg-amber-500/15 text-amber-700">
        <Pairs pairs={result.amountMismatches} action="check" />
      </Section>
      <Section title="Pending deposits not on the statement" count={result.unmatchedDeposits.length} tone="bg-slate-500/15 text-slate-700">
        <table className="data-table stacked md:min-w-[40rem]">
          <thead>
            <tr>
              <th>User</th>
              <th className="num">Deposit</th>
              <th>UTR</th>
              <th>Status</th>
              <th className="text-right">Queue</th>
            </tr>
          </thead>
          <tbody>
            {result.unmatchedDeposits.map((d) => (
              <tr key={d._id}>
                <DepositCells d={d} />
                <td data-label="Status">
                  <StatusBadge status={d.status} />
                </td>
                <td className="text-right">
                  <Link to={queueLink(d)} className="font-semibold text-primary hover:underline">
                    Open
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="Statement credits without a deposit" count={result.unmatchedLines.length} tone="bg-sky-500/15 text-sky-700">
        <table className="data-table stacked md:min-w-[40rem]">
          <thead>
            <tr>
              <th>Statement</th>
              <th>Description</th>
              <th className="num">Credit</th>
              <th>Numbers found</th>
            </tr>
          </thead>
          <tbody>
            {result.unmatchedLines.map((l) => (
              <tr key={l.line}>
                <LineCells l={l} />
                <td data-label="Numbers found" className="font-mono text-xs">
                  {l.utrs.join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      {result.skippedRows.length > 0 ? (
        <Section title="Rows not read" count={result.skippedRows.length} tone="bg-rose-500/15 text-rose-700">
          <ul className="divide-y divide-line text-sm">
            {result.skippedRows.map((s) => (
              <li key={s.line} className="px-4 py-2">
                <span className="font-semibold">Row {s.line}:</span> {s.reason}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
