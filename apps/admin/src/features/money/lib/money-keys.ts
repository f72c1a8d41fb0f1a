import type { RequestListQuery } from '@backlay/contract';

/** Query keys of the money queues; a decision refreshes everything under `all`. */
export const moneyKeys = {
  all: ['money'] as const,
  deposits: (q: RequestListQuery) => ['money', 'deposits', q] as const,
  withdrawals: (q: RequestListQuery) => ['money', 'withdrawals', q] as const,
};
