import type { ReactNode } from 'react';
import { ListState } from './page';

/** What a list's table needs to know of the query behind it (a react-query result fits). */
export interface ListQuery {
  isLoading: boolean;
  error: unknown;
  refetch(): unknown;
}

/**
 * A list screen's table in its card, with the loading, failure (and retry) and empty states
 * under the header row, so a list that fails or is empty keeps its columns in view.
 * `tableClassName` is the width below which the card scrolls sideways (`md:min-w-[..rem]`); a
 * narrow table that never needs to scroll has none.
 */
export function TableCard({
  query,
  isEmpty,
  emptyText,
  tableClassName,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  emptyText: string;
  tableClassName?: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div className="card overflow-x-auto">
      <table className={tableClassName ? `data-table stacked ${tableClassName}` : 'data-table stacked'}>{children}</table>
      <ListState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={isEmpty}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      />
    </div>
  );
}
