import type { RequestListQuery, StaffUsersQuery } from '@backlay/contract';

/**
 * Query keys of the money screens; a decision refreshes everything under `all`, a recorded
 * deposit every page of the deposit queue (`depositQueues`).
 */
export const moneyKeys = {
  all: ['money'] as const,
  depositQueues: ['money', 'deposits'] as const,
  deposits: (q: RequestListQuery) => ['money', 'deposits', q] as const,
  withdrawals: (q: RequestListQuery) => ['money', 'withdrawals', q] as const,
  /** The players a branch may record a deposit for (the dialog's picker). */
  players: (q: StaffUsersQuery) => ['money', 'players', q] as const,
  activeDepositTypes: ['money', 'depositTypes', 'active'] as const,
  /** The proof image of one deposit (its bytes). */
  proof: (depositId: string) => ['money', 'proof', depositId] as const,
};
