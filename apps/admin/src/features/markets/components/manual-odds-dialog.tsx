import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { StaffMarket } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { parseApiError } from '../../../lib/api-client';
import { useSetManualOdds } from '../api/set-manual-odds';
import { formOfMarket, oddsBody, type OddsForm, type RunnerOddsFields, type SessionOddsFields } from '../lib/manual-odds-form';

const cellInput = 'input min-h-9 w-full px-2 text-center tabular-nums';

function Num({ label, value, onChange, tone }: { label: string; value: string; onChange(v: string): void; tone?: 'back' | 'lay' }) {
  return (
    <input
      aria-label={label}
      inputMode="numeric"
      maxLength={10}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, ''))}
      className={`${cellInput} ${tone === 'back' ? 'bg-sky-50' : tone === 'lay' ? 'bg-rose-50' : ''}`}
    />
  );
}

function BookmakerRows({ runners, onChange }: { runners: RunnerOddsFields[]; onChange(r: RunnerOddsFields[]): void }) {
  const set = (i: number, fields: Partial<RunnerOddsFields>) => onChange(runners.map((r, j) => (j === i ? { ...r, ...fields } : r)));
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-xs text-muted">
          <th className="pb-1 text-left font-semibold">Runner</th>
          <th className="pb-1 font-semibold">Back</th>
          <th className="pb-1 font-semibold">Size (₹)</th>
          <th className="pb-1 font-semibold">Lay</th>
          <th className="pb-1 font-semibold">Size (₹)</th>
          <th className="pb-1 font-semibold">Off</th>
        </tr>
      </thead>
      <tbody>
        {runners.map((r, i) => (
          <tr key={r.id}>
            <th scope="row" className="max-w-32 truncate py-1 pr-2 text-left font-medium" title={r.name}>
              {r.name}
            </th>
            <td className="p-1">
              <Num label={`${r.name} back`} tone="back" value={r.back} onChange={(v) => set(i, { back: v })} />
            </td>
            <td className="p-1">
              <Num label={`${r.name} back size`} value={r.backSize} onChange={(v) => set(i, { backSize: v })} />
            </td>
            <td className="p-1">
              <Num label={`${r.name} lay`} tone="lay" value={r.lay} onChange={(v) => set(i, { lay: v })} />
            </td>
            <td className="p-1">
              <Num label={`${r.name} lay size`} value={r.laySize} onChange={(v) => set(i, { laySize: v })} />
            </td>
            <td className="p-1 text-center">
              <input
                type="checkbox"
                aria-label={`Suspend ${r.name}`}
                className="size-4 accent-primary"
                checked={r.suspended}
                onChange={(e) => set(i, { suspended: e.target.checked })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SessionRow({ line, onChange }: { line: SessionOddsFields; onChange(l: SessionOddsFields): void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <fieldset className="flex flex-col gap-2 rounded-lg bg-rose-50/60 p-3">
        <legend className="text-sm font-semibold">No (lay)</legend>
        <label className="text-xs text-muted">
          Runs
          <Num label="No runs" tone="lay" value={line.noRun} onChange={(v) => onChange({ ...line, noRun: v })} />
        </label>
        <label className="text-xs text-muted">
          Rate
          <Num label="No rate" value={line.noRate} onChange={(v) => onChange({ ...line, noRate: v })} />
        </label>
      </fieldset>
      <fieldset className="flex flex-col gap-2 rounded-lg bg-sky-50/60 p-3">
        <legend className="text-sm font-semibold">Yes (back)</legend>
        <label className="text-xs text-muted">
          Runs
          <Num label="Yes runs" tone="back" value={line.yesRun} onChange={(v) => onChange({ ...line, yesRun: v })} />
        </label>
        <label className="text-xs text-muted">
          Rate
          <Num label="Yes rate" value={line.yesRate} onChange={(v) => onChange({ ...line, yesRate: v })} />
        </label>
      </fieldset>
    </div>
  );
}

/**
 * Odds entry of a manual market. Staying open after each save lets staff re-price ball by
 * ball: Enter saves, the market opens (unless suspended) and players see the new prices.
 */
export function ManualOddsDialog({ row, onClose }: { row: StaffMarket; onClose(): void }) {
  const m = row.market;
  const [form, setForm] = useState<OddsForm>(() => formOfMarket(m));
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const save = useSetManualOdds();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const built = oddsBody(m.id, form, m.max);
    if ('error' in built) return setError(built.error);
    setError(null);
    try {
      const res = await save.mutateAsync(built.body);
      setSavedAt(new Date().toLocaleTimeString('en-IN', { hourCycle: 'h23', timeZone: 'Asia/Kolkata' }));
      toast.success(res.message ?? 'Odds updated');
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={m.type === 'session' ? 'Session line' : 'Bookmaker odds'}
      description={`${row.event.name} · ${m.name}`}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 p-5">
        {form.kind === 'session' ? (
          <SessionRow line={form.line} onChange={(line) => setForm({ kind: 'session', line })} />
        ) : (
          <BookmakerRows runners={form.runners} onChange={(runners) => setForm({ kind: 'bookmaker', runners })} />
        )}
        <p className="text-xs text-muted">
          {m.type === 'session'
            ? 'Yes wins at or above its runs, No below its runs; a rate of 100 pays evens.'
            : `Odds as quoted: 85 pays 0.85 a rupee. An empty size offers the maximum stake (₹${m.max.toLocaleString('en-IN')}).`}{' '}
          {row.staffSuspended ? 'The market is suspended: players see the prices once it is resumed.' : 'Saving opens the market to bets.'}
        </p>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {error}
          </p>
        ) : savedAt ? (
          <p role="status" className="text-sm text-success">
            Saved at {savedAt}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Done
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save odds'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
