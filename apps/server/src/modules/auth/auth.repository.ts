import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { ThemeConfig } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { themes, users } from '../../db/schema/index.js';
import type { UserRow } from '../../lib/context.js';

/** Columns the auth module changes on an account. */
export type CredentialPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    'passwordHash' | 'changePassword' | 'enable2fa' | 'totpSecret' | 'totpPendingSecret' | 'transactionCodeHash' | 'updatedAt'
  >
>;

/**
 * Accounts a login name can mean on a site: the administrator of that name (who may log in on
 * its hosts) first, then the site's own account, which only a row from before names were
 * reserved can share it with (user.service.ts). Names compare without case.
 */
export async function findLoginCandidates(db: DbOrTx, whiteLabelId: string | null, userName: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = lower(${userName})`,
        whiteLabelId ? or(eq(users.whiteLabelId, whiteLabelId), isNull(users.whiteLabelId)) : isNull(users.whiteLabelId),
      ),
    )
    .orderBy(sql`${users.whiteLabelId} is not null`)
    .limit(2);
}

export async function findUserInWhiteLabel(db: DbOrTx, whiteLabelId: string, userName: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.whiteLabelId, whiteLabelId), sql`lower(${users.userName}) = lower(${userName})`))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByReferralCode(db: DbOrTx, whiteLabelId: string, referralCode: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.whiteLabelId, whiteLabelId), eq(users.referralCode, referralCode)))
    .limit(1);
  return rows[0] ?? null;
}

export async function referralCodeExists(db: DbOrTx, referralCode: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, referralCode)).limit(1);
  return rows.length > 0;
}

export async function userNameExists(db: DbOrTx, whiteLabelId: string, userName: string): Promise<boolean> {
  return (await findUserInWhiteLabel(db, whiteLabelId, userName)) !== null;
}

/** The oldest whiteLabel-role account of a white label (the fallback upline of new players). */
export async function findWhiteLabelAccount(db: DbOrTx, whiteLabelId: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.whiteLabelId, whiteLabelId), eq(users.role, 'whiteLabel')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** The theme switches of a white label (register and forgot-password links). */
export async function findThemeSwitches(db: DbOrTx, whiteLabelId: string): Promise<ThemeConfig['enable'] | null> {
  const rows = await db.select({ theme: themes.theme }).from(themes).where(eq(themes.whiteLabelId, whiteLabelId)).limit(1);
  return rows[0]?.theme.enable ?? null;
}

export async function updateCredentials(db: DbOrTx, userId: string, patch: CredentialPatch): Promise<UserRow> {
  const [u] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return u!;
}

/**
 * Stores a pending two-factor secret only when the account has none and two-factor is off, so
 * two setup screens opened at once keep one secret. Answers the updated row, or null when
 * nothing was written (another request issued one first, or two-factor is on).
 */
export async function setPendingTotpSecretIfNone(db: DbOrTx, userId: string, secret: string, at: Date): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.totpPendingSecret), eq(users.enable2fa, false)))
    .returning();
  return rows[0] ?? null;
}
