import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { DemoRefused, MoneyPage, SignedOutMoney } from '../components/money-page';
import { DepositWizard } from '../components/deposit-wizard';
import { DepositHistoryPreview } from '../components/history-preview';
import { useMoneyLive } from '../lib/use-money-live';

/**
 * /deposit (money-and-content §2 "Deposit drawer"): the three-step deposit and the latest five
 * requests. Signed-out visitors get the login popup; demo accounts are refused.
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
  return (
    <>
      <DepositWizard />
      <DepositHistoryPreview />
    </>
  );
}
