import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { UserBonusStatus } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { accounts, balances, bets, bonusOffers, depositRequests, userBonuses, users, whiteLabels } from '../../db/schema/index.js';

/** The only place with the bonuses' SQL. Every function takes the caller's transaction. */

export type BonusOfferRow = typeof bonusOffers.$inferSelect;
export type NewBonusOfferRow = typeof bonusOffers.$inferInsert;
export type UserBonusRow = typeof userBonuses.$inferSelect;
export type NewUserBonusRow = typeof userBonuses.$inferInsert;

export async function whiteLabelExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: whiteLabels.id }).from(whiteLabels).where(eq(whiteLabels.id, id)).limit(1);
  return rows.length > 0;
}

/** Offers in display order: by sort (none first, as payment methods), then newest. */
export async function listOffers(db: DbOrTx, whiteLabelId: string, filter: { activeOnly: boolean; at?: Date }): Promise<BonusOfferRow[]> {
  const conds = [eq(bonusOffers.whiteLabelId, whiteLabelId)];
  if (filter.activeOnly) conds.push(eq(bonusOffers.active, true));
  if (filter.at) {
    conds.push(or(isNull(bonusOffers.startsAt), lte(bonusOffers.startsAt, filter.at))!);
    conds.push(or(isNull(bonusOffers.endsAt), gte(bonusOffers.endsAt, filter.at))!);
  }
  return db
    .select()
    .from(bonusOffers)
    .where(and(...conds))
    .orderBy(sql`${bonusOffers.sort} asc nulls first`, desc(bonusOffers.createdAt));
}

export async function findOffer(db: DbOrTx, id: string): Promise<BonusOfferRow | null> {
  const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id)).limit(1);
  return row ?? null;
}

export async function insertOffer(db: DbOrTx, row: NewBonusOfferRow): Promise<BonusOfferRow> {
  const [saved] = await db.insert(bonusOffers).values(row).returning();
  return saved!;
}

export async function updateOffer(db: DbOrTx, id: string, patch: Partial<NewBonusOfferRow>): Promise<BonusOfferRow> {
  const [saved] = await db.update(bonusOffers).set(patch).where(eq(bonusOffers.id, id)).returning();
  return saved!;
}

/**
 * Claims of offers by a player, per offer: every claim that was not rejected counts (an
 * awaiting claim holds its place, so a one-time offer cannot be claimed twice in a row).
 */
export async function claimCounts(db: DbOrTx, userId: string, offerIds?: readonly string[]): Promise<Map<string, number>> {
  const conds = [eq(userBonuses.userId, userId), eq(userBonuses.kind, 'deposit'), sql`${userBonuses.status} <> 'rejected'`];
  if (offerIds) {
    if (offerIds.length === 0) return new Map();
    conds.push(inArray(userBonuses.bonusOfferId, [...offerIds]));
  }
  const rows = await db
    .select({ offerId: userBonuses.bonusOfferId, n: count() })
    .from(userBonuses)
    .where(and(...conds))
    .groupBy(userBonuses.bonusOfferId);
  return new Map(rows.filter((r) => r.offerId).map((r) => [r.offerId!, Number(r.n)]));
}

export async function insertUserBonus(db: DbOrTx, row: NewUserBonusRow): Promise<UserBonusRow> {
  const [saved] = await db.insert(userBonuses).values(row).returning();
  return saved!;
}

export async function findDepositBonus(db: DbOrTx, depositRequestId: string): Promise<UserBonusRow | null> {
  const [row] = await db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.depositRequestId, depositRequestId), eq(userBonuses.kind, 'deposit')))
    .limit(1);
  return row ?? null;
}

export async function updateUserBonus(db: DbOrTx, id: string, patch: Partial<NewUserBonusRow>): Promise<void> {
  await db.update(userBonuses).set(patch).where(eq(userBonuses.id, id));
}

export interface UserBonusListRow extends UserBonusRow {
  title: string | null;
  sourceUserName: string | null;
}

export async function listUserBonuses(
  db: DbOrTx,
  userId: string,
  statuses: readonly UserBonusStatus[] | null,
): Promise<UserBonusListRow[]> {
  const conds = [eq(userBonuses.userId, userId)];
  if (statuses) conds.push(inArray(userBonuses.status, [...statuses]));
  const rows = await db
    .select({ b: userBonuses, title: bonusOffers.title, sourceUserName: users.userName })
    .from(userBonuses)
    .leftJoin(bonusOffers, eq(bonusOffers.id, userBonuses.bonusOfferId))
    .leftJoin(users, eq(users.id, userBonuses.sourceUserId))
    .where(and(...conds))
    .orderBy(desc(userBonuses.createdAt), asc(userBonuses.id))
    .limit(200);
  return rows.map((r) => ({ ...r.b, title: r.title, sourceUserName: r.sourceUserName }));
}

/** Approved deposits of a player before this one: a referral bonus pays on the first only. */
export async function hasReferralBonusFor(db: DbOrTx, referredUserId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userBonuses.id })
    .from(userBonuses)
    .where(and(eq(userBonuses.kind, 'referral'), eq(userBonuses.sourceUserId, referredUserId)))
    .limit(1);
  return rows.length > 0;
}

export async function findReferral(
  db: DbOrTx,
  userId: string,
): Promise<{ referredBy: string | null; whiteLabelId: string | null; referralMaxBonus: number; referralBonusBps: number } | null> {
  const [row] = await db
    .select({
      referredBy: users.referredBy,
      whiteLabelId: users.whiteLabelId,
      referralMaxBonus: whiteLabels.referralMaxBonus,
      referralBonusBps: whiteLabels.referralBonusBps,
    })
    .from(users)
    .leftJoin(whiteLabels, eq(whiteLabels.id, users.whiteLabelId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row, referralMaxBonus: row.referralMaxBonus ?? 0, referralBonusBps: row.referralBonusBps ?? 0 };
}

export async function findBonusUser(db: DbOrTx, id: string): Promise<{ id: string; role: string; demo: boolean; blocked: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role, demo: users.demo, blocked: users.blocked })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Turnover of a player since a moment: stakes of exchange bets settled since then, paise.
 * Read-only over the betting tables (betting has no service for it yet).
 */
export async function settledTurnoverSince(db: DbOrTx, userId: string, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.status, 'settled'), gte(bets.settledAt, since)));
  return BigInt(row?.total ?? '0');
}

/**
 * The promotions account of a white label: the ledger counterparty of every bonus it gives
 * (its balance is minus the bonuses paid, as the issuance account's is minus the points
 * issued). `user_id` is null, so the unique index does not serialise creators: an advisory
 * lock in a (sub)transaction does, as for the issuance account.
 */
export async function promotionsAccountId(db: DbOrTx, whiteLabelId: string): Promise<string> {
  const find = async (d: DbOrTx) => {
    const [row] = await d
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.kind, 'promotions'), eq(accounts.whiteLabelId, whiteLabelId)))
      .orderBy(accounts.createdAt)
      .limit(1);
    return row?.id ?? null;
  };
  const found = await find(db);
  if (found) return found;
  return db.transaction(async (inner) => {
    await inner.execute(sql`select pg_advisory_xact_lock(hashtext(${`backlay:ledger:account:promotions:${whiteLabelId}`}))`);
    const again = await find(inner);
    if (again) return again;
    const [acc] = await inner.insert(accounts).values({ kind: 'promotions', whiteLabelId }).returning({ id: accounts.id });
    await inner.insert(balances).values({ accountId: acc!.id });
    return acc!.id;
  });
}

/** Approved deposits of a player other than `exceptId` (a referral pays on the first one only). */
export async function otherApprovedDeposits(db: DbOrTx, userId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, userId), eq(depositRequests.status, 'approved'), ne(depositRequests.id, exceptId)));
  return Number(row?.n ?? 0);
}
