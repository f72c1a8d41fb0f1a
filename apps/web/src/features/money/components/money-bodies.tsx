import { useSite } from '../../../lib/site-config';
import { moneyWhatsappNumber, useCommunicationDetail } from '../api/get-communication-detail';
import { useMoneyLive } from '../lib/use-money-live';
import { DepositWizard, type DepositWizardProps } from './deposit-wizard';
import { DepositHistoryPreview, WithdrawHistoryPreview } from './history-preview';
import { WhatsappMoney } from './whatsapp-money';
import { OpenRequestNotice } from './open-request-notice';
import { WithdrawForm } from './withdraw-form';

/**
 * What a signed-in, non-demo player sees to deposit: on brands whose domain routes deposits to
 * WhatsApp (features.whatsappDeposit) that contact, else the three-step wizard and the latest
 * five requests. The /deposit page and the Deposit drawer (money-sheets.tsx) both render it.
 */
export function DepositBody(props: DepositWizardProps) {
  useMoneyLive();
  const site = useSite();
  const communication = useCommunicationDetail();
  if (site.domain.features.whatsappDeposit) {
    if (communication.isLoading) return null;
    return (
      <WhatsappMoney kind="deposit" number={moneyWhatsappNumber('deposit', communication.data, site.theme.registration.whatsappNumber)} />
    );
  }
  return (
    <>
      <OpenRequestNotice />
      <DepositWizard {...props} />
      <DepositHistoryPreview />
    </>
  );
}

/**
 * The same for withdrawals (features.whatsappWithdraw; the channel's withdrawWhatsapp, else the
 * theme's number): the WhatsApp contact, else the withdraw form and the latest five requests.
 */
export function WithdrawBody() {
  useMoneyLive();
  const site = useSite();
  const communication = useCommunicationDetail();
  if (site.domain.features.whatsappWithdraw) {
    if (communication.isLoading) return null;
    return (
      <WhatsappMoney kind="withdraw" number={moneyWhatsappNumber('withdraw', communication.data, site.theme.registration.whatsappNumber)} />
    );
  }
  return (
    <>
      <OpenRequestNotice />
      <WithdrawForm />
      <WithdrawHistoryPreview />
    </>
  );
}
