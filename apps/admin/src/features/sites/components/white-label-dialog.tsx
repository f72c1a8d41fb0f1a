import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MESSAGES, SITE_MESSAGES, type DomainType, type UpdateWhiteLabelBody, type WhiteLabelSummary } from '@backlay/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/fields';
import { TransactionCodeField } from '../../../components/ui/transaction-code-field';
import { parseApiError } from '../../../lib/api-client';
import { useSaveWhiteLabel } from '../api/save-white-label';
import { FormFooter } from '../../../components/ui/form-footer';

const TYPES = [
  { value: 'b2c', label: 'B2C: players deposit and withdraw' },
  { value: 'b2b', label: 'B2B: exchange, credit from uplines' },
] as const;

const MATCHING = [
  { value: 'best', label: 'Best price on offer: a better price is passed on' },
  { value: 'asked', label: 'Asked price only' },
] as const;

interface Form {
  name: string;
  type: DomainType;
  host: string;
  depositWhatsapp: string;
  withdrawWhatsapp: string;
  referralMaxBonus: string;
  referralBonusPercent: string;
  demoPoints: string;
  matching: 'best' | 'asked';
}

function formOf(wl: WhiteLabelSummary | null): Form {
  return {
    name: wl?.name ?? '',
    type: wl?.type ?? 'b2c',
    host: '',
    depositWhatsapp: wl?.depositWhatsapp ?? '',
    withdrawWhatsapp: wl?.withdrawWhatsapp ?? '',
    referralMaxBonus: wl ? String(wl.referralMaxBonus) : '0',
    referralBonusPercent: wl ? String(wl.referralBonusPercent) : '0',
    demoPoints: wl ? String(wl.demoPoints) : '15000',
    matching: wl?.askedPriceOnly ? 'asked' : 'best',
  };
}

/** Only the fields that changed: an edit never rewrites what the operator did not touch. */
function changesOf(before: Form, after: Form): Omit<UpdateWhiteLabelBody, 'transactionCode'> {
  const out: Omit<UpdateWhiteLabelBody, 'transactionCode'> = {};
  if (after.name.trim() !== before.name) out.name = after.name.trim();
  if (after.type !== before.type) out.type = after.type;
  if (after.depositWhatsapp.trim() !== before.depositWhatsapp) out.depositWhatsapp = after.depositWhatsapp.trim();
  if (after.withdrawWhatsapp.trim() !== before.withdrawWhatsapp) out.withdrawWhatsapp = after.withdrawWhatsapp.trim();
  if (after.referralMaxBonus.trim() !== before.referralMaxBonus) out.referralMaxBonus = after.referralMaxBonus.trim();
  if (after.referralBonusPercent.trim() !== before.referralBonusPercent) out.referralBonusPercent = after.referralBonusPercent.trim();
  if (after.demoPoints.trim() !== before.demoPoints) out.demoPoints = after.demoPoints.trim();
  if (after.matching !== before.matching) out.askedPriceOnly = after.matching === 'asked';
  return out;
}

/** A new white label (name, type, first domain), or an edit of one (`whiteLabel`). */
export function WhiteLabelDialog({ whiteLabel, onClose }: { whiteLabel: WhiteLabelSummary | null; onClose(): void }) {
  const initial = formOf(whiteLabel);
  const [form, setForm] = useState<Form>(initial);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  // The plain checks the server makes too, each under its field and all at once, before any call.
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; host?: string }>({});
  const save = useSaveWhiteLabel();
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const isNew = whiteLabel === null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const name = form.name.trim();
    const found = {
      ...(name.length < 2 || name.length > 60 ? { name: SITE_MESSAGES.nameInvalid } : {}),
      ...(isNew && !form.host.trim() ? { host: SITE_MESSAGES.hostInvalid } : {}),
    };
    setFieldErrors(found);
    setCodeError(code ? undefined : MESSAGES.transactionCodeEmpty);
    if (found.name || found.host || !code) return;
    const done = {
      onSuccess: (res: { message?: string | undefined }) => {
        toast.success(res.message ?? 'Saved');
        onClose();
      },
    };
    if (isNew) {
      save.mutate(
        { kind: 'create', body: { name: form.name.trim(), type: form.type, host: form.host.trim(), transactionCode: code } },
        done,
      );
    } else {
      save.mutate({ kind: 'update', whiteLabelId: whiteLabel._id, body: { ...changesOf(initial, form), transactionCode: code } }, done);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={isNew ? 'New white label' : `Edit ${whiteLabel.name}`}
      description={
        isNew
          ? 'The label starts with this domain and the default theme. Create its white label account from Hierarchy afterwards.'
          : 'Changes reach the label’s sites at once.'
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <TextField
          label="Name"
          value={form.name}
          onValueChange={set('name')}
          maxLength={60}
          required
          autoComplete="off"
          error={fieldErrors.name}
        />
        <SelectField label="Type" value={form.type} onValueChange={(v) => set('type')(v)} options={TYPES} />
        {isNew ? (
          <TextField
            label="First domain"
            value={form.host}
            onValueChange={set('host')}
            placeholder="play.example.com"
            hint="The host name only: no http:// and no port."
            autoComplete="off"
            required
            error={fieldErrors.host}
          />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Deposit WhatsApp"
                value={form.depositWhatsapp}
                onValueChange={set('depositWhatsapp')}
                inputMode="tel"
                placeholder="+919999900001"
              />
              <TextField
                label="Withdraw WhatsApp"
                value={form.withdrawWhatsapp}
                onValueChange={set('withdrawWhatsapp')}
                inputMode="tel"
                placeholder="+919999900002"
              />
              <TextField
                label="Referral bonus cap (₹)"
                value={form.referralMaxBonus}
                onValueChange={set('referralMaxBonus')}
                inputMode="decimal"
                hint="0 turns Refer and Earn off"
              />
              <TextField
                label="Referral bonus (% of deposits)"
                value={form.referralBonusPercent}
                onValueChange={set('referralBonusPercent')}
                inputMode="decimal"
              />
              <TextField
                label="Demo points (₹)"
                value={form.demoPoints}
                onValueChange={set('demoPoints')}
                inputMode="decimal"
                hint="What a new demo session starts with"
              />
            </div>
            <SelectField label="Bet matching" value={form.matching} onValueChange={(v) => set('matching')(v)} options={MATCHING} />
          </>
        )}
        <TransactionCodeField value={code} onValueChange={setCode} error={codeError} />
        <FormFooter
          failure={save.isError ? parseApiError(save.error) : null}
          submitLabel={isNew ? 'Create white label' : 'Save changes'}
          isPending={save.isPending}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
