import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { GATEWAY_MESSAGES, MONEY_MESSAGES } from '@backlay/contract';
import { paths } from '../../../config/paths';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { useDepositTypes } from '../api/get-deposit-types';
import { useCommunicationDetail } from '../api/get-communication-detail';
import { useRequestDeposit, type DepositSubmission } from '../api/request-deposit';
import { useRequestGatewayDeposit } from '../api/request-gateway-deposit';
import { useSite } from '../../../lib/site-config';
import { canTakeAmount, isGatewayType, isWhatsappOptionShown, preselectedMethod } from '../lib/deposit-rules';
import { DepositStepper, type DepositStep } from './deposit-steps';
import { AmountStep } from './amount-step';
import { MethodStep } from './method-step';
import { DetailStep } from './detail-step';
import { openPaymentWindow } from '../lib/payment-window';

/** The drawer closes this long after the provider's page opened (docs/product.md §4, §9). */
export const GATEWAY_CLOSE_MS = 2_000;

/** What a deposit sent with its proof tells the player: the UTR sent or read from the receipt. */
export interface DepositVerifying {
  utr: string | null;
  isUtrRead: boolean;
}

export interface DepositWizardProps {
  /**
   * In the drawer (money-sheets.tsx): closes it. Called after a successful Proceed (with what
   * the verification notice says; the drawer's owner shows it, as the wizard unmounts) and 2 s
   * after a gateway's page opened. On the /deposit page there is none: the wizard goes back to
   * its first step and shows the notice itself.
   */
  onDone?(verifying: DepositVerifying | null): void;
}

/**
 * The three-step deposit (docs/product.md §2, §4): amount -> method -> detail, Back between
 * each. Proceed sends the deposit with its proof; on success the wizard closes back to an empty
 * first step, the history preview reloads, and the player is told the payment is being verified.
 *
 * IPAY and XPAY (paid on a gateway's page): Next on the method step skips the detail step (no
 * proof, no UTR) and starts the provider request at once; the page opens in a new window and
 * the drawer closes 2 s later; the pending request shows in the lists and turns approved when
 * the gateway's webhook lands (a live message). A failure says 'Request Failed | Please Try
 * Again' with the server's reason beneath, and clears the loading state.
 */
export function DepositWizard({ onDone }: DepositWizardProps = {}) {
  const { t } = useTranslation();
  const site = useSite();
  const [step, setStep] = useState<DepositStep>('amount');
  const [amountText, setAmountText] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<DepositVerifying | null>(null);
  const methodsQuery = useDepositTypes();
  const communication = useCommunicationDetail();
  const submit = useRequestDeposit();
  const gatewaySubmit = useRequestGatewayDeposit();
  const [openedUrl, setOpenedUrl] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const amount = Number(amountText || '0');

  const methods = methodsQuery.data ?? [];
  const method = methods.find((m) => m._id === methodId && canTakeAmount(m, amount)) ?? null;

  useEffect(() => () => void (closeTimer.current && clearTimeout(closeTimer.current)), []);

  function reset() {
    setStep('amount');
    setAmountText('');
    setMethodId(null);
    setOpenedUrl(null);
  }

  function toMethods() {
    if (amount <= 0) {
      toast.info(t('money.enterAmountFirst', MONEY_MESSAGES.enterAmountFirst));
      return;
    }
    // The first method that takes the amount is preselected (unless the chosen one still does).
    if (!method) setMethodId(preselectedMethod(methods, amount)?._id ?? null);
    setStep('method');
  }

  function toDetail() {
    if (!method) {
      toast.error(t('money.amountOutOfMethodRange', MONEY_MESSAGES.amountOutOfMethodRange));
      return;
    }
    if (isGatewayType(method.paymentType)) startGateway(method._id, method.paymentType as 'IPAY' | 'XPAY');
    else setStep('detail');
  }

  function startGateway(depositTypeId: string, paymentType: 'IPAY' | 'XPAY') {
    // Opened now, inside the click, so no popup blocker stops it; pointed at the page on success.
    const win = openPaymentWindow();
    const redirectUrl = new URL(paths.transaction, window.location.origin).toString();
    gatewaySubmit.mutate(
      { paymentType, depositTypeId, amount: String(amount), redirectUrl },
      {
        onSuccess: ({ paymentUrl }) => {
          const isShown = win.show(paymentUrl);
          setOpenedUrl(paymentUrl);
          if (!isShown) {
            toast.info(t('money.gatewayBlocked', 'Your browser blocked the payment window.'), {
              action: { label: t('money.gatewayOpen', 'Open payment page'), onClick: () => window.open(paymentUrl, '_blank', 'noopener') },
              duration: 15_000,
            });
          }
          closeTimer.current = setTimeout(() => {
            reset();
            onDone?.(null);
          }, GATEWAY_CLOSE_MS);
        },
        onError: (err) => {
          win.close();
          toast.error(t('money.requestFailed', GATEWAY_MESSAGES.requestFailed), { description: parseApiError(err) });
        },
      },
    );
  }

  function send(form: DepositSubmission) {
    submit.mutate(form, {
      onSuccess: ({ deposit, isUtrFetched }) => {
        toast.success(t('money.depositSuccessfull', MONEY_MESSAGES.depositSuccessfull));
        if (isUtrFetched) toast.info(t('money.utrFetched', MONEY_MESSAGES.utrAutoFetched));
        const notice = { utr: deposit.utr, isUtrRead: isUtrFetched };
        reset();
        if (onDone) onDone(notice);
        else setVerifying(notice);
      },
      onError: (err) => toast.error(parseApiError(err)),
    });
  }

  return (
    <div className="card flex flex-col gap-4 p-4 shadow-sm sm:p-5">
      <DepositStepper step={step} />
      {step === 'amount' && <AmountStep amount={amountText} onAmount={setAmountText} onNext={toMethods} />}
      {openedUrl && (
        <div role="status" className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 px-4 py-3">
          <p className="font-semibold">{t('money.gatewayOpened', 'The payment page is open in a new window.')}</p>
          <p className="text-sm text-muted">
            {t('money.gatewayHint', 'Pay there; your deposit is credited as soon as the payment is confirmed.')}{' '}
            <a href={openedUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-highlight underline">
              {t('money.gatewayOpen', 'Open payment page')}
            </a>
          </p>
        </div>
      )}
      {!openedUrl && step === 'method' && (
        <MethodStep
          amount={amount}
          methods={methods}
          isLoading={methodsQuery.isLoading}
          selectedId={method?._id ?? null}
          isSubmitting={gatewaySubmit.isPending}
          whatsappNumber={communication.data?.depositWhatsapp || site.theme.registration.whatsappNumber}
          isWhatsappShown={isWhatsappOptionShown(site)}
          onSelect={setMethodId}
          onBack={() => setStep('amount')}
          onNext={toDetail}
        />
      )}
      {step === 'detail' && method && (
        <DetailStep
          key={method._id}
          amount={amount}
          method={method}
          isSubmitting={submit.isPending}
          onBack={() => setStep('method')}
          onSubmit={send}
        />
      )}
      <DepositVerifyingDialog verifying={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}

/** 'Deposit Successfull' and the verification notice, with the UTR sent or read from the receipt. */
export function DepositVerifyingDialog({ verifying, onClose }: { verifying: DepositVerifying | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={verifying !== null} onClose={onClose} title={t('money.depositSuccessfull', MONEY_MESSAGES.depositSuccessfull)}>
      <div className="flex flex-col gap-3 px-5 py-4">
        <p className="font-semibold">
          {t('money.verifying', 'Payment verification is process. Please wait for 5 minutes, Our Team is Reviewing!!')}
        </p>
        {verifying?.utr && (
          <p className="text-sm text-muted">
            {verifying.isUtrRead
              ? t('money.utrReadAs', 'UTR read from your receipt: {{utr}}', { utr: verifying.utr })
              : t('money.utrSent', 'UTR: {{utr}}', { utr: verifying.utr })}
          </p>
        )}
        <button type="button" className="btn btn-accent" onClick={onClose}>
          {t('money.ok', 'OK')}
        </button>
      </div>
    </Dialog>
  );
}
