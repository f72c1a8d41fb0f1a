import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useSite } from '../../../lib/site-config';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { DemoRefused, MoneyPage, SignedOutMoney } from '../components/money-page';
import { DepositWizard } from '../components/deposit-wizard';
import { DepositHistoryPreview } from '../components/history-preview';
import { WhatsappMoney } from '../components/whatsapp-money';
import { useCommunicationDetail } from '../api/get-communication-detail';
import { useMoneyLive } from '../lib/use-money-live';

/**
 * /deposit (money-and-content §2 "Deposit drawer"): the three-step deposit and the latest five
 * requests. Signed-out visitors get the login popup; demo accounts are refused. On brands whose
 * domain routes deposits to WhatsApp (features.whatsappDeposit) the screen is that contact.
 */
export function DepositRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const isDemo = useSession((s) => s.isDemo);
  useLoginWhenSignedOut(paths.deposit);
  return (
    <MoneyPage id="deposit-title" title={t('money.depositTitle', 'Deposit')}>
      {!isLogin ? <SignedOutMoney /> : isDemo ? <DemoRefused /> : <DepositBody />}
    </MoneyPage>
  );
}

function DepositBody() {
  useMoneyLive();
  const site = useSite();
  const communication = useCommunicationDetail();
  if (site.domain.features.whatsappDeposit) {
    if (communication.isLoading) return null;
    return <WhatsappMoney kind="deposit" number={communication.data?.depositWhatsapp || site.theme.registration.whatsappNumber} />;
  }
  return (
    <>
      <DepositWizard />
      <DepositHistoryPreview />
    </>
  );
}
