import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { parseApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';

/** The frame of a bonus screen: a title, then the content (signed-out visitors get the login button). */
export function BonusPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  const openAuthPopup = useUi((s) => s.openAuthPopup);
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6">
      <h1 id={id} className="text-xl font-black tracking-tight sm:text-2xl">
        {title}
      </h1>
      {isLogin ? (
        children
      ) : (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <p>{t('bonus.loginToContinue', 'Please log in to continue.')}</p>
          <button type="button" className="btn btn-primary w-full max-w-xs" onClick={() => openAuthPopup('login')}>
            {t('header.login', 'Login')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Loading, error with retry, empty, or the list. */
export function ListState({ query, empty, children }: { query: UseQueryResult<unknown[]>; empty: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="py-6 text-center opacity-70">{t('common.loading', 'Loading...')}</p>;
  if (query.isError)
    return (
      <div role="alert" className="card flex flex-col items-center gap-3 p-4 text-center">
        <p className="text-danger">{parseApiError(query.error)}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
          {t('common.retry', 'Retry')}
        </button>
      </div>
    );
  if ((query.data ?? []).length === 0) return <div className="card p-6 text-center">{empty}</div>;
  return <>{children}</>;
}
