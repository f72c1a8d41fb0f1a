import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_MESSAGES, NO_BONUS_ID, type PaymentMethod } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { digitsOnly, methodQrImage, UTR_RE } from '../lib/deposit-rules';
import { rupees } from '../lib/format';
import type { DepositSubmission } from '../api/request-deposit';
import { MethodDetails } from './method-details';
import { GeneratedQrBlock, QrImageBlock, UpiPayQr } from './qr-blocks';
import { ProofUpload } from './proof-upload';
import { OfferChooser } from './offer-chooser';

/**
 * Step 3, DETAIL: where to send the money (details with copy buttons, the QR, a UPI payment QR),
 * then the proof, the UTR, the offer and the terms tick; Back and Proceed
 * (docs/product.md §2). An empty UTR is allowed: the server reads the 12-digit number from the receipt. Gateway
 * methods (IPAY, XPAY: no proof, no UTR) never reach this step; see deposit-wizard.tsx.
 */
export function DetailStep({
  amount,
  method,
  isSubmitting,
  onBack,
  onSubmit,
}: {
  amount: number;
  method: PaymentMethod;
  isSubmitting: boolean;
  onBack(): void;
  onSubmit(form: DepositSubmission): void;
}) {
  const { t } = useTranslation();
  const utrId = useId();
  const termsId = useId();
  const [image, setImage] = useState<File | null>(null);
  const [utr, setUtr] = useState('');
  const [bonusId, setBonusId] = useState(NO_BONUS_ID);
  const [hasAgreed, setHasAgreed] = useState(false);
  const qrImage = methodQrImage(method);
  const walletQr = !qrImage && method.paymentType === 'USDT' && method.walletNumber ? method.walletNumber : null;

  function proceed() {
    if (!image) toast.error(t('money.imageRequired', MONEY_MESSAGES.imageRequired));
    else if (utr && !UTR_RE.test(utr)) toast.error(t('money.utrInvalid', MONEY_MESSAGES.utrInvalid));
    else if (!hasAgreed) toast.error(t('money.agreeTerms', 'Please agree to the terms before proceeding.'));
    else onSubmit({ depositTypeId: method._id, amount: String(amount), utr, bonusId, image });
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-black tracking-wide">{t('money.step.detail', 'DETAIL')}</h2>
      <p className="flex items-baseline justify-between gap-2 rounded-xl bg-surface-2 px-3 py-2">
        <span className="truncate text-sm font-semibold">{`${method.paymentType} | ${method.paymentName}`}</span>
        <span className="text-lg font-black tabular-nums">{rupees(amount)}</span>
      </p>
      <MethodDetails method={method} />
      {qrImage && <QrImageBlock src={qrImage} name={method.paymentName} />}
      {walletQr && <GeneratedQrBlock value={walletQr} title={t('money.walletQrTitle', 'QR code of the wallet address')} />}
      {method.upiId && <UpiPayQr upiId={method.upiId} amount={amount} payeeName={method.accountName} />}
      <ProofUpload file={image} onChange={setImage} />
      <div className="flex flex-col gap-1.5">
        {/* Required (the spec's mark): typed, or read by the server from the proof when left empty
            (docs/decisions/offline-ocr.md), which refuses a deposit with neither. The hint says both. */}
        <label htmlFor={utrId} className="text-sm font-semibold">
          {t('money.utr', 'UTR')} <span className="text-danger">*</span>
        </label>
        <input
          id={utrId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={utr}
          onChange={(e) => setUtr(digitsOnly(e.target.value).slice(0, 12))}
          placeholder={t('money.utrPlaceholder', 'a 6 to 12 digit UTR')}
          aria-describedby={`${utrId}-hint`}
          className="min-h-11 rounded-lg border border-line bg-surface px-3 tabular-nums"
        />
        <p id={`${utrId}-hint`} className="text-xs text-muted">
          {t('money.utrHint', 'Needed for every deposit: the 6 to 12 digit reference of your payment. Left empty, it is read from the receipt you upload.')}
        </p>
      </div>
      <OfferChooser value={bonusId} amount={amount} onChange={setBonusId} />
      <div className="flex items-start gap-2.5">
        <input
          id={termsId}
          type="checkbox"
          checked={hasAgreed}
          onChange={(e) => setHasAgreed(e.target.checked)}
          className="mt-0.5 size-4 accent-[var(--brand-accent)]"
        />
        <label htmlFor={termsId} className="text-sm">
          {t('money.termsTick', 'I agree to the')}{' '}
          <Link to={paths.terms} target="_blank" className="font-semibold text-highlight underline">
            {t('money.terms', 'Terms And Conditions')}
          </Link>
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-ghost min-h-11" onClick={onBack} disabled={isSubmitting}>
          {t('money.back', 'Back')}
        </button>
        <button type="button" className="btn btn-accent min-h-11" onClick={proceed} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('money.submitting', 'Sending…') : t('money.proceed', 'Proceed')}
        </button>
      </div>
    </div>
  );
}
