import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { DemoRefused, MoneyPage, SignedOutMoney } from '../components/money-page';
import { DepositBody } from '../components/money-bodies';

/**
 * /deposit (docs/product.md §2 "Deposit drawer"): the three-step deposit and the latest five
 * requests, as a page (the route docs/product.md lists; the header's shortcuts open the same content
 * in a drawer). Signed-out visitors get the login popup; demo accounts are refused. On brands
 * whose domain routes deposits to WhatsApp (features.whatsappDeposit) the screen is that contact.
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
