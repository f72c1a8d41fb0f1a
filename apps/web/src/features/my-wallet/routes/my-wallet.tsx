import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { usePts } from '../../../lib/account-queries';
import { useSession } from '../../../lib/session-store';
import { useUi, type MoneySheet } from '../../../lib/ui-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { Icon, type IconName } from '../../../components/ui/icons';
import { useRouteAvailability } from '../../../components/layout/route-availability';
import { useHeldWithdrawals } from '../api/get-held-withdrawals';
import { PointsTransactions } from '../components/points-transactions';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/** The search parameter that opens the Profit And Loss Report over the wallet (`?report=pl`). */
export const PL_REPORT_PARAM = 'report';

export interface PlReportModalProps {
  open: boolean;
  onClose(): void;
}

const rupees = (amount: number) => `₹${formatAmount(amount)}`;

/**
 * /my-wallet (docs/product.md §2): balance, exposure, available points, points held by open
 * withdrawals, bonus when there is any, and the ways on: deposit, withdraw (their drawers, over
 * the wallet), statement, transactions and the Profit And Loss Report; then the points
 * transactions (all / debit / credit). The report modal comes from app/ (features do
 * not import each other) and opens with `?report=pl`, so the user menu can link straight to it.
 */
export function MyWalletRoute({ PlReport }: { PlReport?: ComponentType<PlReportModalProps> }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const [params, setParams] = useSearchParams();
  useLoginWhenSignedOut(paths.myWallet);
  const reportOpen = params.get(PL_REPORT_PARAM) === 'pl';
  return (
    <section aria-labelledby="wallet-title" className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6">
      <h1 id="wallet-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('myWallet.title', 'My Wallet')}
      </h1>
      {isLogin ? (
        <WalletBody onReport={() => setParams({ [PL_REPORT_PARAM]: 'pl' })} />
      ) : (
        <LoginPrompt message={t('common.loginToContinue', 'Please log in to continue.')} loginLabel={t('auth.login.submit', 'Login')} />
      )}
      {PlReport && isLogin && <PlReport open={reportOpen} onClose={() => setParams({}, { replace: true })} />}
    </section>
  );
}

function WalletBody({ onReport }: { onReport(): void }) {
  const { t } = useTranslation();
  const pts = usePts().data;
  const isPlayer = useSession((s) => s.userType === 'user');
  const held = useHeldWithdrawals().data ?? [];
  const heldTotal = held.reduce((sum, w) => sum + w.amount, 0);
  const isAvailable = useRouteAvailability();
  return (
    <>
      <div className="card flex flex-col gap-1 bg-primary p-4 text-on-primary">
        <span className="text-xs font-semibold opacity-80">{t('myWallet.available', 'Available Points')}</span>
        <span className="text-3xl font-black tabular-nums" data-testid="wallet-available">
          {pts ? rupees(pts.availablePts) : '…'}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm nav:grid-cols-4">
        <Figure label={t('myWallet.balance', 'Balance')} value={pts?.pts} testId="wallet-balance" />
        <Figure label={t('myWallet.exposure', 'Exposure')} value={pts?.exposure} />
        <Figure label={t('myWallet.held', 'Held Withdrawals')} value={isPlayer ? heldTotal : 0} testId="wallet-held" />
        {pts && pts.bonusPts > 0 && <Figure label={t('myWallet.bonus', 'Bonus')} value={pts.bonusPts} />}
      </dl>
      {held.length > 0 && (
        <section aria-labelledby="held-title" className="card flex flex-col gap-2 p-3">
          <h2 id="held-title" className="text-sm font-bold">
            {t('myWallet.heldTitle', 'Withdrawals in progress')}
          </h2>
          <ul className="divide-y divide-line text-sm">
            {held.map((w) => (
              <li key={w._id} className="flex items-center justify-between gap-3 py-2">
                <span className="min-w-0 truncate">{w.account.name}</span>
                <span className="font-semibold tabular-nums">{rupees(w.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <nav aria-label={t('myWallet.shortcuts', 'Wallet shortcuts')} className="grid grid-cols-2 gap-2 nav:grid-cols-3">
        {isPlayer && isAvailable(paths.deposit) && (
          <Shortcut to={paths.deposit} sheet="deposit" icon="deposit" label={t('nav.deposit', 'Deposit')} />
        )}
        {isPlayer && isAvailable(paths.withdraw) && (
          <Shortcut to={paths.withdraw} sheet="withdraw" icon="withdraw" label={t('nav.withdraw', 'Withdraw')} />
        )}
        {isAvailable(paths.accounts) && <Shortcut to={paths.accounts} icon="fileText" label={t('nav.accounts', 'Account Statement')} />}
        {isAvailable(paths.transaction) && <Shortcut to={paths.transaction} icon="swap" label={t('nav.transactions', 'Transactions')} />}
        <button
          type="button"
          className="card flex min-h-12 items-center gap-2 p-3 text-sm font-semibold hover:bg-surface-2"
          onClick={onReport}
        >
          <Icon name="chart" size={18} />
          {t('myWallet.plReport', 'Profit And Loss Report')}
        </button>
      </nav>
      {isPlayer && <PointsTransactions />}
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId?: string }) {
  return (
    <div className="card p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-bold tabular-nums" data-testid={testId}>
        {value === undefined ? '…' : rupees(value)}
      </dd>
    </div>
  );
}

/**
 * A way on. Deposit and Withdraw open their drawer over the wallet on a plain click (the page is
 * still the link's address, for a new tab); the drawer shows the WhatsApp contact on brands
 * that route that money there, as the pages do.
 */
function Shortcut({ to, sheet, icon, label }: { to: string; sheet?: MoneySheet; icon: IconName; label: ReactNode }) {
  const openMoneySheet = useUi((s) => s.openMoneySheet);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!sheet || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openMoneySheet(sheet);
  };
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-haspopup={sheet ? 'dialog' : undefined}
      className="card flex min-h-12 items-center gap-2 p-3 text-sm font-semibold hover:bg-surface-2"
    >
      <Icon name={icon} size={18} />
      {label}
    </Link>
  );
}
