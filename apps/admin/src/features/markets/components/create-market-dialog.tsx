import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_BOOKMAKER_RUNNERS, MAX_DELAY_SECONDS } from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/fields';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useCreateManualMarket } from '../api/create-manual-market';
import { useWhiteLabelOptions } from '../api/get-white-label-options';
import { FormFooter } from '../../../components/ui/form-footer';

type Kind = 'bookmaker' | 'session';

/** Defaults an Indian exchange commonly runs with (the simulator's too): rupees and seconds. */
const DEFAULTS: Record<Kind, { name: string; min: string; max: string; delay: string }> = {
  bookmaker: { name: 'Bookmaker', min: '100', max: '200000', delay: '2' },
  session: { name: '', min: '100', max: '50000', delay: '2' },
};

/** The administrator's "every site" choice in the white-label picker (sent as null). */
const EVERY_SITE = 'every-site';

/**
 * A manual bookmaker or session market on an event. It starts suspended with no prices; its
 * odds are entered next. The administrator picks whose players it is for (one white label, or
 * every site; no default, so a market never lands on every site by oversight); a whiteLabel's
 * market is for its own players only.
 */
export function CreateMarketDialog({
  event,
  onClose,
  onCreated,
}: {
  event: { id: string; name: string };
  onClose(): void;
  onCreated(marketId: string): void;
}) {
  const role = useSession((s) => s.userType);
  const isAdministrator = role === 'administrator';
  const whiteLabels = useWhiteLabelOptions(isAdministrator);
  const [owner, setOwner] = useState('');
  const [kind, setKind] = useState<Kind>('bookmaker');
  const [form, setForm] = useState({
    ...DEFAULTS.bookmaker,
    runners: event.name.includes(' v ') ? event.name.split(' v ').join('\n') : '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateManualMarket();

  function pick(next: Kind) {
    setKind(next);
    setForm({ ...form, ...DEFAULTS[next], name: next === 'session' ? '' : DEFAULTS.bookmaker.name });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const min = parseRupeesToPaise(form.min);
    const max = parseRupeesToPaise(form.max);
    const runners = form.runners
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean);
    let problem: string | null = null;
    if (isAdministrator && owner === '') problem = 'Choose whose players the market is for';
    else if (form.name.trim().length < 2) problem = 'Name the market (2 characters or more)';
    else if (kind === 'bookmaker' && (runners.length < 2 || runners.length > MAX_BOOKMAKER_RUNNERS))
      problem = `A bookmaker market needs 2 to ${MAX_BOOKMAKER_RUNNERS} runners, one a line`;
    else if (min === null || max === null || min < 100 || max < 100) problem = 'Enter the stakes in rupees (at least 1)';
    else if (min > max) problem = 'The minimum stake must not be more than the maximum stake';
    else if (!/^\d{1,2}$/.test(form.delay) || Number(form.delay) > MAX_DELAY_SECONDS)
      problem = `The delay is 0 to ${MAX_DELAY_SECONDS} seconds`;
    if (problem) return setError(problem);
    setError(null);
    try {
      const res = await create.mutateAsync({
        eventId: event.id,
        type: kind,
        name: form.name.trim(),
        ...(kind === 'bookmaker' ? { runners } : {}),
        min: min! / 100,
        max: max! / 100,
        delaySecond: Number(form.delay),
        ...(isAdministrator ? { whiteLabelId: owner === EVERY_SITE ? null : owner } : {}),
      });
      toast.success(res.message ?? 'Market created');
      onCreated(res.docs.market.id);
    } catch (err) {
      setError(parseApiError(err));
    }
  }

  return (
    <Dialog open onClose={onClose} title="Add a manual market" description={event.name}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4 p-5">
        <fieldset className="flex gap-2">
          <legend className="mb-1.5 text-sm font-medium">Kind</legend>
          {(['bookmaker', 'session'] as const).map((k) => (
            <label
              key={k}
              className={`flex min-h-10 flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm ${k === kind ? 'border-primary bg-primary/5' : 'border-line'}`}
            >
              <input type="radio" name="kind" className="size-4 accent-primary" checked={k === kind} onChange={() => pick(k)} />
              {k === 'bookmaker' ? 'Bookmaker (back / lay per runner)' : 'Session (runs line, Yes / No)'}
            </label>
          ))}
        </fieldset>
        <TextField
          label="Market name"
          value={form.name}
          maxLength={80}
          placeholder={kind === 'session' ? '6 Over Runs IND' : 'Bookmaker'}
          onValueChange={(v) => setForm({ ...form, name: v })}
        />
        {kind === 'bookmaker' ? (
          <TextAreaField
            label="Runners (one a line)"
            value={form.runners}
            rows={3}
            onValueChange={(v) => setForm({ ...form, runners: v })}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label="Min stake (₹)" inputMode="decimal" value={form.min} onValueChange={(v) => setForm({ ...form, min: v })} />
          <TextField label="Max stake (₹)" inputMode="decimal" value={form.max} onValueChange={(v) => setForm({ ...form, max: v })} />
          <TextField label="Delay (seconds)" inputMode="numeric" value={form.delay} onValueChange={(v) => setForm({ ...form, delay: v })} />
        </div>
        {isAdministrator ? (
          <SelectField
            label="For the players of"
            value={owner}
            onValueChange={setOwner}
            disabled={whiteLabels.isLoading}
            options={[
              { value: '', label: whiteLabels.isLoading ? 'Loading white labels…' : 'Choose a white label…' },
              { value: EVERY_SITE, label: 'Every site (all white labels)' },
              ...(whiteLabels.data ?? []).map((w) => ({ value: w._id, label: w.name })),
            ]}
          />
        ) : null}
        {whiteLabels.isError ? (
          <p className="text-xs text-danger">White labels could not be loaded: {parseApiError(whiteLabels.error)}</p>
        ) : null}
        <p className="text-xs text-muted">
          {isAdministrator
            ? owner === EVERY_SITE
              ? 'Shown on every site. It opens for bets once you enter its odds.'
              : 'Shown to and bet on by that white label’s players only. It opens for bets once you enter its odds.'
            : 'Shown to your own players only. It opens for bets once you enter its odds.'}
        </p>
        <FormFooter failure={error} submitLabel="Create market" pendingLabel="Creating…" isPending={create.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
