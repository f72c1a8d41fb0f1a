import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';

/**
 * Transaction code lockout (docs/decisions/transaction-code-lockout.md). Wrong transaction codes
 * are counted per holder of the code: the staff account itself, or one Multi Login Account login
 * of it. After TRANSACTION_CODE_LOCK.maxFailures wrong codes in a row the holder's
 * code-protected actions are refused for TRANSACTION_CODE_LOCK.lockMinutes, the right code
 * included; the account is not blocked and may still sign in and do everything else. A right
 * code resets the count. An upline of the account (or the administrator) lifts the lock from the
 * Users screen, the account itself lifts its logins' locks from Multi Login Account; lifting
 * needs the lifter's own transaction code, as every other admin toggle does.
 */
export const TRANSACTION_CODE_LOCK = {
  maxFailures: 5,
  lockMinutes: 15,
} as const;

export const TRANSACTION_CODE_LOCK_MESSAGES = {
  lifted: 'Transaction code lock lifted',
  notLocked: 'There is no transaction code lock to lift',
} as const;

/** The refusal while a holder is locked (429), saying when it ends in whole minutes, rounded up. */
export function transactionCodeLockedMessage(minutesLeft: number): string {
  const n = Math.max(1, Math.ceil(minutesLeft));
  return `Too many wrong transaction codes. Try again in ${n} minute${n === 1 ? '' : 's'}`;
}

/** Minutes from `now` until `lockedUntil`, as the message counts them. */
export function minutesUntil(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

/** An employee login of an account whose code is locked, as the Users screen shows it. */
export const lockedLoginSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  lockedUntil: z.string(),
});
export type LockedLogin = z.infer<typeof lockedLoginSchema>;

const transactionCodeInput = z
  .union([z.string().trim().max(64), z.number()])
  .optional()
  .default('');

/** Which lock of the account to lift: the account's own, or one of its logins' (`loginId`). */
export const liftCodeLockBodySchema = z.object({
  loginId: z.uuid().optional(),
  transactionCode: transactionCodeInput,
});
export type LiftCodeLockBody = z.infer<typeof liftCodeLockBodySchema>;

export const liftCodeLockResultSchema = z.object({
  /** The account, and the login when one was lifted. */
  userId: z.string(),
  loginId: z.string().nullable(),
  /** When the lifted lock would have ended. */
  wasLockedUntil: z.string(),
});
export type LiftCodeLockResult = z.infer<typeof liftCodeLockResultSchema>;

/**
 * POST api/{role}/user/{userId}/liftCodeLock: an upline (the account in the caller's downline,
 * else 403 as every staff call on a user) lifts the account's transaction code lock, or one of
 * its logins' with `loginId`. Needs the caller's own transaction code; audited.
 */
export const liftAccountCodeLock = defineRoute({
  method: 'POST',
  path: '/api/:role/user/:userId/liftCodeLock',
  summary: "Lift a downline account's (or its login's) transaction code lock",
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema, userId: z.uuid() }),
  body: liftCodeLockBodySchema,
  response: docsEnvelope(liftCodeLockResultSchema),
});

/**
 * POST api/{role}/multiLogin/{loginId}/liftCodeLock: the account lifts one of its own logins'
 * transaction code lock (never a login itself: Multi Login Account calls are the account's).
 */
export const liftLoginCodeLock = defineRoute({
  method: 'POST',
  path: '/api/:role/multiLogin/:loginId/liftCodeLock',
  summary: "Lift the transaction code lock of one of the caller's logins",
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema, loginId: z.uuid() }),
  body: liftCodeLockBodySchema.omit({ loginId: true }),
  response: docsEnvelope(liftCodeLockResultSchema),
});
