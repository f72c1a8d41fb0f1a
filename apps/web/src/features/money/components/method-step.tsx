import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GATEWAY_MESSAGES, type PaymentMethod } from '@backlay/contract';
import { Icon } from '../../../components/ui/icons';
import { whatsappHref } from '../../../components/layout/whatsapp';
import { canTakeAmount } from '../lib/deposit-rules';
import { rangeText, rupees } from '../lib/format';

/**
 * Step 2, CHOOSE PAYMENT METHOD: the amount, the WHATSAPP contact option (where the domain shows
 * it: wa.me with the white label's number, or 'No Whatsapp Found! click on contact us' when it
 * has none), and the methods as '{paymentType} | {paymentName}' radios; a method whose limits
 * exclude the amount is locked (docs/product.md §2, §4). Next on a gateway method (IPAY,
 * XPAY) starts the payment at once, so it shows the loading state.
 */
export function MethodStep({
  amount,
  methods,
  isLoading,
  selectedId,
  isSubmitting = false,
  whatsappNumber,
  isWhatsappShown,
  onSelect,
  onBack,
  onNext,
}: {
  amount: number;
  methods: PaymentMethod[];
  isLoading: boolean;
  selectedId: string | null;
  isSubmitting?: boolean;
  whatsappNumber: string;
  isWhatsappShown: boolean;
  onSelect(id: string): void;
  onBack(): void;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const whatsapp = whatsappHref(whatsappNumber);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-black tracking-wide">{t('money.step.method', 'CHOOSE PAYMENT METHOD')}</h2>
      <p className="flex items-baseline justify-between rounded-xl bg-surface-2 px-3 py-2">
        <span className="text-sm text-muted">{t('money.amount', 'Amount')}</span>
        <span className="text-lg font-black tabular-nums">{rupees(amount)}</span>
      </p>
      {isWhatsappShown &&
        (whatsapp ? (
          <a
            href={`${whatsapp}?text=${encodeURIComponent(t('money.whatsappDepositText', 'I want to deposit {{amount}}', { amount: rupees(amount) }))}`}
            target="_blank"
            rel="noopener noreferrer"
            className={WHATSAPP_CLASS}
          >
            <WhatsappLabel />
          </a>
        ) : (
          <button type="button" className={WHATSAPP_CLASS} onClick={() => toast.error(t('money.noWhatsapp', GATEWAY_MESSAGES.noWhatsapp))}>
            <WhatsappLabel />
          </button>
        ))}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('money.paymentMethod', 'Payment method')}</legend>
        {isLoading && <p className="text-sm text-muted">{t('common.loading', 'Loading…')}</p>}
        {!isLoading && methods.length === 0 && (
          <p className="text-sm text-muted">{t('money.noMethods', 'No payment method is available.')}</p>
        )}
        {methods.map((m) => {
          const isLocked = !canTakeAmount(m, amount);
          const range = rangeText(m.minAmount, m.maxAmount);
          return (
            <label
              key={m._id}
              className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 ${
                isLocked
                  ? 'cursor-not-allowed border-line opacity-55'
                  : 'cursor-pointer border-line hover:border-accent has-checked:border-accent has-checked:bg-accent/10'
              }`}
            >
              <input
                type="radio"
                name="deposit-method"
                value={m._id}
                checked={selectedId === m._id}
                disabled={isLocked}
                onChange={() => onSelect(m._id)}
                className="size-4 accent-[var(--brand-accent)]"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{`${m.paymentType} | ${m.paymentName}`}</span>
                {range && <span className="block text-xs text-muted tabular-nums">{range}</span>}
              </span>
              {isLocked && (
                <>
                  <Icon name="lock" size={18} className="text-muted" />
                  <span className="sr-only">{t('money.locked', 'Not available for this amount')}</span>
                </>
              )}
            </label>
          );
        })}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onBack}>
          {t('money.back', 'Back')}
        </button>
        <button type="button" className="btn btn-accent min-h-11" onClick={onNext} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('money.submitting', 'Sending…') : t('money.next', 'Next')}
        </button>
      </div>
    </div>
  );
}

const WHATSAPP_CLASS =
  'flex w-full items-center gap-3 rounded-xl border border-line px-3 py-2.5 text-left font-semibold hover:border-accent';

function WhatsappLabel() {
  const { t } = useTranslation();
  return (
    <>
      <Icon name="whatsapp" className="text-green-500" />
      <span className="flex-1">{t('money.whatsapp', 'WHATSAPP')}</span>
      <Icon name="chevronRight" size={18} className="text-muted" />
    </>
  );
}
