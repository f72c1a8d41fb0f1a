import type { ComplaintStatus } from '@backlay/contract';

export type ComplaintStatusFilter = 'all' | ComplaintStatus;

export const complaintKeys = {
  all: ['complaints'] as const,
  page: (status: ComplaintStatusFilter, page: number) => ['complaints', status, page] as const,
};

/** Page size of the player's list: a phone screen of cards. */
export const COMPLAINT_PAGE_SIZE = 10;
