import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
 * Turnover of a player since a moment: stakes of exchange bets settled since then (and before
 * `until`, a bonus's expiry: bets settled after it do not save it), paise. Read-only over the
 * betting tables (betting has no service for it yet).
 */
export async function settledTurnoverSince(db: DbOrTx, userId: string, since: Date, until: Date | null = null): Promise<bigint> {
  const conds = [eq(bets.userId, userId), eq(bets.status, 'settled'), gte(bets.settledAt, since)];
  if (until) conds.push(lt(bets.settledAt, until));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)::text` })
    .from(bets)
    .where(and(...conds));
  return BigInt(row?.total ?? '0');
}

export interface DueBonus {
  id: string;
  expiresAt: Date;
}

/**
 * Active bonuses whose expiry is at or before `at`, soonest first (the partial expiry index),
 * after `after` when given: a run pages on, so a bonus it had to leave is not read again.
 */
export async function dueBonuses(db: DbOrTx, at: Date, limit: number, after: DueBonus | null): Promise<DueBonus[]> {
  const conds = [eq(userBonuses.status, 'active'), isNotNull(userBonuses.expiresAt), lte(userBonuses.expiresAt, at)];
  if (after)
    conds.push(sql`(${userBonuses.expiresAt}, ${userBonuses.id}) > (${after.expiresAt.toISOString()}::timestamptz, ${after.id}::uuid)`);
  const rows = await db
    .select({ id: userBonuses.id, expiresAt: userBonuses.expiresAt })
    .from(userBonuses)
    .where(and(...conds))
    .orderBy(asc(userBonuses.expiresAt), asc(userBonuses.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, expiresAt: r.expiresAt! }));
}

export async function findUserBonus(db: DbOrTx, id: string): Promise<UserBonusRow | null> {
  const [row] = await db.select().from(userBonuses).where(eq(userBonuses.id, id)).limit(1);
  return row ?? null;
}

/** A bonus row, locked for the rest of the transaction (the expiry decides it once). */
export async function lockUserBonus(db: DbOrTx, id: string): Promise<UserBonusRow | null> {
  const [row] = await db.select().from(userBonuses).where(eq(userBonuses.id, id)).limit(1).for('update');
  return row ?? null;
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

export interface WhiteLabelBrief {
  id: string;
  name: string;
  type: 'b2b' | 'b2c';
}

export async function findWhiteLabel(db: DbOrTx, id: string): Promise<WhiteLabelBrief | null> {
  const [row] = await db
    .select({ id: whiteLabels.id, name: whiteLabels.name, type: whiteLabels.type })
    .from(whiteLabels)
    .where(eq(whiteLabels.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Stakes of a bonus's player settled since its credit (and before its expiry), capped at its
 * requirement (the same progress as `wageringProgress`, in SQL so a page of bonuses is one query).
 */
const wageringDoneSql = sql<string>`(case
  when ${userBonuses.status} = 'completed' then ${userBonuses.wageringRequired}
  when ${userBonuses.status} in ('active', 'expired') and ${userBonuses.wageringRequired} > 0 then least(${userBonuses.wageringRequired}, coalesce((
    select sum(bt.stake) from bets bt
    where bt.user_id = ${userBonuses.userId} and bt.status = 'settled' and bt.settled_at >= ${userBonuses.creditedAt}
      and (${userBonuses.expiresAt} is null or bt.settled_at < ${userBonuses.expiresAt})
  ), 0))
  else 0 end)::bigint`;

/**
 * What the promotions accounts of a white label paid out (minus their postings): all time and
 * in [from, to) by the entry's time. Paise.
 */
export async function promotionsPaid(db: DbOrTx, whiteLabelId: string, from: Date, to: Date): Promise<{ total: bigint; inRange: bigint }> {
  const result = await db.execute(sql`
    select coalesce(-sum(p.amount), 0)::text as total,
           coalesce(-sum(p.amount) filter (where e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz), 0)::text as in_range
    from accounts a
    join postings p on p.account_id = a.id
    join journal_entries e on e.id = p.entry_id
    where a.kind = 'promotions' and a.white_label_id = ${whiteLabelId}::uuid`);
  const [row] = (result as unknown as { rows: { total: string; in_range: string }[] }).rows;
  return { total: BigInt(row?.total ?? '0'), inRange: BigInt(row?.in_range ?? '0') };
}

/** Bonuses of a white label credited and still wagering (locked) or met (released), paise. */
export async function bonusLockSplit(db: DbOrTx, whiteLabelId: string): Promise<{ locked: bigint; released: bigint }> {
  const [row] = await db
    .select({
      locked: sql<string>`coalesce(sum(${userBonuses.bonusAmount}) filter (where ${userBonuses.status} = 'active' and ${wageringDoneSql} < ${userBonuses.wageringRequired}), 0)::text`,
      released: sql<string>`coalesce(sum(${userBonuses.bonusAmount}) filter (where ${userBonuses.status} = 'completed' or (${userBonuses.status} = 'active' and ${wageringDoneSql} >= ${userBonuses.wageringRequired})), 0)::text`,
    })
    .from(userBonuses)
    .where(and(eq(userBonuses.whiteLabelId, whiteLabelId), inArray(userBonuses.status, ['active', 'completed'])));
  return { locked: BigInt(row?.locked ?? '0'), released: BigInt(row?.released ?? '0') };
}

export interface WalletBonusRow extends UserBonusListRow {
  userName: string;
  wageringDone: bigint;
}

/** A page of the bonuses a white label gave, created in [from, to), newest first. */
export async function listWalletBonuses(
  db: DbOrTx,
  q: { whiteLabelId: string; from: Date; to: Date; search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: WalletBonusRow[]; total: number }> {
  const player = alias(users, 'player');
  const conds = [eq(userBonuses.whiteLabelId, q.whiteLabelId), gte(userBonuses.createdAt, q.from), lt(userBonuses.createdAt, q.to)];
  if (q.search) conds.push(ilike(player.userName, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conds);
  const [counted] = await db.select({ n: count() }).from(userBonuses).innerJoin(player, eq(player.id, userBonuses.userId)).where(where);
  const rows = await db
    .select({
      b: userBonuses,
      userName: player.userName,
      title: bonusOffers.title,
      sourceUserName: users.userName,
      done: wageringDoneSql,
    })
    .from(userBonuses)
    .innerJoin(player, eq(player.id, userBonuses.userId))
    .leftJoin(bonusOffers, eq(bonusOffers.id, userBonuses.bonusOfferId))
    .leftJoin(users, eq(users.id, userBonuses.sourceUserId))
    .where(where)
    .orderBy(desc(userBonuses.createdAt), asc(userBonuses.id))
    .limit(q.limit)
    .offset(q.offset);
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((r) => ({
      ...r.b,
      userName: r.userName,
      title: r.title,
      sourceUserName: r.sourceUserName,
      wageringDone: BigInt(r.done),
    })),
  };
}
