/**
 * Idempotency keys of settlement's journal entries. One declaration of a market settles each
 * player once (`settle`, plus `commission` when earned); a roll-back reverses exactly those
 * (`unsettle`, `uncommission`). A re-declaration has the next number, so it settles anew.
 */
export const settlementKeys = {
  settle: (marketId: string, declaration: number, userId: string) => `settle:${marketId}:${declaration}:${userId}`,
  commission: (marketId: string, declaration: number, userId: string) => `commission:${marketId}:${declaration}:${userId}`,
  unsettle: (marketId: string, declaration: number, userId: string) => `unsettle:${marketId}:${declaration}:${userId}`,
  uncommission: (marketId: string, declaration: number, userId: string) => `uncommission:${marketId}:${declaration}:${userId}`,
};
