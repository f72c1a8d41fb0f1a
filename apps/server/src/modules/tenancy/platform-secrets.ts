import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { platformSecrets } from '../../db/schema/index.js';

/** The names of the secrets the platform makes for itself. */
export const PLATFORM_SECRETS = {
  /** Signs the sandbox payment gateway's page links and webhooks. */
  sandboxGateway: 'payment-sandbox-gateway',
} as const;
export type PlatformSecretName = (typeof PLATFORM_SECRETS)[keyof typeof PLATFORM_SECRETS];

/**
 * The secret of that name, made at first use (32 random bytes) and kept in the database, so
 * every process on one database signs with the same key and a restart keeps it. Two processes
 * asking at once both read the one row the first insert left.
 */
export async function platformSecret(db: DbOrTx, name: PlatformSecretName): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: platformSecrets.value }).from(platformSecrets).where(eq(platformSecrets.name, name));
  return row!.value;
}
