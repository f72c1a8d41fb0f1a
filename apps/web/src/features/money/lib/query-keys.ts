import { communicationKey } from '../../../lib/communication-detail';
import type { StatusFilter } from './request-status';

/**
 * Query keys of the money screens. Every request list sits under `requests`, so one
 * invalidation (a submit, a live message) refreshes the previews and the /transaction lists.
 */
export const moneyKeys = {
  all: ['money'] as const,
  requests: ['money', 'requests'] as const,
  deposits: ['money', 'requests', 'deposit'] as const,
  depositsPage: (status: StatusFilter, page: number, limit: number) => ['money', 'requests', 'deposit', { status, page, limit }] as const,
  withdrawals: ['money', 'requests', 'withdraw'] as const,
  withdrawalsPage: (status: StatusFilter, page: number, limit: number) =>
    ['money', 'requests', 'withdraw', { status, page, limit }] as const,
  depositTypes: ['money', 'depositTypes'] as const,
  withdrawTypes: ['money', 'withdrawTypes'] as const,
  accounts: ['money', 'accounts'] as const,
  /** Shared with the header's shortcuts (lib/communication-detail.ts). */
  communication: communicationKey,
};
