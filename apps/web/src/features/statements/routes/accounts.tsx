import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@backlay/contract';
import { istDayOf } from '@backlay/domain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { useLoginWhenSignedOut } from '../../../lib/use-login-when-signed-out';
import { EmptyState, RowsSkeleton } from '../../../components/sports/empty-state';
import { Pager } from '../../../components/ui/pager';
import { useAccountStatement } from '../api/get-account-statement';
import { StatementFilters } from '../components/statement-filters';
import { StatementRows } from '../components/statement-rows';
import { defaultStatementView, rupees, type StatementView } from '../lib/statement-filter';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/**
 * /accounts: the account statement (docs/product.md §2), every movement of the wallet from
 * the ledger over India-time days, by category, with the opening and closing balance of the
 * range and the balance after each row.
 */
export function AccountsRoute() {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  useLoginWhenSignedOut(paths.accounts);
  return (
    <section
      aria-labelledby="accounts-title"
      className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-3 px-3 py-4 nav:gap-4 nav:px-6 nav:py-6"
    >
      <h1 id="accounts-title" className="text-xl font-black tracking-tight sm:text-2xl">
        {t('statements.title', 'Account Statement')}
      </h1>
      {isLogin ? <StatementBody /> : <SignedOut />}
    </section>
  );
}

function StatementBody() {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const [view, setView] = useState<StatementView>(() => defaultStatementView(now));
  const [page, setPage] = useState(1);
  const query = useAccountStatement(view, page);
  const data = query.data;
  return (
    <>
      <StatementFilters
        view={view}
        today={istDayOf(now)}
        onChange={(next) => {
          setView(next);
          setPage(1);
        }}
      />
      {data && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="card p-3">
            <dt className="text-xs text-muted">{t('statements.opening', 'Opening Balance')}</dt>
            <dd className="font-bold tabular-nums" data-testid="opening-balance">
              {rupees(data.openingBalance)}
            </dd>
          </div>
          <div className="card p-3">
            <dt className="text-xs text-muted">{t('statements.closing', 'Closing Balance')}</dt>
            <dd className="font-bold tabular-nums" data-testid="closing-balance">
              {rupees(data.closingBalance)}
            </dd>
          </div>
        </dl>
      )}
      {query.isError ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : !data ? (
        <RowsSkeleton />
      ) : data.docs.length === 0 ? (
        <EmptyState message={t('common.noDataFound', MESSAGES.noDataFound)} />
      ) : (
        <StatementRows rows={data.docs} />
      )}
      {data && <Pager page={page} info={data} onPage={setPage} />}
    </>
  );
}

function SignedOut() {
  const { t } = useTranslation();
  return <LoginPrompt message={t('common.loginToContinue', 'Please log in to continue.')} loginLabel={t('auth.login.submit', 'Login')} />;
}
