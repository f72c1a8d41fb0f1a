import { useTranslation } from 'react-i18next';
import type { WalletMovement } from '@backlay/contract';
import { siteDateTime } from '../../../lib/site-time';
import { rupees } from '../lib/statement-filter';

/** Credit green, debit red, the sign spelt out so colour is never the only cue. */
function Amount({ m }: { m: WalletMovement }) {
  return m.credit > 0 ? (
    <span className="font-bold text-success tabular-nums">+{rupees(m.credit)}</span>
  ) : (
    <span className="font-bold text-danger tabular-nums">-{rupees(m.debit)}</span>
  );
}

/**
 * The statement's rows: cards on phones, a table from the nav breakpoint up. Newest first, the
 * balance after each row is the wallet's true balance (whatever the filter).
 */
export function StatementRows({ rows }: { rows: WalletMovement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <ul className="flex flex-col gap-2 nav:hidden" aria-label={t('statements.rows', 'Statement')}>
        {rows.map((m) => (
          <li key={m._id} className="card flex flex-col gap-1.5 p-3 text-sm" data-testid="statement-row">
            <div className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-semibold break-words">{m.description}</span>
              <Amount m={m} />
            </div>
            {m.remarks && <p className="text-xs break-words text-muted">{m.remarks}</p>}
            <div className="flex items-center justify-between gap-3 text-xs text-muted">
              <span>{siteDateTime(m.createdAt, i18n.language)}</span>
              <span className="tabular-nums">
                {t('statements.balance', 'Balance')} <span className="font-semibold text-fg">{rupees(m.balance)}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="card hidden overflow-x-auto nav:block">
        <table className="w-full text-sm">
          <thead className="bg-surface-2 text-left text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('statements.date', 'Date')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('statements.description', 'Description')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('statements.credit', 'Credit')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('statements.debit', 'Debit')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t('statements.balance', 'Balance')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('statements.remarks', 'Remarks')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((m) => (
              <tr key={m._id} data-testid="statement-row">
                <td className="px-3 py-2 whitespace-nowrap text-muted">{siteDateTime(m.createdAt, i18n.language)}</td>
                <td className="px-3 py-2 font-semibold">{m.description}</td>
                <td className={`px-3 py-2 text-right tabular-nums ${m.credit > 0 ? 'text-success' : 'text-muted'}`}>
                  {m.credit > 0 ? rupees(m.credit) : '-'}
                </td>
                <td className={`px-3 py-2 text-right tabular-nums ${m.debit > 0 ? 'text-danger' : 'text-muted'}`}>
                  {m.debit > 0 ? rupees(m.debit) : '-'}
                </td>
                <td className="px-3 py-2 text-right font-semibold tabular-nums">{rupees(m.balance)}</td>
                <td className="max-w-56 px-3 py-2 text-xs break-words text-muted">{m.remarks || '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
