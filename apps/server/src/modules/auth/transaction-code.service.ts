import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES, MESSAGES, TRANSACTION_CODE_LENGTH } from '@backlay/contract';
import { badRequest, forbidden } from '../../lib/app-error.js';
import type { AuthContext, UserRow } from '../../lib/context.js';
import { hashSecret, verifySecret } from '../../lib/password-hash.js';
import type { AuthDeps, RequestMeta } from './auth-deps.js';
import { updateCredentials } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { checkTotp } from './totp.js';

/**
 * Staff transaction codes confirm money moves and admin toggles. Only an argon2 hash is
 * stored, so a code is shown once: when issued (password change, or renewal with two-factor).
 */
export async function newTransactionCode(): Promise<{ plain: string; hash: string }> {
  const plain = String(randomInt(0, 10 ** TRANSACTION_CODE_LENGTH)).padStart(TRANSACTION_CODE_LENGTH, '0');
  return { plain, hash: await hashSecret(plain) };
}

/**
 * The check other modules call before a staff action (ledger transfers, deposit decisions,
 * administrator toggles): 400 'Transaction Code is Empty' or 400 'Invalid Transaction Code'.
 */
export async function verifyTransactionCode(
  user: Pick<UserRow, 'transactionCodeHash'>,
  code: string | number | null | undefined,
): Promise<void> {
  const plain = normaliseTransactionCode(code);
  if (!plain) throw badRequest(MESSAGES.transactionCodeEmpty);
  if (!user.transactionCodeHash) throw badRequest(MESSAGES.transactionCodeNotSet);
  if (!(await verifySecret(user.transactionCodeHash, plain))) throw badRequest(MESSAGES.invalidTransactionCode);
}

/** A JSON number loses leading zeros (00123456 -> 123456); codes are issued zero-padded. */
export function normaliseTransactionCode(code: string | number | null | undefined): string {
  if (typeof code === 'number') return Number.isInteger(code) && code >= 0 ? String(code).padStart(TRANSACTION_CODE_LENGTH, '0') : '';
  return (code ?? '').trim();
}

/** POST api/{role}/transactionCode: staff with two-factor on get a new code for a valid TOTP code. */
export async function renewTransactionCode(
  deps: AuthDeps,
  auth: AuthContext,
  code: string,
  meta: RequestMeta,
): Promise<{ message: string; docs: { transactionCode: string } }> {
  const { user } = auth;
  if (user.role === 'user') throw forbidden('Not allowed for your role');
  if (!user.enable2fa || !user.totpSecret) throw forbidden(MESSAGES.enableSecureAuth);
  const now = deps.clock.now();
  if (!checkTotp(now, user.totpSecret, code)) throw badRequest(AUTH_MESSAGES.invalidCode);
  const issued = await newTransactionCode();
  await deps.db.transaction(async (tx) => {
    await updateCredentials(tx, user.id, { transactionCodeHash: issued.hash, updatedAt: now });
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.transaction_code_issued',
      targetType: 'user',
      targetId: user.id,
      before: { hasTransactionCode: user.transactionCodeHash !== null },
      after: { hasTransactionCode: true, via: 'two_factor' },
      ip: meta.ip,
      createdAt: now,
    });
  });
  return { message: AUTH_MESSAGES.transactionCodeUpdated, docs: { transactionCode: issued.plain } };
}
