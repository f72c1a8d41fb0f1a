import type { ReactNode } from 'react';
import { parseApiError } from '../../lib/api-client';

/** A screen's title row and body. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="page-title" className="text-xl font-bold sm:text-2xl">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** What a list shows while it loads, when it failed, and when it is empty. */
export function ListState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry?: () => void;
}) {
  if (isLoading) {
    return (
      <p className="p-6 text-center text-sm text-muted" role="status">
        Loading…
      </p>
    );
  }
  if (error) {
    return (
      <div className="flex flex-col items-center gap-3 p-6 text-center text-sm" role="alert">
        <p className="text-danger">{parseApiError(error)}</p>
        {onRetry ? (
          <button type="button" className="btn btn-ghost" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) return <p className="p-6 text-center text-sm text-muted">{emptyText}</p>;
  return null;
}
