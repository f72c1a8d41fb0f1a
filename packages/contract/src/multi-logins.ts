import { z } from 'zod';
import { defineRoute, type HttpMethod, type RouteDef } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';

/**
 * Multi Login Account (docs/product.md §1 names the tool, which roles see it is not shown). A
 * staff account creates extra logins for its employees: each has its own user name and password
 * and a set of permissions, and signs in to the staff console AS the account, limited to those
 * permissions. Every action taken through a login is audited with its name.
 *
 * Decisions where docs/product.md is silent:
 * - Every staff role, the administrator included, may keep logins.
 * - A login's user name is unique across all logins and, case-insensitively, against every
 *   account name (checked at creation), so a name signs in to exactly one thing.
 * - The dashboard, profile, balance, notifications (reading) and logout are always allowed. A
 *   login can never manage logins, change the account's password, transaction code or two-factor
 *   setting. Money actions still need the account's transaction code.
 * - Two-factor: a login asks for the account's code when the account has two-factor on.
 * - Locking or deleting a login, or changing its permissions or password, ends its sessions.
 */

export const STAFF_PERMISSIONS = ['users', 'points', 'money', 'bets', 'markets', 'reports', 'sites'] as const;
export const staffPermissionSchema = z.enum(STAFF_PERMISSIONS);
export type StaffPermission = z.infer<typeof staffPermissionSchema>;

/** What each permission opens, for the console's form. */
export const STAFF_PERMISSION_LABELS: Record<StaffPermission, string> = {
  users: 'Users (hierarchy, create and modify)',
  points: 'Points (credit and debit)',
  money: 'Money (deposit and withdraw queues, types, bonuses)',
  bets: 'Bets (bet lists and voids)',
  markets: 'Markets (results, markets, analysis)',
  reports: 'Reports (P/L, statements, audit log)',
  sites: 'Sites (white labels, domains, themes, blog posts, broadcasts)',
};

export const MULTI_LOGIN_MESSAGES = {
  created: 'Login Created Successfully',
  updated: 'Login Updated Successfully',
  deleted: 'Login Deleted Successfully',
  notYours: 'This login does not belong to your account',
  nothingToChange: 'Nothing to change',
  noAccess: 'Your login has no access to this',
  userNameTaken: 'This user name is already taken',
  /** Sessions of a locked or deleted login answer this. */
  loginLocked: 'This login is locked',
} as const;

export const multiLoginSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  permissions: z.array(staffPermissionSchema),
  locked: z.boolean(),
  /** Until when the login's transaction code is locked (wrong codes), null when it is not. */
  codeLockedUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MultiLogin = z.infer<typeof multiLoginSchema>;

const roleParams = z.object({ role: pathRoleSchema });
export const multiLoginParamsSchema = z.object({ role: pathRoleSchema, loginId: z.uuid() });

export const getMultiLogins = defineRoute({
  method: 'GET',
  path: '/api/:role/multiLogin',
  summary: "The caller's own logins (Multi Login Account)",
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  response: docsEnvelope(z.array(multiLoginSchema)),
});

/** Who is signed in: `login` is null for the account itself, the login for a sub-login. */
export const currentLoginSchema = z.object({
  login: z.object({ _id: z.string(), userName: z.string(), permissions: z.array(staffPermissionSchema) }).nullable(),
});
export type CurrentLogin = z.infer<typeof currentLoginSchema>;

export const getCurrentLogin = defineRoute({
  method: 'GET',
  path: '/api/:role/multiLogin/me',
  summary: 'Whether this session is a sub-login, and its permissions',
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  response: docsEnvelope(currentLoginSchema),
});

export const createMultiLoginBodySchema = z.object({
  userName: z.string().trim().max(64),
  password: z.string().max(128),
  permissions: z.array(staffPermissionSchema).max(STAFF_PERMISSIONS.length).default([]),
});
export type CreateMultiLoginBody = z.infer<typeof createMultiLoginBodySchema>;

export const createMultiLogin = defineRoute({
  method: 'POST',
  path: '/api/:role/multiLogin',
  summary: 'Create a login for the account',
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: roleParams,
  body: createMultiLoginBodySchema,
  response: docsEnvelope(multiLoginSchema),
});

/** Any of: new permissions, a new password (reset), lock or unlock. */
export const updateMultiLoginBodySchema = z.object({
  permissions: z.array(staffPermissionSchema).max(STAFF_PERMISSIONS.length).optional(),
  password: z.string().max(128).optional(),
  locked: z.boolean().optional(),
});
export type UpdateMultiLoginBody = z.infer<typeof updateMultiLoginBodySchema>;

export const updateMultiLogin = defineRoute({
  method: 'PATCH',
  path: '/api/:role/multiLogin/:loginId',
  summary: "Change a login's permissions, reset its password, lock or unlock it",
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: multiLoginParamsSchema,
  body: updateMultiLoginBodySchema,
  response: docsEnvelope(multiLoginSchema),
});

export const deleteMultiLogin = defineRoute({
  method: 'DELETE',
  path: '/api/:role/multiLogin/:loginId',
  summary: 'Delete a login; its sessions end',
  tags: ['multi login'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: multiLoginParamsSchema,
  response: z.object({ message: z.string() }),
});

/** `always`: every login may call it; `never`: only the account itself (its own login). */
export type LoginNeed = StaffPermission | 'always' | 'never';

/**
 * THE one map from staff calls to Multi Login Account permissions, by contract path (with
 * `:role`) and optionally method; the first match wins. A session call that no rule names is
 * refused to logins (new calls stay closed until someone maps them here). The server enforces
 * it (apps/server/src/modules/multi-logins/permissions.ts); the console hides what it closes.
 */
const LOGIN_RULES: readonly [RegExp, LoginNeed, HttpMethod?][] = [
  // Never through a login: the account's own secrets and the logins themselves.
  [/^\/api\/:role\/multiLogin\/me$/, 'always', 'GET'],
  [/^\/api\/:role\/multiLogin(\/|$)/, 'never'],
  [/^\/api\/:role\/changePassword$/, 'never'],
  [/^\/api\/:role\/transactionCode$/, 'never'],
  [/^\/api\/:role\/secureAuth$/, 'never'],
  // Always: signing out, the two-factor step, who am I, balance, dashboard, reading notifications.
  [/^\/api\/:role\/auth$/, 'always'],
  [/^\/api\/auth\/verify2fa$/, 'always'],
  [/^\/api\/:role\/(profile|pts|communicationDetail)$/, 'always'],
  [/^\/api\/:role\/dashboard(\/|$)/, 'always'],
  [/^\/api\/protected\//, 'always'],
  [/^\/api\/:role\/notification\/broadcast$/, 'sites'],
  [/^\/api\/:role\/notification$/, 'sites', 'POST'],
  [/^\/api\/:role\/notification$/, 'always'],
  // Points before users: credit and debit of a downline account.
  [/^\/api\/:role\/user\/pts$/, 'points'],
  [/^\/api\/:role\/user\/(casino\/)?openBet(\/|$)/, 'bets'],
  [/^\/api\/:role\/user\/complain$/, 'users'],
  [/^\/api\/:role\/user(\/|$)/, 'users'],
  [/^\/api\/:role\/complain$/, 'users'],
  [/^\/api\/:role\/(deposit|withdraw)(\/|$)/, 'money'],
  [/^\/api\/:role\/setting\/(depositType|paymentMethodType|bonus)$/, 'money'],
  [/^\/api\/:role\/bonus\//, 'money'],
  [/^\/api\/:role\/market(\/|-analysis|$)/, 'markets'],
  [/^\/api\/administrator\/game\/market$/, 'markets'],
  [/^\/api\/:role\/game\/typeList$/, 'markets'],
  [/^\/api\/:role\/casino\/(provider|game)$/, 'markets'],
  [/^\/api\/:role\/(game\/report|report\/.+|transaction|accountStatement|audit|casino\/reconciliation)$/, 'reports'],
  [/^\/api\/:role\/setting\/theme\//, 'sites'],
  [/^\/api\/:role\/setting\/blog\//, 'sites'],
  [/^\/api\/:role\/setting\/streamHosts(\/|$)/, 'sites'],
  [/^\/api\/administrator\/(setting|broadcast)\//, 'sites'],
];

/** What a login needs for one call of the contract. */
export function permissionFor(def: Pick<RouteDef, 'method' | 'path'>): LoginNeed {
  for (const [re, need, method] of LOGIN_RULES) {
    if ((!method || method === def.method) && re.test(def.path)) return need;
  }
  return 'never';
}

/** Whether a login with these permissions may make a call (the account itself: `login` null). */
export function loginMayCall(def: Pick<RouteDef, 'method' | 'path'>, permissions: readonly string[] | null): boolean {
  if (permissions === null) return true;
  const need = permissionFor(def);
  return need === 'always' || (need !== 'never' && permissions.includes(need));
}
