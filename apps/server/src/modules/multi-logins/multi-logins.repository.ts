import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, staffLogins, users } from '../../db/schema/index.js';

export type StaffLoginRow = typeof staffLogins.$inferSelect;

export async function findStaffLoginById(db: DbOrTx, id: string): Promise<StaffLoginRow | null> {
  const rows = await db.select().from(staffLogins).where(eq(staffLogins.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A login by name (any case) with its account, for POST api/auth. */
export async function findStaffLoginByName(db: DbOrTx, userName: string) {
  const rows = await db
    .select({ login: staffLogins, user: users })
    .from(staffLogins)
    .innerJoin(users, eq(users.id, staffLogins.accountId))
    .where(sql`lower(${staffLogins.userName}) = lower(${userName})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function listStaffLogins(db: DbOrTx, accountId: string): Promise<StaffLoginRow[]> {
  return db
    .select()
    .from(staffLogins)
    .where(eq(staffLogins.accountId, accountId))
    .orderBy(asc(staffLogins.createdAt), asc(staffLogins.userName));
}

/** Whether an account (in any white label) or another login already has this name, any case. */
export async function userNameInUse(db: DbOrTx, userName: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  if (user) return true;
  const [login] = await db
    .select({ id: staffLogins.id })
    .from(staffLogins)
    .where(sql`lower(${staffLogins.userName}) = lower(${userName})`)
    .limit(1);
  return Boolean(login);
}

/** Ends every live session a login opened; answers their ids. */
export async function revokeLoginSessions(db: DbOrTx, loginId: string, reason: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.loginId, loginId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
