import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type Statement } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { selectHasSession, useSession } from '../../../lib/session-store';
import { STATEMENT_ROWS, type StatementView } from '../lib/statement-filter';

/** GET api/{role}/accountStatement: one page of the signed-in account's statement. */
export function getAccountStatement(view: StatementView, page: number, signal?: AbortSignal): Promise<Statement> {
  return callApi(routes.statements.getAccountStatement, {
    query: { startDate: view.startDate, endDate: view.endDate, filter: view.filter, page, limit: STATEMENT_ROWS },
    signal,
  });
}

export const statementKeys = {
  all: ['statements'] as const,
  page: (view: StatementView, page: number) => ['statements', 'accountStatement', view, page] as const,
};

/** One page of the statement; the previous page stays while the next loads. */
export function useAccountStatement(view: StatementView, page: number) {
  const hasSession = useSession(selectHasSession);
  return useQuery({
    queryKey: statementKeys.page(view, page),
    enabled: hasSession,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getAccountStatement(view, page, signal),
  });
}
