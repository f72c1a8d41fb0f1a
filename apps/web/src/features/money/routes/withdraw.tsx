import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { DemoRefused, MoneyPage, SignedOutMoney } from '../components/money-page';
import { WithdrawBody } from '../components/money-bodies';

/**
 * /withdraw (docs/product.md §2 "Withdraw drawer"): the withdraw form with the player's
 * accounts, and the latest five requests, as a page (the header's shortcuts open the same
 * content in a drawer). Signed-out visitors get the login popup; demo accounts are refused. On
 * brands whose domain routes withdrawals to WhatsApp (features.whatsappWithdraw) the screen is
 * that contact.
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
