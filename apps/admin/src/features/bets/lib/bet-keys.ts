/** Query keys of the downline's bets. */
export const betKeys = {
  open: (q: object) => ['bets', 'open', q] as const,
  history: (q: object) => ['bets', 'history', q] as const,
  totals: (q: object) => ['bets', 'totals', q] as const,
  casinoOpen: (q: object) => ['bets', 'casino', 'open', q] as const,
  casinoHistory: (q: object) => ['bets', 'casino', 'history', q] as const,
  casinoTotals: (q: object) => ['bets', 'casino', 'totals', q] as const,
};
