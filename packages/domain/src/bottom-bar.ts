import type { BottomBarVariant } from '@backlay/contract';

/** A cell of the phone bottom bar. */
export type BottomBarCell = 'home' | 'sports' | 'crash' | 'casino' | 'bet' | 'transactions' | 'support' | 'menu';

/**
 * The phone bottom bar's cells, in order, for a domain's variant
 * (docs/decisions/bottom-bar-variants.md): Home, Sports, the Casino popup, Bet, Transactions,
 * Menu; `crash` puts the Crash game in Sports' place, `support` the site's contact in
 * Transactions'. The player site draws it and the console's theme preview pictures it.
 */
export function bottomBarCells(variant: BottomBarVariant): BottomBarCell[] {
  return ['home', variant === 'crash' ? 'crash' : 'sports', 'casino', 'bet', variant === 'support' ? 'support' : 'transactions', 'menu'];
}
