import { allocate } from '../money.js';

/**
 * How a player's P/L on a market is shared out (docs/architecture.md §4, docs/product.md §7
 * "Profit shown to uplines is split by percentage between the user's parents").
 *
 * Sign conventions, all amounts signed paise credited to an account (positive = the account
 * gains):
 * - `player` is the player's P/L: positive when the player won;
 * - each partner (an upline) takes its partnership share of the other side of that bet, so
 *   its amount has the opposite sign: a player winning 100 at a 30% partner costs it -30;
 * - `house` takes what no partner holds (10000 bps minus the partners' shares).
 * player + sum(partners) + house = 0 exactly: the split is one balanced journal entry.
 *
 * Rounding: the counter side (-P/L) is split with the largest-remainder `allocate`, so the
 * parts sum exactly; a leftover paisa goes to the larger fraction, ties to the higher upline.
 */

export const FULL_SHARE_BPS = 10_000;

/** An upline's partnership at bet time, in basis points of the player's P/L. */
export interface PartnerShare {
  userId: string;
  bps: number;
}

export interface PnlSplit {
  player: number;
  /** One line per partner, top first, in the order given (amounts may be 0). */
  partners: { userId: string; amount: number }[];
  house: number;
}

/**
 * The shares as they are honoured: top first, each one cut to what the uplines above it left
 * (the higher account grants the lower ones their percentage, so it cannot be granted more
 * than 100% in all); negative or fractional values are not shares and throw.
 */
export function honouredShares(shares: readonly PartnerShare[]): PartnerShare[] {
  let left = FULL_SHARE_BPS;
  return shares.map(({ userId, bps }) => {
    if (!Number.isSafeInteger(bps) || bps < 0) throw new RangeError(`partnership must be whole basis points >= 0, got ${bps}`);
    const kept = Math.min(bps, left);
    left -= kept;
    return { userId, bps: kept };
  });
}

/**
 * One list of shares made ready to split many P/Ls: honoured and weighed once. Settlement
 * splits every player of a chunk by one of a few lists, and honouring the list again for
 * each player was most of what a split allocated (see bench/README.md).
 */
export interface ShareSplitter {
  /** The honoured shares, top first: `parts(pnl)[i]` is partner i's amount. */
  readonly partners: readonly PartnerShare[];
  /** What each partner takes of one P/L, then the house's last (the sign conventions above). */
  parts(pnl: number): number[];
}

export function shareSplitter(shares: readonly PartnerShare[]): ShareSplitter {
  const partners = honouredShares(shares);
  const weights = [...partners.map((s) => s.bps), FULL_SHARE_BPS - partners.reduce((a, s) => a + s.bps, 0)];
  return {
    partners,
    parts(pnl) {
      if (!Number.isSafeInteger(pnl)) throw new RangeError(`P/L must be an integer number of paise, got ${pnl}`);
      return allocate(-pnl, weights);
    },
  };
}

/** Splits one P/L between the player, its partners and the house (see the sign conventions above). */
export function splitPnl(pnl: number, shares: readonly PartnerShare[]): PnlSplit {
  const splitter = shareSplitter(shares);
  const parts = splitter.parts(pnl);
  return {
    player: pnl + 0,
    partners: splitter.partners.map((s, i) => ({ userId: s.userId, amount: parts[i]! })),
    house: parts[splitter.partners.length]!,
  };
}

/** A group of bets whose P/L shares out the same way. */
export interface SharedPnl {
  pnl: number;
  shares: readonly PartnerShare[];
}

/**
 * The split of a player's whole market when its bets carry different shares (a partnership
 * changed between two bets): bets with the same shares are added up first and split once,
 * then the splits are added per account. Partners appear once, in order of first appearance.
 */
export function splitMarketPnl(groups: readonly SharedPnl[]): PnlSplit {
  // Nearly every player's bets share one list: its split is the market's (no signature to build;
  // settlement calls this once per player, and the signatures were a sixth of what it allocated).
  if (groups.length === 1) {
    const split = splitPnl(groups[0]!.pnl, groups[0]!.shares);
    // As the sums below leave them: never -0.
    return { player: split.player + 0, partners: split.partners, house: split.house + 0 };
  }
  const bySignature = new Map<string, SharedPnl>();
  for (const g of groups) {
    const key = g.shares.map((s) => `${s.userId}:${s.bps}`).join(',');
    const seen = bySignature.get(key);
    bySignature.set(key, { pnl: (seen?.pnl ?? 0) + g.pnl, shares: g.shares });
  }
  const total: PnlSplit = { player: 0, partners: [], house: 0 };
  const partnerIndex = new Map<string, number>();
  for (const g of bySignature.values()) {
    const split = splitPnl(g.pnl, g.shares);
    total.player += split.player;
    total.house += split.house;
    for (const p of split.partners) {
      const i = partnerIndex.get(p.userId);
      if (i === undefined) {
        partnerIndex.set(p.userId, total.partners.length);
        total.partners.push({ ...p });
      } else {
        total.partners[i]!.amount += p.amount;
      }
    }
  }
  return total;
}

/**
 * Commission the player earns on a losing market (the rebate white-label exchanges give on
 * losses): `commissionBps` of the loss, floored to the paisa; 0 on a win, a void or when no
 * commission is configured. It is paid to the player by the same partners and house, so
 * `splitPnl(commission, shares)` shares it out.
 */
export function commissionOnLoss(pnl: number, commissionBps: number): number {
  if (!Number.isSafeInteger(commissionBps) || commissionBps < 0 || commissionBps > FULL_SHARE_BPS) {
    throw new RangeError(`commission must be whole basis points in 0..${FULL_SHARE_BPS}, got ${commissionBps}`);
  }
  if (pnl >= 0 || commissionBps === 0) return 0;
  return Number((BigInt(-pnl) * BigInt(commissionBps)) / BigInt(FULL_SHARE_BPS));
}
