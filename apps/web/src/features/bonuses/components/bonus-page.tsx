import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useSession } from '../../../lib/session-store';
import { LoginPrompt } from '../../../components/ui/login-prompt';

/** The frame of a bonus screen: a title, then the content (signed-out visitors get the login button). */
export function BonusPage({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const isLogin = useSession((s) => s.isLogin);
  return (
    <section aria-labelledby={id} className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 px-3 py-4 nav:px-6 nav:py-6">
      <h1 id={id} className="text-xl font-black tracking-tight sm:text-2xl">
        {title}
      </h1>
      {isLogin ? (
        children
      ) : (
        <LoginPrompt message={t('bonus.loginToContinue', 'Please log in to continue.')} loginLabel={t('header.login', 'Login')} />
      )}
    </section>
  );
}

/** Loading, error with retry, empty, or the list. */
export function ListState({ query, empty, children }: { query: UseQueryResult<unknown[]>; empty: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="py-6 text-center opacity-70">{t('common.loading', 'Loading...')}</p>;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} className="p-4" />;
  if ((query.data ?? []).length === 0) return <div className="card p-6 text-center">{empty}</div>;
  return <>{children}</>;
}
