import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes, type Statement } from '@backlay/contract';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
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
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: statementKeys.page(view, page),
    enabled: isLogin,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getAccountStatement(view, page, signal),
  });
}
