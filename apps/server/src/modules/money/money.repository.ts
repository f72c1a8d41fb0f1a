import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PaymentMethodPurpose, RequestStatus } from '@backlay/contract';
import { OPEN_REQUEST_STATUSES } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { depositRequests, paymentMethods, users, withdrawAccounts, withdrawRequests } from '../../db/schema/index.js';

/** The only place with the money module's SQL. Every function takes the caller's transaction. */

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;
export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;
export type DepositRequestRow = typeof depositRequests.$inferSelect;
export type WithdrawRequestRow = typeof withdrawRequests.$inferSelect;

/* ---- Payment methods ---- */

/** Methods of a white label in display order: no sort first, then by sort, then oldest first. */
export async function listPaymentMethods(
  db: DbOrTx,
  whiteLabelId: string,
  purpose: PaymentMethodPurpose,
  activeOnly: boolean,
): Promise<PaymentMethodRow[]> {
  const where = [eq(paymentMethods.whiteLabelId, whiteLabelId), eq(paymentMethods.purpose, purpose)];
  if (activeOnly) where.push(eq(paymentMethods.active, true));
  return db
    .select()
    .from(paymentMethods)
    .where(and(...where))
    .orderBy(sql`${paymentMethods.sort} asc nulls first`, asc(paymentMethods.createdAt), asc(paymentMethods.id));
}

export async function findPaymentMethod(db: DbOrTx, id: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row ?? null;
}

export async function insertPaymentMethod(db: DbOrTx, row: NewPaymentMethodRow): Promise<PaymentMethodRow> {
  const [made] = await db.insert(paymentMethods).values(row).returning();
  return made!;
}

export async function updatePaymentMethod(db: DbOrTx, id: string, patch: Partial<NewPaymentMethodRow>): Promise<PaymentMethodRow> {
  const [row] = await db.update(paymentMethods).set(patch).where(eq(paymentMethods.id, id)).returning();
  return row!;
}

/* ---- Withdrawal accounts ---- */

export interface AccountWithMethod {
  account: WithdrawAccountRow;
  method: PaymentMethodRow;
}

/** A player's live accounts with their method, primary first, then newest first. */
export async function listAccounts(db: DbOrTx, userId: string): Promise<AccountWithMethod[]> {
  const rows = await db
    .select({ account: withdrawAccounts, method: paymentMethods })
    .from(withdrawAccounts)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawAccounts.paymentMethodId))
    .where(and(eq(withdrawAccounts.userId, userId), isNull(withdrawAccounts.deletedAt)))
    .orderBy(desc(withdrawAccounts.primary), desc(withdrawAccounts.createdAt), desc(withdrawAccounts.id));
  return rows;
}

/** One live account of the player (null when it is another's, deleted or unknown). */
export async function findAccount(db: DbOrTx, userId: string, accountId: string): Promise<AccountWithMethod | null> {
  const [row] = await db
    .select({ account: withdrawAccounts, method: paymentMethods })
    .from(withdrawAccounts)
    .innerJoin(paymentMethods, eq(paymentMethods.id, withdrawAccounts.paymentMethodId))
    .where(and(eq(withdrawAccounts.id, accountId), eq(withdrawAccounts.userId, userId), isNull(withdrawAccounts.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises a player's account edits (the one-primary rule reads then writes). Held until the
 * caller's transaction ends.
 */
export async function lockAccountsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`backlay:money:accounts:${userId}`}))`);
}

export async function countLiveAccounts(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(withdrawAccounts)
    .where(and(eq(withdrawAccounts.userId, userId), isNull(withdrawAccounts.deletedAt)));
  return Number(row!.n);
}

export async function insertAccount(db: DbOrTx, row: typeof withdrawAccounts.$inferInsert): Promise<WithdrawAccountRow> {
  const [made] = await db.insert(withdrawAccounts).values(row).returning();
  return made!;
}

export async function updateAccount(
  db: DbOrTx,
  accountId: string,
  patch: Partial<Pick<WithdrawAccountRow, 'name' | 'accountDetails' | 'primary' | 'updatedAt' | 'deletedAt'>>,
): Promise<void> {
  await db.update(withdrawAccounts).set(patch).where(eq(withdrawAccounts.id, accountId));
}

/** Clears the primary flag of every live account of the player (before another becomes primary). */
export async function clearPrimary(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(withdrawAccounts)
    .set({ primary: false, updatedAt: at })
    .where(and(eq(withdrawAccounts.userId, userId), eq(withdrawAccounts.primary, true), isNull(withdrawAccounts.deletedAt)));
}

/* ---- Requests ---- */

/** Whether the player has a deposit or withdrawal request that staff have not decided. */
export async function hasOpenRequest(db: DbOrTx, userId: string): Promise<boolean> {
  const open = [...OPEN_REQUEST_STATUSES];
  const [d] = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, userId), inArray(depositRequests.status, open)))
    .limit(1);
  if (d) return true;
  const [w] = await db
    .select({ id: withdrawRequests.id })
    .from(withdrawRequests)
    .where(and(eq(withdrawRequests.userId, userId), inArray(withdrawRequests.status, open)))
    .limit(1);
  return Boolean(w);
}

export async function utrTaken(db: DbOrTx, whiteLabelId: string, utr: string): Promise<boolean> {
  const [row] = await db
    .select({ id: depositRequests.id })
    .from(depositRequests)
    .where(and(eq(depositRequests.whiteLabelId, whiteLabelId), eq(depositRequests.utr, utr)))
    .limit(1);
  return Boolean(row);
}

export async function insertDepositRequest(db: DbOrTx, row: typeof depositRequests.$inferInsert): Promise<DepositRequestRow> {
  const [made] = await db.insert(depositRequests).values(row).returning();
  return made!;
}

export async function insertWithdrawRequest(db: DbOrTx, row: typeof withdrawRequests.$inferInsert): Promise<WithdrawRequestRow> {
  const [made] = await db.insert(withdrawRequests).values(row).returning();
  return made!;
}

export async function findDepositRequest(db: DbOrTx, id: string): Promise<DepositRequestRow | null> {
  const [row] = await db.select().from(depositRequests).where(eq(depositRequests.id, id)).limit(1);
  return row ?? null;
}

export async function findWithdrawRequest(db: DbOrTx, id: string): Promise<WithdrawRequestRow | null> {
  const [row] = await db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id)).limit(1);
  return row ?? null;
}

export interface Decision {
  status: RequestStatus;
  remarks: string;
  decidedBy: string;
  at: Date;
}

/**
 * The columns a decision sets on a deposit or a withdrawal request alike. `processing` is not a
 * decision yet (staff took the request up), so it leaves the request undecided in time.
 */
function decisionColumns(d: Decision) {
  return {
    status: d.status,
    remarks: d.remarks,
    decidedBy: d.decidedBy,
    decidedAt: d.status === 'processing' ? null : d.at,
    updatedAt: d.at,
  };
}

/** The request `id` while it is still open: the guard that lets only the first of two deciders win. */
function openRequest(table: typeof depositRequests | typeof withdrawRequests, id: string): SQL | undefined {
  return and(eq(table.id, id), inArray(table.status, [...OPEN_REQUEST_STATUSES]));
}

/**
 * Moves an open deposit request to its decision, only while it is still open: of two staff
 * deciding at once, the second waits on the row lock of the first and then finds it decided
 * (PostgreSQL re-checks the WHERE on the committed row), so it gets null.
 */
export async function decideDepositRow(
  db: DbOrTx,
  id: string,
  d: Decision & { approvedAmount?: bigint | null },
): Promise<DepositRequestRow | null> {
  const [row] = await db
    .update(depositRequests)
    .set({
      ...decisionColumns(d),
      ...(d.approvedAmount !== undefined ? { approvedAmount: d.approvedAmount } : {}),
    })
    .where(openRequest(depositRequests, id))
    .returning();
  return row ?? null;
}

export async function setDepositEntry(db: DbOrTx, id: string, journalEntryId: string): Promise<void> {
  await db.update(depositRequests).set({ journalEntryId }).where(eq(depositRequests.id, id));
}

/** As decideDepositRow, for withdrawals; `utr` (approvals only) is the payout's bank reference. */
export async function decideWithdrawRow(db: DbOrTx, id: string, d: Decision & { utr?: string | null }): Promise<WithdrawRequestRow | null> {
  const [row] = await db
    .update(withdrawRequests)
    .set({
      ...decisionColumns(d),
      ...(d.utr !== undefined ? { utr: d.utr } : {}),
    })
    .where(openRequest(withdrawRequests, id))
    .returning();
  return row ?? null;
}

export async function setWithdrawEntry(db: DbOrTx, id: string, journalEntryId: string): Promise<void> {
  await db.update(withdrawRequests).set({ journalEntryId }).where(eq(withdrawRequests.id, id));
}

/* ---- Lists ---- */

export interface RequestFilter {
  /** The player's own requests. */
  userId?: string;
  /** Requests of every player under this upline. */
  uplineId?: string;
  status: 'all' | RequestStatus;
  search?: string | undefined;
}

const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(f: RequestFilter, table: { userId: AnyColumn; status: AnyColumn }, extraSearch: SQL[]): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.userId) where.push(eq(table.userId, f.userId));
  if (f.uplineId) where.push(sql`${f.uplineId}::uuid = any(${users.ancestors})`);
  if (f.status !== 'all') where.push(eq(table.status, f.status));
  if (f.search) where.push(or(ilike(users.userName, likeOf(f.search)), ...extraSearch));
  return and(...where);
}

export async function listDepositRequests(
  db: DbOrTx,
  f: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: { request: DepositRequestRow; userName: string }[]; total: number }> {
  const where = filterOf(f, depositRequests, f.search ? [ilike(depositRequests.utr, likeOf(f.search))] : []);
  const rows = await db
    .select({ request: depositRequests, userName: users.userName })
    .from(depositRequests)
    .innerJoin(users, eq(users.id, depositRequests.userId))
    .where(where)
    .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(depositRequests).innerJoin(users, eq(users.id, depositRequests.userId)).where(where);
  return { rows, total: Number(total!.n) };
}

export async function listWithdrawRequests(
  db: DbOrTx,
  f: RequestFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: { request: WithdrawRequestRow; userName: string }[]; total: number }> {
  const where = filterOf(f, withdrawRequests, f.search ? [ilike(withdrawRequests.accountName, likeOf(f.search))] : []);
  const rows = await db
    .select({ request: withdrawRequests, userName: users.userName })
    .from(withdrawRequests)
    .innerJoin(users, eq(users.id, withdrawRequests.userId))
    .where(where)
    .orderBy(desc(withdrawRequests.createdAt), desc(withdrawRequests.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(withdrawRequests)
    .innerJoin(users, eq(users.id, withdrawRequests.userId))
    .where(where);
  return { rows, total: Number(total!.n) };
}

/** The user fields money calls need, read in the caller's transaction. */
export async function findMoneyUser(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; userName: string; role: string; demo: boolean; whiteLabelId: string | null; ancestors: string[] } | null> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      role: users.role,
      demo: users.demo,
      whiteLabelId: users.whiteLabelId,
      ancestors: users.ancestors,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function whiteLabelExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from white_labels where id = ${id}::uuid`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}
