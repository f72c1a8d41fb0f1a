import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authenticator } from 'otplib';
import type { LoginDocs, PathRole } from '@backlay/contract';
import type { Db } from '../../src/db/client.js';
import { appConfig, auditLog, sessions } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/modules/auth/session-token.js';
import type { TestApp } from '../test-app.js';
import { TEST_PASSWORD } from '../factories.js';

/** Auth tests log in often: a limit that never bites unless a test file sets its own. */
export const NO_RATE_LIMIT = { LOGIN_RATE_LIMIT: '100000' };

export interface LoginAnswer {
  res: LightMyRequestResponse;
  docs: LoginDocs;
  token: string;
}

export async function login(
  app: FastifyInstance,
  host: string,
  userName: string,
  password: string = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LoginAnswer> {
  const res = await app.inject({ method: 'POST', url: '/api/auth', headers: { host }, payload: { email: userName, password, ...extra } });
  const body = res.json() as { docs?: LoginDocs };
  return { res, docs: body.docs!, token: body.docs?.token ?? '' };
}

export function auth(host: string, token: string): Record<string, string> {
  return { host, authorization: `Bearer ${token}` };
}

/**
 * A harmless call that needs a session: the two-factor status. Answers the status code (and
 * the error code on failure) so tests can tell a live session from a refused one.
 */
export async function probe(
  app: FastifyInstance,
  host: string,
  token: string,
  role: PathRole = 'user',
): Promise<{ status: number; code?: string; message?: string }> {
  const res = await app.inject({ method: 'GET', url: `/api/${role}/secureAuth`, headers: auth(host, token) });
  const body = res.json() as { code?: string; message?: string };
  return { status: res.statusCode, ...(res.statusCode === 200 ? {} : { code: body.code, message: body.message }) };
}

export async function setMaintenance(t: TestApp, on: boolean): Promise<void> {
  await t.db
    .insert(appConfig)
    .values({ id: 1, isMaintenance: on })
    .onConflictDoUpdate({ target: appConfig.id, set: { isMaintenance: on } });
  t.app.sites.invalidate();
}

export async function sessionOf(db: Db, token: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return rows[0] ?? null;
}

export async function auditActions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(sql`${auditLog.targetType} = 'user' and ${auditLog.targetId} = ${userId}`)
    .orderBy(auditLog.createdAt);
  return rows.map((r) => r.action);
}

/** A TOTP code at the app's clock (the server checks codes against the same clock). */
export function totpAt(t: TestApp, secret: string): string {
  return authenticator.clone({ epoch: t.clock.now().getTime() }).generate(secret);
}

/** A 6-digit code that is wrong for `secret` in every step the server accepts (now, one before, one after). */
export function wrongTotpAt(t: TestApp, secret: string): string {
  const now = t.clock.now().getTime();
  const valid = new Set([-30_000, 0, 30_000].map((d) => authenticator.clone({ epoch: now + d }).generate(secret)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
