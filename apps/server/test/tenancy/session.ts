import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { sessions, users } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { hashSecret } from '../../src/lib/password-hash.js';
import { hashToken, newSessionToken } from '../../src/modules/auth/session-token.js';

/**
 * A signed-in session for a test user, stored the way the request-context plugin reads it
 * (these tests are about tenancy, not about the login call).
 */
export async function signIn(db: Db, user: UserRow): Promise<{ authorization: string }> {
  const token = newSessionToken();
  await db.insert(sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return { authorization: `Bearer ${token}` };
}

export async function setTransactionCode(db: Db, user: UserRow, code: string): Promise<void> {
  await db
    .update(users)
    .set({ transactionCodeHash: await hashSecret(code) })
    .where(eq(users.id, user.id));
}
