import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_MESSAGES } from '@backlay/contract';
import { parseApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { useDepositTypes } from '../api/get-deposit-types';
import { useCommunicationDetail } from '../api/get-communication-detail';
import { useRequestDeposit, type DepositSubmission } from '../api/request-deposit';
import { canTakeAmount, isGatewayType, preselectedMethod, type BonusOffer } from '../lib/deposit-rules';
import { DepositStepper, type DepositStep } from './deposit-steps';
import { AmountStep } from './amount-step';
import { MethodStep } from './method-step';
import { DetailStep } from './detail-step';

/**
 * Bonus offers come with their own calls (api/user/bonus, api/{role}/setting/bonus), which the
 * server does not have yet: until then the chooser offers only 'No Offer' (bonus id 100001).
 */
const NO_OFFERS: BonusOffer[] = [];

/**
 * The three-step deposit (money-and-content §2, §4): amount -> method -> detail, Back between
 * each. Proceed sends the deposit with its proof; on success the wizard closes back to an empty
 * first step, the history preview reloads, and the player is told the payment is being verified.
 */
export function DepositWizard() {
  const { t } = useTranslation();
  const [step, setStep] = useState<DepositStep>('amount');
  const [amountText, setAmountText] = useState('');
  const [methodId, setMethodId] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<{ utr: string | null; isUtrRead: boolean } | null>(null);
  const methodsQuery = useDepositTypes();
  const communication = useCommunicationDetail();
  const submit = useRequestDeposit();
  const amount = Number(amountText || '0');

  // IPAY and XPAY are paid on a gateway's page (POST api/user/deposit/iPay | xPay), which the
  // server does not offer yet; they are left out rather than shown as a step that cannot finish.
  const methods = useMemo(() => (methodsQuery.data ?? []).filter((m) => !isGatewayType(m.paymentType)), [methodsQuery.data]);
  const method = methods.find((m) => m._id === methodId && canTakeAmount(m, amount)) ?? null;

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
    setStep('detail');
  }

  function send(form: DepositSubmission) {
    submit.mutate(form, {
      onSuccess: ({ deposit, isUtrFetched }) => {
        toast.success(t('money.depositSuccessfull', MONEY_MESSAGES.depositSuccessfull));
        if (isUtrFetched) toast.info(t('money.utrFetched', MONEY_MESSAGES.utrAutoFetched));
        setVerifying({ utr: deposit.utr, isUtrRead: isUtrFetched });
        setStep('amount');
        setAmountText('');
        setMethodId(null);
      },
      onError: (err) => toast.error(parseApiError(err)),
    });
  }

  return (
    <div className="card flex flex-col gap-4 p-4 shadow-sm sm:p-5">
      <DepositStepper step={step} />
      {step === 'amount' && <AmountStep amount={amountText} onAmount={setAmountText} onNext={toMethods} />}
      {step === 'method' && (
        <MethodStep
          amount={amount}
          methods={methods}
          isLoading={methodsQuery.isLoading}
          selectedId={method?._id ?? null}
          whatsappNumber={communication.data?.depositWhatsapp ?? ''}
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
          offers={NO_OFFERS}
          isSubmitting={submit.isPending}
          onBack={() => setStep('method')}
          onSubmit={send}
        />
      )}
      <Dialog
        open={verifying !== null}
        onClose={() => setVerifying(null)}
        title={t('money.depositSuccessfull', MONEY_MESSAGES.depositSuccessfull)}
      >
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
          <button type="button" className="btn btn-accent" onClick={() => setVerifying(null)}>
            {t('money.ok', 'OK')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
