import { z } from 'zod';
import { defineRoute } from './route.js';
import { istDaySchema } from './dates.js';
import { docsEnvelope, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { loginDocsSchema } from './auth.js';
import { pathRoleSchema, STAFF_ROLES } from './roles.js';

/**
 * Entry links (docs/product.md §2): /direct-login/{token}, /branch/{branchId},
 * /register/{utm_source}/{registration_Source}; and the third-party game account of §7
 * (GET api/user/cockFight/create and /logout).
 *
 * Decisions (docs/product.md names the routes, not the calls):
 * - A direct-login link is issued by a staff member for one player of its downline with
 *   POST api/{role}/user/{userId}/direct-login. It is a random 256-bit token, kept only as a
 *   SHA-256 hash, valid for DIRECT_LOGIN_TTL_SECONDS and once. The player site exchanges it
 *   with POST api/auth/direct-login for a normal session (the duplicate-screen rule applies:
 *   the player's other screens are replaced; a player with two-factor on still gives a code).
 * - Only players (not demo, not locked) get links; staff use the admin website. Issuing is
 *   audited, and needs no transaction code: the link opens the player's screens, it moves no
 *   points on its own and the upline can already lock or log the account out.
 * - The sign-ups of tracked links are read by staff with GET api/{role}/report/registrations:
 *   their downline players with the UTM source, registration source, branch and referrer they
 *   came with (a sign-up with none of these is not listed).
 */

/** Lifetime of a direct-login link: long enough to send it, short enough to be useless later. */
export const DIRECT_LOGIN_TTL_SECONDS = 300;

export const ENTRY_LINK_MESSAGES = {
  linkIssued: 'Login link created, valid for 5 minutes and one use',
  linkInvalid: 'This login link is not valid',
  linkUsed: 'This login link has already been used',
  linkExpired: 'This login link has expired, ask for a new one',
  onlyPlayers: 'A login link can only be made for a player account',
  demoNoLink: 'A demo account cannot get a login link',
  lockedNoLink: 'This account is locked',
  wrongSite: 'This login link belongs to another website',
  cockFightDemo: 'Not available for demo account',
  cockFightUnavailable: 'Not available on this website',
  cockFightCreated: 'Account created',
  cockFightExists: 'Account already created',
  cockFightLoggedOut: 'Logged out',
} as const;

const uuid = z.string().uuid();

export const issueDirectLoginParamsSchema = z.object({ role: pathRoleSchema, userId: uuid });
export const directLoginLinkSchema = z.object({
  /** The full link to hand to the player: {origin}/direct-login/{token}. */
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type DirectLoginLink = z.infer<typeof directLoginLinkSchema>;

export const issueDirectLogin = defineRoute({
  method: 'POST',
  path: '/api/:role/user/:userId/direct-login',
  summary: 'Issue a one-time, short-lived login link for a downline player',
  tags: ['entry links'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: issueDirectLoginParamsSchema,
  response: docsEnvelope(directLoginLinkSchema),
});

/** Tokens are base64url of 32 bytes (43 characters); anything else is refused before the database. */
export const directLoginBodySchema = z.object({ token: z.string().max(128) });
export type DirectLoginBody = z.infer<typeof directLoginBodySchema>;

export const directLogin = defineRoute({
  method: 'POST',
  path: '/api/auth/direct-login',
  summary: 'Exchange a direct-login token for a session (once)',
  tags: ['entry links'],
  access: { kind: 'public' },
  body: directLoginBodySchema,
  response: docsEnvelope(loginDocsSchema),
});

/**
 * Filters of the registrations report (each optional, all combined): exact UTM source,
 * registration source and branch id; `branch` and `referrer` are the branch's and the referring
 * player's user names (exact, any case); `startDate`/`endDate` are IST days, both inclusive, on the sign-up time (no range
 * means every sign-up). `search` matches part of the new player's user name.
 */
export const registrationsQuerySchema = pageQuerySchema.extend({
  /** Only sign-ups that came with this UTM source. */
  utmSource: z.string().max(128).optional(),
  registrationSource: z.string().max(128).optional(),
  branchId: z.string().max(64).optional(),
  branch: z.string().max(64).optional(),
  referrer: z.string().max(64).optional(),
  startDate: istDaySchema.optional(),
  endDate: istDaySchema.optional(),
});
export type RegistrationsQuery = z.input<typeof registrationsQuerySchema>;
export const registrationRowSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  utmSource: z.string().nullable(),
  registrationSource: z.string().nullable(),
  branchId: z.string().nullable(),
  /** The branch's user name (null without an accepted branch). */
  branchUserName: z.string().nullable(),
  /** The referring player's user name (/register-referrer links). */
  referrerUserName: z.string().nullable(),
  parentUserName: z.string().nullable(),
  createdAt: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const getRegistrations = defineRoute({
  method: 'GET',
  path: '/api/:role/report/registrations',
  summary: 'Self-registered downline players with the tracking they came with (newest first)',
  tags: ['entry links'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  querystring: registrationsQuerySchema,
  response: pagedEnvelope(registrationRowSchema),
});

export const cockFightDocsSchema = z.object({ cockFightCreated: z.boolean() });

/** GET api/user/cockFight/create: provisions the player's account at the provider, once. */
export const createCockFightAccount = defineRoute({
  method: 'GET',
  path: '/api/user/cockFight/create',
  summary: 'Create the player’s third-party (cock fight) game account, once per non-demo player, on a site that offers it',
  tags: ['third-party accounts'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(cockFightDocsSchema),
});

/** GET api/user/cockFight/logout: ends the player's session at the provider. */
export const logoutCockFightAccount = defineRoute({
  method: 'GET',
  path: '/api/user/cockFight/logout',
  summary: 'End the player’s session at the third-party (cock fight) provider',
  tags: ['third-party accounts'],
  access: { kind: 'session', roles: ['user'], allowDuringPasswordChange: true },
  response: docsEnvelope(cockFightDocsSchema),
});
