/** Query keys of the reports (read-only: nothing here changes data). */
export const reportKeys = {
  all: ['reports'] as const,
  downlinePl: (q: object) => ['reports', 'downlinePl', q] as const,
  marketPl: (q: object) => ['reports', 'marketPl', q] as const,
  commission: (q: object) => ['reports', 'commission', q] as const,
  statement: (q: object) => ['reports', 'statement', q] as const,
  users: (q: object) => ['reports', 'users', q] as const,
  audit: (q: object) => ['reports', 'audit', q] as const,
  registrations: (q: object) => ['reports', 'registrations', q] as const,
};
