import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { MoneyPage, SignedOutMoney } from '../components/money-page';
import { TransactionLists, type TransactionTab } from '../components/transaction-lists';
import { useMoneyLive } from '../lib/use-money-live';

/**
 * /transaction: the player's deposit and withdrawal requests (docs/product.md §2). The tab is
 * in the address (`?tab=withdraw`), so the previews' "View all" opens the right one.
 */
export function TransactionRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  useLoginWhenSignedOut(paths.transaction);
  return (
    <MoneyPage id="transaction-title" title={t('money.transactionTitle', 'Transactions')} wide>
      {isLogin ? <TransactionBody /> : <SignedOutMoney />}
    </MoneyPage>
  );
}

function TransactionBody() {
  const [params, setParams] = useSearchParams();
  const tab: TransactionTab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  useMoneyLive();
  return <TransactionLists tab={tab} onTab={(next) => setParams({ tab: next }, { replace: true })} />;
}
