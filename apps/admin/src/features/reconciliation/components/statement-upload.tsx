import { useId, useState, type FormEvent } from 'react';
import { MAX_STATEMENT_BYTES } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';

/** The statement picker and its accepted format (the server's reader, reconciliation-csv.ts). */
export function StatementUpload({ isBusy, onUpload }: { isBusy: boolean; onUpload(file: File): void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setProblem('Choose the bank statement (CSV) first.');
    if (file.size > MAX_STATEMENT_BYTES) return setProblem(`The statement should be at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB.`);
    setProblem(null);
    onUpload(file);
  }

  return (
    <form onSubmit={submit} className="card flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={inputId} className="flex min-w-64 flex-1 flex-col gap-1.5 text-sm font-semibold">
          Bank statement (CSV)
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="min-h-10 rounded-lg border border-line bg-surface px-2 py-1.5 text-sm font-normal file:mr-3 file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-1.5 file:font-semibold file:text-primary"
          />
        </label>
        <button type="submit" className="btn btn-primary min-h-10" disabled={isBusy} aria-busy={isBusy}>
          <Icon name="money" className="size-4" />
          {isBusy ? 'Matching…' : 'Match pending deposits'}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      <details className="text-sm text-muted">
        <summary className="cursor-pointer font-semibold text-fg">Accepted format</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>A CSV export of the bank account (comma, semicolon, tab or pipe separated; quoted fields allowed), at most 2 MB.</li>
          <li>
            A header row with a <b>date</b> column (Date, Txn Date, Value Date…), a <b>description</b> (Narration, Particulars, Remarks…) or
            <b> UTR</b> column (UTR, Ref No, Chq/Ref No…), and an <b>amount</b> (Amount, with Cr/Dr) or <b>credit</b> column (Credit,
            Deposit Amt…). Lines above the header (account number, period) are skipped.
          </li>
          <li>Amounts like 1,000.50 or 1,00,000.00, with or without ₹ / Rs. / INR; dates day first (22/11/2026, 22-Nov-2026) or ISO.</li>
          <li>
            Only credits are used. A pending deposit matches a line that carries its UTR and its exact amount. Nothing is approved here:
            approve each match in the deposit queue.
          </li>
        </ul>
      </details>
    </form>
  );
}
