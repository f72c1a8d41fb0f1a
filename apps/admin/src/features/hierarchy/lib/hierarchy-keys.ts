import type { HierarchyQuery, StaffUsersQuery } from '@backlay/contract';

/** Query keys of the Hierarchy screens: every write refreshes `all` (lists, tree and balances move together). */
export const hierarchyKeys = {
  all: ['hierarchy'] as const,
  users: (q: StaffUsersQuery) => ['hierarchy', 'users', q] as const,
  level: (q: Partial<HierarchyQuery>) => ['hierarchy', 'level', q] as const,
};
