import type { RequestStatus } from '@backlay/contract';

/**
 * Status colours of deposit and withdrawal requests (docs/product.md §4 "Status lists"):
 * pending amber, approved green, rejected red, processing blue. Text and ring read on both
 * the light and the dark page.
 */
export const STATUS_CLASS: Record<RequestStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-700 ring-amber-500/40 dark:text-amber-300',
  approved: 'bg-green-500/15 text-green-700 ring-green-500/40 dark:text-green-300',
  rejected: 'bg-red-500/15 text-red-700 ring-red-500/40 dark:text-red-300',
  processing: 'bg-blue-500/15 text-blue-700 ring-blue-500/40 dark:text-blue-300',
};

/** The status filter of the lists: every request, or one status. */
export type StatusFilter = 'all' | RequestStatus;
