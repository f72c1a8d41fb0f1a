import { commissionOnLoss, splitMarketPnl, splitPnl, type PartnerShare, type PnlSplit } from './partnership-split.js';

/**
 * Voiding settled bets after the fact (staff "Delete Bet History", docs/architecture.md §4):
 * the money a settlement moved for them is taken back by new ledger lines, never by editing the
 * old ones.
 *
 * Settlement moved, for one player on one market, `splitMarketPnl` of its bets (each with its
 * own P/L and the upline shares recorded at bet time) and the commission `splitPnl(commission,
 * shares of the latest bet)`. Voiding some of those bets must leave exactly what settlement
 * would have moved had they never been placed, so the adjustment is the difference between the
 * two settlements (after minus before), line by line:
 * - P/L: split of the remaining bets minus split of the bets standing now;
 * - commission: the player's commission recomputed on the remaining P/L (at `commissionBps`,
 *   shared by the latest remaining bet) minus the commission credited now (`commissionPaid`,
 *   shared by the latest standing bet).
 * Each void is taken against what stands after every earlier void, so a series of voids adds
 * up to the settlement of what is left (the differences telescope), and the lines of one
 * adjustment sum to zero, like any journal entry.
 */

/** A settled bet as the void reads it: its recorded P/L and the upline shares at bet time. */
export interface SettledBetShare {
  id: string;
  pnl: number;
  shares: readonly PartnerShare[];
}

export interface SettledVoidInput {
  /** The player's bets on the market that stand now (settled or void, not yet voided by staff), in placement order. */
  standing: readonly SettledBetShare[];
  /** Ids among `standing` to void. */
  voidIds: ReadonlySet<string>;
  /** Commission the ledger credits the player on this market now (its net commission lines), paise. */
  commissionPaid: number;
  /** The player's commission rate, used for the commission of what remains. */
  commissionBps: number;
}

export interface SettledVoidAdjustment {
  /** Lines that take back the voided bets' P/L: player, each partner, the house (sums to 0). */
  pnl: PnlSplit;
  /** Lines that bring the commission to what the remaining bets earn (sums to 0). */
  commission: PnlSplit;
  /** The player's market P/L before and after the void. */
  pnlBefore: number;
  pnlAfter: number;
  /** The player's commission on the market after the void. */
  commissionAfter: number;
}

/** a - b, per line; partners in order of first appearance (a's, then b's). */
export function subtractSplits(a: PnlSplit, b: PnlSplit): PnlSplit {
  const partners = new Map<string, number>();
  for (const p of a.partners) partners.set(p.userId, (partners.get(p.userId) ?? 0) + p.amount);
  for (const p of b.partners) partners.set(p.userId, (partners.get(p.userId) ?? 0) - p.amount);
  return {
    player: a.player - b.player + 0,
    partners: [...partners].map(([userId, amount]) => ({ userId, amount: amount + 0 })),
    house: a.house - b.house + 0,
  };
}

/** Whether a split moves nothing at all. */
export function isEmptySplit(split: PnlSplit): boolean {
  return split.player === 0 && split.house === 0 && split.partners.every((p) => p.amount === 0);
}

const splitOf = (bets: readonly SettledBetShare[]): PnlSplit => splitMarketPnl(bets.map((b) => ({ pnl: b.pnl, shares: b.shares })));

const commissionSplit = (amount: number, bets: readonly SettledBetShare[]): PnlSplit =>
  bets.length === 0 ? { player: amount, partners: [], house: -amount + 0 } : splitPnl(amount, bets.at(-1)!.shares);

/** The adjustment that voids `voidIds` among the player's standing settled bets on one market. */
export function settledVoidAdjustment(input: SettledVoidInput): SettledVoidAdjustment {
  const { standing, voidIds } = input;
  for (const id of voidIds) if (!standing.some((b) => b.id === id)) throw new RangeError(`bet ${id} is not a standing bet of the market`);
  if (!Number.isSafeInteger(input.commissionPaid) || input.commissionPaid < 0) {
    throw new RangeError(`commission paid must be whole paise >= 0, got ${input.commissionPaid}`);
  }
  const remaining = standing.filter((b) => !voidIds.has(b.id));
  const before = splitOf(standing);
  const after = splitOf(remaining);
  const commissionAfter = commissionOnLoss(after.player, input.commissionBps);
  // With no bet left there is no commission: the split of 0 moves nothing, whoever shares it.
  const commission = subtractSplits(commissionSplit(commissionAfter, remaining), commissionSplit(input.commissionPaid, standing));
  return {
    pnl: subtractSplits(after, before),
    commission,
    pnlBefore: before.player,
    pnlAfter: after.player,
    commissionAfter,
  };
}
