import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { useMoneyLive } from '../lib/use-money-live';
import { DepositVerifyingDialog, type DepositVerifying } from './deposit-wizard';
import { DepositBody, WithdrawBody } from './money-bodies';
import { DemoRefused } from './money-page';
import { TransactionLists, type TransactionTab } from './transaction-lists';

/**
 * Where the sheet sits (docs/product.md §2 "Deposit drawer (bottom sheet)"): on phones pinned
 * to the bottom edge at full width; from 640 px a centred sheet, as a bottom edge on a wide
 * screen leaves the form far from the shortcut that opened it.
 */
const SHEET = 'mx-auto mt-auto mb-0 w-full max-w-xl rounded-b-none sm:m-auto sm:rounded-b-2xl';

/**
 * The money drawers over any page (docs/product.md §2), opened through the ui store by the
 * header's and the wallet's shortcuts: the Deposit drawer (the three-step wizard), the Withdraw
 * drawer (the withdraw form) and the header's Transaction modal (Deposit and Withdraw tabs).
 * They reuse the /deposit, /withdraw and /transaction content, which stay as pages. Each is a
 * native modal dialog (focus held inside, Escape and the backdrop close it, focus returns to
 * the shortcut). A successful Proceed closes the Deposit drawer and shows the verification
 * notice; a gateway deposit closes it 2 s after the provider's page opened. Leaving the page
 * (a "View all" link, signing out) closes whatever is open.
 */
export function MoneySheets() {
  const { t } = useTranslation();
  const sheet = useUi((s) => s.moneySheet);
  const close = useUi((s) => s.closeMoneySheet);
  const isPlayer = useSession((s) => s.isLogin && s.userType === 'user');
  const isDemo = useSession((s) => s.isDemo);
  const { pathname } = useLocation();
  const [verifying, setVerifying] = useState<DepositVerifying | null>(null);
  const [tab, setTab] = useState<TransactionTab>('deposit');

  useEffect(() => close, [pathname, close]);
  // Nothing waits to pop up after a later login.
  useEffect(() => {
    if (!isPlayer && sheet) close();
  }, [isPlayer, sheet, close]);

  const open = isPlayer ? sheet : null;
  const demo = isDemo && open !== 'transaction';
  return (
    <>
      <Dialog open={open === 'deposit'} onClose={close} title={t('money.depositTitle', 'Deposit')} className={SHEET}>
        <SheetBody>
          {demo ? (
            <DemoRefused />
          ) : (
            <DepositBody
              onDone={(notice) => {
                close();
                if (notice) setVerifying(notice);
              }}
            />
          )}
        </SheetBody>
      </Dialog>
      <Dialog open={open === 'withdraw'} onClose={close} title={t('money.withdrawTitle', 'Withdraw')} className={SHEET}>
        <SheetBody>{demo ? <DemoRefused /> : <WithdrawBody />}</SheetBody>
      </Dialog>
      <Dialog
        open={open === 'transaction'}
        onClose={close}
        title={t('money.transactionTitle', 'Transactions')}
        className={`${SHEET} sm:max-w-3xl`}
      >
        <SheetBody>
          <LiveTransactionLists tab={tab} onTab={setTab} />
        </SheetBody>
      </Dialog>
      <DepositVerifyingDialog verifying={verifying} onClose={() => setVerifying(null)} />
    </>
  );
}

function SheetBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] sm:p-5">{children}</div>;
}

/** The lists follow staff decisions live while the modal is open, as on /transaction. */
function LiveTransactionLists(props: { tab: TransactionTab; onTab(tab: TransactionTab): void }) {
  useMoneyLive();
  return <TransactionLists {...props} />;
}
