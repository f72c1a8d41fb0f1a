import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, paiseToRupees, type SessionBookLine } from '@backlay/domain';
import { Dialog } from '../../../components/ui/dialog';
import { pnlTone } from './runner-pnl';

/** "0–44", "45" or "50+": the final scores a line of the book covers. */
export function runRange(line: Pick<SessionBookLine, 'fromRun' | 'toRun'>): string {
  if (line.toRun === null) return `${line.fromRun}+`;
  return line.toRun === line.fromRun ? String(line.fromRun) : `${line.fromRun}–${line.toRun}`;
}

/**
 * A session row's Book button and the dialog it opens: the player's P/L at every final score
 * of the line, one row per band of scores that pay the same (the domain's session book, so the
 * figures are the ones settlement will use).
 */
export function SessionBook({ marketName, book }: { marketName: string; book: readonly SessionBookLine[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const columns = [
    [t('event.book.runs', 'Runs'), 'text-left'],
    [t('event.book.pnl', 'Profit / Loss'), 'text-right'],
  ] as const;
  return (
    <>
      <button
        type="button"
        className="inline-flex h-6 items-center rounded border border-line px-2 text-xs font-semibold hover:bg-surface-2"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="session-book"
      >
        {t('event.book.label', 'Book')}
        <span className="sr-only"> {marketName}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={marketName}
        description={t('event.book.description', 'Your profit or loss for each final score')}
        className="w-[min(24rem,calc(100vw-1.5rem))]"
      >
        <table className="w-full text-sm tabular-nums">
          <thead className="sticky top-0 bg-surface-2 text-xs text-muted">
            <tr>
              {columns.map(([label, align]) => (
                <th key={align} scope="col" className={`px-5 py-2 font-semibold ${align}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {book.map((line) => (
              <tr key={line.fromRun} data-testid="session-book-line">
                <th scope="row" className="px-5 py-2.5 text-left font-semibold">
                  {runRange(line)}
                </th>
                <td className={`px-5 py-2.5 text-right font-bold ${pnlTone(line.pnl)}`}>{formatAmount(paiseToRupees(line.pnl))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  );
}
