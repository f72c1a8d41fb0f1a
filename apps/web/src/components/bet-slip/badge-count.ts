/** The open-bets badge: the count, capped at '50+' above 50 (docs/product.md §2, §9). */
export const BADGE_CAP = 50;

export function formatBadgeCount(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
