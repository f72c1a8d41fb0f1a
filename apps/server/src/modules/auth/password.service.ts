import { AUTH_MESSAGES, MESSAGES } from '@backlay/contract';
import { isValidPassword } from '@backlay/domain';
import { badRequest, forbidden } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/context.js';
import { hashSecret, verifySecret } from '../../lib/password-hash.js';
import type { AuthDeps, RequestMeta } from './auth-deps.js';
import { updateCredentials } from './auth.repository.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import { revokeUserSessions } from './session.repository.js';
import { endLiveSessions } from '../live/index.js';
import { newTransactionCode } from './transaction-code.service.js';

export interface ChangePasswordInput {
  oldPassword: string;
  password?: string | undefined;
  /** Older clients send the new password under this name. */
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * PATCH api/{role}/changePassword (docs/product.md §5). Success ends EVERY session of the
 * account, this one included: the client shows 'PASSWORD UPDATED' and logs out. Staff get a
 * new transaction code with the new password, shown once in the answer's `docs` (the
 * "transaction code to copy" of docs/product.md); players get null.
 */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<{ message: string; docs: { transactionCode: string | null } }> {
  const { user } = auth;
  if (user.demo) throw forbidden(MESSAGES.demoAccount);
  const oldPassword = input.oldPassword;
  const next = input.password || input.newPassword || '';
  if (!oldPassword || !next) throw badRequest(MESSAGES.invalidPassword);
  if (!isValidPassword(next)) throw badRequest(MESSAGES.passwordRule);
  if (input.confirmPassword !== undefined && input.confirmPassword !== next) throw badRequest(MESSAGES.passwordDidntMatch);
  if (!(await verifySecret(user.passwordHash, oldPassword))) throw badRequest(MESSAGES.invalidPassword);
  // A forced change to the same password would defeat the point of forcing it.
  if (next === oldPassword) throw badRequest(AUTH_MESSAGES.samePassword);

  const passwordHash = await hashSecret(next);
  const code = user.role === 'user' ? null : await newTransactionCode();
  const now = deps.clock.now();
  const endedSessions = await deps.db.transaction(async (tx) => {
    await updateCredentials(tx, user.id, {
      passwordHash,
      changePassword: false,
      ...(code ? { transactionCodeHash: code.hash } : {}),
      updatedAt: now,
    });
    const ended = await revokeUserSessions(tx, user.id, 'password_changed', now);
    await insertAuditRow(tx, {
      actorId: user.id,
      action: 'user.password_changed',
      targetType: 'user',
      targetId: user.id,
      before: { changePassword: user.changePassword },
      after: { changePassword: false, sessionsEnded: ended.length, transactionCodeIssued: code !== null },
      ip: meta.ip,
      createdAt: now,
    });
    return ended;
  });
  // No notice: this screen shows its own answer (and a staff member's new code) before it logs out.
  endLiveSessions(deps.live, endedSessions);
  return { message: MESSAGES.passwordUpdated, docs: { transactionCode: code?.plain ?? null } };
}
