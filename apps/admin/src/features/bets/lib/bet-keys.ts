/** Query keys of the downline's bets. */
export const betKeys = {
  open: (q: object) => ['bets', 'open', q] as const,
  history: (q: object) => ['bets', 'history', q] as const,
  totals: (q: object) => ['bets', 'totals', q] as const,
};
