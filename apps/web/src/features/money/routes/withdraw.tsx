import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { DemoRefused, MoneyPage, SignedOutMoney } from '../components/money-page';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawHistoryPreview } from '../components/history-preview';
import { useMoneyLive } from '../lib/use-money-live';

/**
 * /withdraw (money-and-content §2 "Withdraw drawer"): the withdraw form with the player's
 * accounts, and the latest five requests. Signed-out visitors get the login popup; demo
 * accounts are refused.
 */
export function WithdrawRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const isDemo = useSession((s) => s.isDemo);
  useLoginWhenSignedOut(paths.withdraw);
  return (
    <MoneyPage id="withdraw-title" title={t('money.withdrawTitle', 'Withdraw')}>
      {!isLogin ? <SignedOutMoney /> : isDemo ? <DemoRefused /> : <WithdrawBody />}
    </MoneyPage>
  );
}

function WithdrawBody() {
  useMoneyLive();
  return (
    <>
      <WithdrawForm />
      <WithdrawHistoryPreview />
    </>
  );
}
