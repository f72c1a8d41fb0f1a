import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MESSAGES,
  type BottomBarVariant,
  type DomainFeatures,
  type DomainType,
  type SiteDomain,
  type UpdateDomainBody,
} from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSaveDomain } from '../api/save-domain';
import { BOTTOM_BAR_OPTIONS, BOTTOM_BARS, DOMAIN_FEATURE_KEYS, DOMAIN_FEATURES } from '../lib/domain-features';
import { CheckField } from './check-field';
import { FormFooter } from '../../../components/ui/form-footer';

const TYPES = [
  { value: 'b2c', label: 'B2C' },
  { value: 'b2b', label: 'B2B' },
] as const;

const NO_FEATURES: DomainFeatures = {
  whatsappDeposit: false,
  whatsappWithdraw: false,
  casinoHome: false,
  sportsBook: false,
  referAndEarn: false,
  switchTheme: false,
};

interface Form {
  host: string;
  whiteLabelId: string;
  type: DomainType;
  desktopHost: string;
  isDiamond: boolean;
  isFuture9Switch: boolean;
  features: DomainFeatures;
  bottomBar: BottomBarVariant;
}

/** Add a domain to a white label, or edit one (`domain`): host, type, desktop host, the site's switches and its phone bottom bar. */
export function DomainDialog({
  domain,
  whiteLabels,
  defaultWhiteLabelId,
  onClose,
}: {
  domain: SiteDomain | null;
  whiteLabels: readonly { _id: string; name: string }[];
  defaultWhiteLabelId?: string | undefined;
  onClose(): void;
}) {
  const [form, setForm] = useState<Form>(() => ({
    host: domain?.host ?? '',
    whiteLabelId: domain?.whiteLabel._id ?? defaultWhiteLabelId ?? whiteLabels[0]?._id ?? '',
    type: domain?.type ?? 'b2c',
    desktopHost: domain?.desktopHost ?? '',
    isDiamond: domain?.isDiamond ?? false,
    isFuture9Switch: domain?.isFuture9Switch ?? false,
    features: domain?.features ?? NO_FEATURES,
    bottomBar: domain?.bottomBar ?? 'sports',
  }));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const save = useSaveDomain();
  const isNew = domain === null;
  const bottomBarHintId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code) return setCodeError(MESSAGES.transactionCodeEmpty);
    setCodeError(undefined);
    const done = {
      onSuccess: (res: { message?: string | undefined }) => {
        toast.success(res.message ?? 'Saved');
        onClose();
      },
    };
    if (isNew) {
      save.mutate(
        {
          kind: 'create',
          whiteLabelId: form.whiteLabelId,
          body: {
            host: form.host.trim(),
            type: form.type,
            desktopHost: form.desktopHost.trim() || null,
            isDiamond: form.isDiamond,
            isFuture9Switch: form.isFuture9Switch,
            features: form.features,
            bottomBar: form.bottomBar,
            transactionCode: code,
          },
        },
        done,
      );
      return;
    }
    const body: UpdateDomainBody = { transactionCode: code };
    if (form.host.trim() !== domain.host) body.host = form.host.trim();
    if (form.type !== domain.type) body.type = form.type;
    if (form.desktopHost.trim() !== (domain.desktopHost ?? '')) body.desktopHost = form.desktopHost.trim() || null;
    if (form.isDiamond !== domain.isDiamond) body.isDiamond = form.isDiamond;
    if (form.isFuture9Switch !== domain.isFuture9Switch) body.isFuture9Switch = form.isFuture9Switch;
    if (form.bottomBar !== domain.bottomBar) body.bottomBar = form.bottomBar;
    const changed = DOMAIN_FEATURE_KEYS.filter((k) => !!form.features[k] !== !!domain.features[k]);
    if (changed.length) body.features = Object.fromEntries(changed.map((k) => [k, !!form.features[k]]));
    save.mutate({ kind: 'update', domainId: domain._id, body }, done);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={isNew ? 'Add domain' : `Edit ${domain.host}`}
      description="The site answers on this host at once; players on it see the switches below."
      className="w-[min(40rem,calc(100vw-1.5rem))]"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Host"
            value={form.host}
            onValueChange={(v) => setForm((f) => ({ ...f, host: v }))}
            placeholder="play.example.com"
            autoComplete="off"
            required
          />
          {isNew ? (
            <SelectField
              label="White label"
              value={form.whiteLabelId}
              onValueChange={(v) => setForm((f) => ({ ...f, whiteLabelId: v }))}
              options={whiteLabels.map((w) => ({ value: w._id, label: w.name }))}
            />
          ) : (
            <TextField label="White label" value={domain.whiteLabel.name} onValueChange={() => undefined} readOnly />
          )}
          <SelectField
            label="Type"
            value={form.type}
            onValueChange={(v) => setForm((f) => ({ ...f, type: v as DomainType }))}
            options={TYPES}
          />
          <TextField
            label="Desktop host"
            value={form.desktopHost}
            onValueChange={(v) => setForm((f) => ({ ...f, desktopHost: v }))}
            placeholder="www.example.com"
            hint="Desktop browsers are sent here; empty = none"
            autoComplete="off"
          />
          <div className="sm:col-span-2">
            <SelectField
              label="Phone bottom bar"
              value={form.bottomBar}
              onValueChange={(v) => setForm((f) => ({ ...f, bottomBar: v as BottomBarVariant }))}
              options={BOTTOM_BAR_OPTIONS}
              aria-describedby={bottomBarHintId}
            />
            <p id={bottomBarHintId} className="mt-1 text-xs text-muted">
              {BOTTOM_BARS[form.bottomBar].hint}
            </p>
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">Feature switches</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {DOMAIN_FEATURE_KEYS.map((k) => (
              <CheckField
                key={k}
                label={DOMAIN_FEATURES[k].label}
                hint={DOMAIN_FEATURES[k].hint}
                checked={!!form.features[k]}
                onChange={(v) => setForm((f) => ({ ...f, features: { ...f.features, [k]: v } }))}
              />
            ))}
            <CheckField
              label="Diamond"
              hint="The domain's isDiamond flag"
              checked={form.isDiamond}
              onChange={(v) => setForm((f) => ({ ...f, isDiamond: v }))}
            />
            <CheckField
              label="Future9 switch"
              hint="Login sends the future9 flag (one b2b site)"
              checked={form.isFuture9Switch}
              onChange={(v) => setForm((f) => ({ ...f, isFuture9Switch: v }))}
            />
          </div>
        </fieldset>
        <TransactionCodeField value={code} onValueChange={setCode} error={codeError} />
        <FormFooter
          failure={save.isError ? parseApiError(save.error) : null}
          submitLabel={isNew ? 'Add domain' : 'Save changes'}
          isPending={save.isPending}
          isDisabled={isNew && !form.whiteLabelId}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
