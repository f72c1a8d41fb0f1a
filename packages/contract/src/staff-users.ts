import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { formBoolean } from './auth.js';
import { pathRoleSchema, roleSchema, STAFF_ROLES } from './roles.js';
import { lockedLoginSchema } from './transaction-code-locks.js';

/**
 * The staff console's Hierarchy calls (docs/product.md §3 "User profile", §6 roles): the
 * downline list and lazy tree, creating a downline account, Modify User and logging a user out.
 * Every call acts only on the caller's downline (accounts whose ancestor path holds the
 * caller); anything else, including an id that does not exist, answers 403 notInDownline so no
 * account outside the downline can be probed.
 *
 * Wire units: amounts in rupees, partnership and commission as percentages with at most two
 * decimals (stored as basis points).
 *
 * Decisions where docs/product.md is silent:
 * - Partnership: each account keeps its own share of its downline's P/L, and settlement honours
 *   the shares top first, cutting any beyond 100% (domain partnership-split). What a caller
 *   "holds" to give away is therefore what its chain has not kept yet: 100% minus the shares of
 *   the caller and every upline above it. A larger share is refused at creation instead of being
 *   cut silently at settlement. Players keep no share (only uplines take one), so a player's
 *   partnership must be 0.
 * - Commission: the rebate a player earns on a losing market (domain commissionOnLoss), 0..100%.
 * - Lock (blocked) and bet lock reach the whole downline: locking an account locks every account
 *   below it that is not locked already, marked as locked through its upline; unlocking releases
 *   exactly those, except below an account that is itself locked. An account locked through its
 *   upline is unlocked by unlocking that upline (the call answers uplineLocked). A lock ends the
 *   live sessions of every locked account and sends each of them `logoutUserByAdmin`; a bet lock
 *   keeps sessions (the player may still look and withdraw).
 * - Password reset: the upline sets a new password, the account must change it at its next login
 *   (changePassword), and its sessions end.
 * - Limits: the only per-account limit stored today is the commission rate; max stake and
 *   exposure limits need columns first.
 */

export const STAFF_USER_MESSAGES = {
  notInDownline: 'This user is not in your downline',
  userCreated: 'User Created Successfully',
  userUpdated: 'User Updated Successfully',
  userLoggedOut: 'User Logged Out Successfully',
  /** Sent with `logoutUserByAdmin`. */
  loggedOutByUpline: 'You have been logged out by your upline',
  passwordResetByUpline: 'Your password was reset by your upline, please login again',
  nothingToChange: 'Nothing to change',
  whiteLabelRequired: 'Select the white label of the new account',
  whiteLabelNotFound: 'White label not found',
  whiteLabelOnlyAdministrator: 'Only the administrator names the white label of a new account',
  invalidPartnership: 'Partnership must be a percentage from 0 to 100 with at most two decimals',
  invalidCommission: 'Commission must be a percentage from 0 to 100 with at most two decimals',
  playerPartnership: 'A player account has no partnership share',
  demoPasswordReset: 'The password of a demo account cannot be reset',
  invalidCredit: 'Please provide a valid opening credit',
} as const;

/** Messages with a value in them. */
export const staffUserMessage = {
  roleNotAllowed: (allowed: readonly string[]) =>
    allowed.length ? `You can create only these roles: ${allowed.join(', ')}` : 'You cannot create accounts',
  partnershipOverLimit: (maxPercent: number) => `Partnership cannot be more than ${maxPercent}% (what your upline chain has not kept)`,
  uplineLocked: (userName: string) => `This account is locked through its upline ${userName}: unlock ${userName} first`,
  uplineBetLocked: (userName: string) =>
    `This account is bet locked through its upline ${userName}: remove the bet lock of ${userName} first`,
};

/** A percentage as forms and JSON send it; the server checks the range and decimals. */
const percentInput = z.union([z.number(), z.string().trim().max(16)]);
const transactionCodeInput = z
  .union([z.string().trim().max(64), z.number()])
  .optional()
  .default('');
const uuid = z.uuid();

/** One account of the downline, as the list, the tree and the write calls answer it. */
export const staffUserSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  fullName: z.string(),
  userType: roleSchema,
  whiteLabelId: z.string().nullable(),
  parent: z.object({ _id: z.string(), userName: z.string() }).nullable(),
  /** Percent of the downline's P/L this account keeps. */
  partnership: z.number(),
  /** Percent rebate on a losing market (players). */
  commission: z.number(),
  /** Wallet balance, rupees. */
  pts: z.number(),
  exposure: z.number(),
  availablePts: z.number(),
  blocked: z.boolean(),
  betLock: z.boolean(),
  /** Locked through an upline's lock (not by a lock of its own). */
  blockedByUpline: z.boolean(),
  betLockedByUpline: z.boolean(),
  demo: z.boolean(),
  changePassword: z.boolean(),
  /** Until when the account's own transaction code is locked (wrong codes), null when it is not. */
  codeLockedUntil: z.string().nullable(),
  /** Its Multi Login Account logins whose transaction code is locked. */
  codeLockedLogins: z.array(lockedLoginSchema),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const STAFF_USER_SORTS = ['userName', 'createdAt', 'balance'] as const;

/**
 * GET api/{role}/user. Direct children of the caller (or of `userId`, a downline account) by
 * default; `all=true` lists the whole subtree. `search` matches part of the user name, without
 * case; `sortBy=balance` sorts by pts.
 */
export const staffUsersQuerySchema = pageQuerySchema.extend({
  userId: uuid.optional(),
  all: formBoolean.optional().default(false),
  role: pathRoleSchema.optional(),
  blocked: formBoolean.optional(),
  sortBy: z.enum(STAFF_USER_SORTS).optional().default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).optional().default('desc'),
});
export type StaffUsersQuery = z.infer<typeof staffUsersQuerySchema>;

export const getStaffUsers = defineRoute({
  method: 'GET',
  path: '/api/:role/user',
  summary: "The caller's downline accounts, paged, searchable and sortable",
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: staffUsersQuerySchema,
  response: pagedEnvelope(staffUserSchema),
});

/** A node of the lazy tree: an account with the number of its direct children. */
export const hierarchyNodeSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  userType: roleSchema,
  blocked: z.boolean(),
  betLock: z.boolean(),
  childCount: z.number().int(),
});
export type HierarchyNode = z.infer<typeof hierarchyNodeSchema>;

export const hierarchyQuerySchema = pageQuerySchema.omit({ search: true }).extend({
  /** The node to open; the caller itself when omitted. */
  userId: uuid.optional(),
});
export type HierarchyQuery = z.infer<typeof hierarchyQuerySchema>;

/**
 * GET api/{role}/user/hierarchy: one level of the tree under the caller or a downline account:
 * `node` (the account opened), `path` (from the caller down to `node`, for a breadcrumb) and its
 * children in `docs` (highest role first, then by name), paged, each with its child count.
 */
export const getStaffUserHierarchy = defineRoute({
  method: 'GET',
  path: '/api/:role/user/hierarchy',
  summary: 'One level of the downline tree, with child counts',
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: hierarchyQuerySchema,
  response: pagedEnvelope(hierarchyNodeSchema).extend({ node: hierarchyNodeSchema, path: z.array(hierarchyNodeSchema) }),
});

/**
 * POST api/{role}/user: a new account directly below the caller. `role` is one the caller may
 * create (the roles below its own; the administrator creates white label accounts);
 * `defaultBranch` is stored as branch. The administrator names the (existing) white label;
 * everyone else creates within its own. `credit` (rupees) is moved from the caller exactly as
 * PATCH api/{role}/user/pts adds points, in the same transaction: a refused credit creates
 * nothing.
 */
export const createStaffUserBodySchema = z.object({
  userName: z.string().trim().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128).optional(),
  fullName: z.string().trim().max(100).optional().default(''),
  role: pathRoleSchema,
  whiteLabelId: uuid.optional(),
  partnership: percentInput.optional().default(0),
  commission: percentInput.optional().default(0),
  credit: z.union([z.number(), z.string().trim().max(32)]).optional(),
  remarks: z.string().trim().max(500).optional(),
  transactionCode: transactionCodeInput,
});
export type CreateStaffUserBody = z.infer<typeof createStaffUserBodySchema>;

export const createStaffUserResultSchema = staffUserSchema.extend({
  /** The journal entry of the opening credit, when there was one. */
  journalEntryId: z.string().nullable(),
});

export const createStaffUser = defineRoute({
  method: 'POST',
  path: '/api/:role/user',
  summary: 'Create an account directly below the caller, with an optional opening credit',
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  body: createStaffUserBodySchema,
  response: docsEnvelope(createStaffUserResultSchema),
});

export const userIdParamsSchema = z.object({ role: pathRoleSchema, userId: uuid });

/**
 * PATCH api/{role}/user/{userId}: Modify User. Any of: `blocked` (lock or unlock), `betLock`,
 * `password` (a reset: the account must change it at its next login), `commission`. Needs the
 * caller's transaction code; writes one audit row with before and after.
 */
export const modifyStaffUserBodySchema = z.object({
  blocked: formBoolean.optional(),
  betLock: formBoolean.optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  commission: percentInput.optional(),
  remarks: z.string().trim().max(500).optional(),
  transactionCode: transactionCodeInput,
});
export type ModifyStaffUserBody = z.infer<typeof modifyStaffUserBodySchema>;

export const modifyStaffUserResultSchema = z.object({
  user: staffUserSchema,
  /** Fields that changed. */
  changed: z.array(z.string()),
  /** Downline accounts locked or released along with this one. */
  downlineAffected: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type ModifyStaffUserResult = z.infer<typeof modifyStaffUserResultSchema>;

export const modifyStaffUser = defineRoute({
  method: 'PATCH',
  path: '/api/:role/user/:userId',
  summary: 'Modify User: lock, bet lock, password reset, commission',
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: userIdParamsSchema,
  body: modifyStaffUserBodySchema,
  response: docsEnvelope(modifyStaffUserResultSchema),
});

/** POST api/{role}/user/{userId}/logout: ends the account's sessions and sends it `logoutUserByAdmin`. */
export const logoutStaffUser = defineRoute({
  method: 'POST',
  path: '/api/:role/user/:userId/logout',
  summary: 'Log a downline account out of every screen',
  tags: ['staff users'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: userIdParamsSchema,
  response: docsEnvelope(z.object({ sessionsEnded: z.number().int() })),
});
