/**
 * Idempotency keys of settlement's journal entries. Each settlement chunk of one declaration
 * posts a `settle` entry (and a `commission` entry when a player earns one), named after the
 * chunk's first player: a chunk settles its players' open bets in the same transaction, so no
 * later chunk of that declaration starts with the same player. A re-declaration has the next
 * number, so it settles anew. A roll-back negates each of these entries under its own key with
 * `un` in front (`unsettle:...`, `uncommission:...`; a key per player before chunk entries).
 */
export const settlementKeys = {
  settle: (marketId: string, declaration: number, firstUserId: string) => `settle:${marketId}:${declaration}:${firstUserId}`,
  commission: (marketId: string, declaration: number, firstUserId: string) => `commission:${marketId}:${declaration}:${firstUserId}`,
  /** The key prefixes of every entry one declaration posted (per chunk, or per player before). */
  declarationPrefixes: (marketId: string, declaration: number) => [
    `settle:${marketId}:${declaration}:`,
    `commission:${marketId}:${declaration}:`,
  ],
  reversal: (key: string) => `un${key}`,
  /**
   * A staff void of settled bets (modules/bet-voids): its P/L and commission adjustments sit
   * under the declaration's prefixes, so a roll-back negates them with the settlement they
   * adjust. Named after the first bet voided, which the same transaction marks deleted.
   */
  settleVoid: (marketId: string, declaration: number, betId: string) => `settle:${marketId}:${declaration}:void:${betId}`,
  commissionVoid: (marketId: string, declaration: number, betId: string) => `commission:${marketId}:${declaration}:void:${betId}`,
};
