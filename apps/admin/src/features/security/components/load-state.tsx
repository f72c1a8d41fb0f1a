import { parseApiError } from '../../../lib/api-client';

interface LoadingQuery {
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
}

/** What an account screen shows while the query it reads loads, or when it failed (with a retry). */
export function LoadState({ query }: { query: LoadingQuery }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Loading…
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p className="text-danger">{parseApiError(query.error)}</p>
      <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
        Try again
      </button>
    </div>
  );
}
