import { useState, type FormEvent } from 'react';
import { MAX_DELAY_SECONDS, type StaffMarket, type UpdateMarketBody } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/fields';
import { parseApiError } from '../../../lib/api-client';
import { useUpdateMarket } from '../api/update-market';
import { ToggleSwitch } from './toggle-switch';
import { FormFooter } from '../../../components/ui/form-footer';

/** The body of a settings change: only what differs from the market, or the reason it cannot go. */
export function settingsBody(
  row: StaffMarket,
  form: { min: string; max: string; delay: string; betAllow: boolean; active: boolean },
): { body: UpdateMarketBody } | { error: string } {
  const min = parseRupeesToPaise(form.min.trim());
  const max = parseRupeesToPaise(form.max.trim());
  if (min === null || min < 100) return { error: 'Enter the minimum stake in rupees (at least 1)' };
  if (max === null || max < 100) return { error: 'Enter the maximum stake in rupees (at least 1)' };
  if (min > max) return { error: 'The minimum stake must not be more than the maximum stake' };
  const delay = form.delay.trim();
  if (!/^\d{1,2}$/.test(delay) || Number(delay) > MAX_DELAY_SECONDS) return { error: `The delay is 0 to ${MAX_DELAY_SECONDS} seconds` };
  const m = row.market;
  const body: UpdateMarketBody = { marketId: m.id };
  if (min / 100 !== m.min) body.min = min / 100;
  if (max / 100 !== m.max) body.max = max / 100;
  if (Number(delay) !== m.delaySecond) body.delaySecond = Number(delay);
  if (form.betAllow !== m.betAllow) body.betAllow = form.betAllow;
  if (form.active !== m.active) body.active = form.active;
  if (Object.keys(body).length === 1) return { error: 'Nothing changed' };
  return { body };
}

/** Stakes, in-play delay, betAllow and whether players see the market at all. */
export function MarketSettingsDialog({ row, onClose }: { row: StaffMarket; onClose(): void }) {
  const m = row.market;
  const [form, setForm] = useState({
    min: String(m.min),
    max: String(m.max),
    delay: String(m.delaySecond),
    betAllow: m.betAllow,
    active: m.active,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMarket();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const built = settingsBody(row, form);
    if ('error' in built) return setError(built.error);
    setError(null);
    try {
      await update.mutateAsync(built.body);
      onClose();
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Market settings" description={`${row.event.name} · ${m.name}`}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 p-5">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label="Min stake (₹)" inputMode="decimal" value={form.min} onValueChange={(v) => setForm({ ...form, min: v })} />
          <TextField label="Max stake (₹)" inputMode="decimal" value={form.max} onValueChange={(v) => setForm({ ...form, max: v })} />
          <TextField label="Delay (seconds)" inputMode="numeric" value={form.delay} onValueChange={(v) => setForm({ ...form, delay: v })} />
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-line p-3 text-sm">
          <label className="flex items-center justify-between gap-3">
            <span>
              <span className="font-medium">Bets allowed</span>
              <span className="block text-xs text-muted">Off: players see the market but every bet is refused (Bet Not Allowed).</span>
            </span>
            <ToggleSwitch checked={form.betAllow} label="Bets allowed" onChange={(v) => setForm({ ...form, betAllow: v })} />
          </label>
          <label className="flex items-center justify-between gap-3">
            <span>
              <span className="font-medium">Shown to players</span>
              <span className="block text-xs text-muted">Off: the market leaves every player’s event page.</span>
            </span>
            <ToggleSwitch checked={form.active} label="Shown to players" onChange={(v) => setForm({ ...form, active: v })} />
          </label>
        </div>
        <FormFooter failure={error} submitLabel="Save" isPending={update.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
