import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, messageOnlySchema } from './envelope.js';
import { STAFF_ROLES, pathRoleSchema, roleSchema } from './roles.js';
import type { ErrorCode } from './errors.js';

/**
 * Messages of the auth calls that docs/product.md does not spell out (its own strings are in
 * MESSAGES of errors.ts). Kept here so the clients can match on them too.
 */
export const AUTH_MESSAGES = {
  /** One answer for an unknown name and a wrong password: no user enumeration. */
  invalidCredentials: 'Invalid User Name or Password',
  whiteLabelMismatch: 'WhiteLabel does not match this site',
  loggedOut: 'Logout Successfully',
  registrationClosed: 'Registration is not available on this site',
  forgotPasswordClosed: 'Forgot Password is not available on this site',
  /** The site has neither a default branch nor a whiteLabel account to place players under. */
  siteNotReady: 'This site is not ready for new players, please contact support',
  userNameTaken: 'User name already exists',
  samePassword: 'New Password must be different from Old Password',
  invalidOtp: 'Invalid or Expired OTP',
  invalidCode: 'Invalid Code',
  tooManyCodes: 'Too many wrong codes, please login again',
  twoFactorNotPending: 'Two-factor verification is not pending',
  twoFactorAlreadyOn: 'Secure Auth is already enabled',
  twoFactorAlreadyOff: 'Secure Auth is not enabled',
  twoFactorSetupFirst: 'Open Secure Auth to get a new secret first',
  twoFactorEnabled: 'Secure Auth Enabled',
  twoFactorDisabled: 'Secure Auth Disabled',
  transactionCodeUpdated: 'Transaction Code Updated',
  tooManyAttempts: 'Too many attempts, please try again in a minute',
  /**
   * Decision (docs/decisions/login-attempt-limits.md): a sign-in refused, before its password is
   * checked, while wrong passwords made this address wait or locked it out of the account.
   */
  tryLoginAgainIn: (seconds: number) => `Too many wrong passwords, please try again in ${spellWait(seconds)}`,
  /** Decision: an account created with two-factor required (the first administrator) keeps it on. */
  twoFactorRequired: 'Secure Auth is required for this account',
} as const;

/** "1 second", "30 seconds", "15 minutes": whole seconds under two minutes, whole minutes above. */
function spellWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return s === 1 ? '1 second' : `${s} seconds`;
  return `${Math.ceil(s / 60)} minutes`;
}

/**
 * The refusal of a call made by an account flagged to change its password (users.changePassword,
 * set when staff reset its password, or when it is created with it): until the change, every
 * session call whose access is not `allowDuringPasswordChange` answers 403 with the message
 * of the forced popup (docs/product.md §5), with a code of its own so clients can tell it from
 * other refusals.
 */
export const PASSWORD_CHANGE_REQUIRED = {
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: 'Please change password and copy transaction code',
} as const satisfies { code: ErrorCode; message: string };

/**
 * Decision: the refusal of a call made by an account that must turn two-factor on first
 * (users.twoFactorRequired: the administrator `admin:create` makes). After the forced password
 * change, every session call whose access is not `allowDuringTwoFactorSetup` answers 403 with
 * this until Secure Auth is on; it cannot be turned off again.
 */
export const TWO_FACTOR_SETUP_REQUIRED = {
  code: 'TWO_FACTOR_SETUP_REQUIRED',
  message: 'Set up Secure Auth to continue',
} as const satisfies { code: ErrorCode; message: string };

/** Staff transaction codes are 8 digits; one-time codes (forgot password) 6 digits. */
export const TRANSACTION_CODE_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Form booleans arrive as strings from form-urlencoded bodies. */
export const formBoolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** POST api/auth — login and demo login (docs/product.md §7 Authentication). */
export const loginBodySchema = z.object({
  /** docs/product.md calls the login name `email`; it is the user name, trimmed. */
  email: z.string().trim().max(64).optional().default(''),
  password: z.string().max(128).optional().default(''),
  whiteLabelId: z.string().max(64).optional(),
  country: z.string().max(64).optional(),
  city: z.string().max(64).optional(),
  domain: z.string().max(255).optional(),
  countryFlag: z.string().max(255).optional(),
  demo: formBoolean.optional().default(false),
  future9: formBoolean.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginDocsSchema = z.object({
  token: z.string(),
  _id: z.string(),
  userName: z.string(),
  userType: roleSchema,
  /** Null for the administrator, who stands above every white label. */
  whiteLabelId: z.string().nullable(),
  demo: z.boolean(),
  /** Set when the account must change its password before anything else. */
  changePassword: z.boolean(),
  enable2fa: z.boolean(),
  /** True while the session waits for the /login-auth code. */
  twoFactorPending: z.boolean(),
  /** True while the account must turn two-factor on before anything else (TWO_FACTOR_SETUP_REQUIRED). */
  twoFactorSetupRequired: z.boolean().optional(),
  /** When a demo session ends (ISO time); null for normal accounts. */
  demoExpiresAt: z.string().nullable(),
});
export type LoginDocs = z.infer<typeof loginDocsSchema>;

export const login = defineRoute({
  method: 'POST',
  path: '/api/auth',
  summary: 'Log in (or demo login); the token comes in docs and in the authorization header',
  tags: ['auth'],
  access: { kind: 'public' },
  body: loginBodySchema,
  response: docsEnvelope(loginDocsSchema),
});

export const logoutQuerySchema = z.object({
  country: z.string().max(64).optional(),
  city: z.string().max(64).optional(),
  countryFlag: z.string().max(255).optional(),
  domain: z.string().max(255).optional(),
});
export const logout = defineRoute({
  method: 'DELETE',
  path: '/api/:role/auth',
  summary: 'Log out: revokes the session token',
  tags: ['auth'],
  access: { kind: 'session', allowDuringTwoFactor: true, allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
  params: z.object({ role: pathRoleSchema }),
  querystring: logoutQuerySchema,
  response: messageOnlySchema,
});

/**
 * POST api/auth/signup — player self-registration on a b2c site (form). Fields are loose here
 * on purpose: the service checks them and answers with the documented messages.
 */
export const signupBodySchema = z.object({
  userName: z.string().trim().max(128).optional().default(''),
  fullName: z.string().trim().max(128).optional().default(''),
  email: z.string().trim().max(254).optional().default(''),
  phone: z.string().trim().max(32).optional().default(''),
  countryCode: z.string().trim().max(6).optional(),
  password: z.string().max(128).optional().default(''),
  confirmPassword: z.string().max(128).optional(),
  whiteLabelId: z.string().max(64).optional(),
  /** Tracking kept in local storage by the entry links (docs/product.md §9). */
  referrerCode: z.string().max(64).optional(),
  branchId: z.string().max(64).optional(),
  utmSource: z.string().max(128).optional(),
  registrationSource: z.string().max(128).optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;
export const signup = defineRoute({
  method: 'POST',
  path: '/api/auth/signup',
  summary: 'Register a player on a b2c site; answers with a session like login',
  tags: ['auth'],
  access: { kind: 'public' },
  body: signupBodySchema,
  response: docsEnvelope(loginDocsSchema),
});

/**
 * The demo account's name is always generated (demo + digits) and its password is random:
 * `userName` and `password` are accepted for compatibility and ignored. fullName, email and
 * phone are kept as lead details when given (and must then be valid).
 */
export const signupDemoBodySchema = z.object({
  userName: z.string().trim().max(128).optional(),
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(32).optional(),
  fullName: z.string().trim().max(128).optional(),
  password: z.string().max(128).optional(),
  demoWhiteLabelId: z.string().max(64).optional(),
});
export const signupDemo = defineRoute({
  method: 'POST',
  path: '/api/auth/signup/demo',
  summary: 'Open a demo session (6 hours, demo points, no money calls)',
  tags: ['auth'],
  access: { kind: 'public' },
  body: signupDemoBodySchema,
  response: docsEnvelope(loginDocsSchema),
});

/** PATCH api/{role}/changePassword — form: oldPassword and password (newPassword accepted too). */
export const changePasswordBodySchema = z.object({
  oldPassword: z.string().max(128).optional().default(''),
  password: z.string().max(128).optional(),
  newPassword: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
});
export const changePasswordDocsSchema = z.object({
  /** Staff only: the transaction code to copy, shown once (docs/product.md §5). */
  transactionCode: z.string().nullable(),
});
export const changePassword = defineRoute({
  method: 'PATCH',
  path: '/api/:role/changePassword',
  summary: 'Change password; ends every session of the account',
  tags: ['auth'],
  access: { kind: 'session', allowDuringPasswordChange: true, allowDuringTwoFactorSetup: true },
  params: z.object({ role: pathRoleSchema }),
  body: changePasswordBodySchema,
  response: docsEnvelope(changePasswordDocsSchema),
});

/** Forgot password by OTP. Paths not shown in docs/product.md: ours. */
export const forgotPasswordOtpBodySchema = z.object({
  userName: z.string().trim().max(128).optional().default(''),
  whiteLabelId: z.string().max(64).optional(),
});
export const forgotPasswordOtp = defineRoute({
  method: 'POST',
  path: '/api/auth/forgotPassword/otp',
  summary: 'Send a one-time code to the mobile number of the account (same answer for any name)',
  tags: ['auth'],
  access: { kind: 'public' },
  body: forgotPasswordOtpBodySchema,
  response: messageOnlySchema,
});
export const forgotPasswordBodySchema = z.object({
  userName: z.string().trim().max(128).optional().default(''),
  otp: z.string().trim().max(10).optional().default(''),
  password: z.string().max(128).optional().default(''),
  confirmPassword: z.string().max(128).optional(),
  whiteLabelId: z.string().max(64).optional(),
});
export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/forgotPassword',
  summary: 'Set a new password with the one-time code',
  tags: ['auth'],
  access: { kind: 'public' },
  body: forgotPasswordBodySchema,
  response: messageOnlySchema,
});

/** Two-factor (TOTP). Setup at /secureauth, verification at /login-auth. */
export const twoFactorSetupDocsSchema = z.object({
  enable2fa: z.boolean(),
  secret: z.string().nullable(),
  otpauthUrl: z.string().nullable(),
});
export const twoFactorSetup = defineRoute({
  method: 'GET',
  path: '/api/:role/secureAuth',
  summary: 'Two-factor status; when off, the pending secret to scan (issued on the first call, then the same until used)',
  tags: ['auth'],
  access: { kind: 'session', allowDuringTwoFactorSetup: true },
  params: z.object({ role: pathRoleSchema }),
  response: docsEnvelope(twoFactorSetupDocsSchema),
});
export const twoFactorCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digit code'),
});
export const twoFactorEnable = defineRoute({
  method: 'POST',
  path: '/api/:role/secureAuth',
  summary: 'Turn two-factor on (code from the scanned secret) or off (current code) — body.enable decides',
  tags: ['auth'],
  access: { kind: 'session', allowDuringTwoFactorSetup: true },
  params: z.object({ role: pathRoleSchema }),
  body: twoFactorCodeBodySchema.extend({ enable: formBoolean }),
  response: docsEnvelope(z.object({ enable2fa: z.boolean() })).extend({ message: z.string() }),
});
export const twoFactorVerify = defineRoute({
  method: 'POST',
  path: '/api/auth/verify2fa',
  summary: 'The /login-auth step: verify the TOTP code of a session waiting for it',
  tags: ['auth'],
  // A flagged account with two-factor on gives its code first, then changes its password.
  access: { kind: 'session', allowDuringTwoFactor: true, allowDuringPasswordChange: true },
  body: twoFactorCodeBodySchema,
  response: docsEnvelope(loginDocsSchema),
});

/** Staff transaction code: needs two-factor on; a new code is shown once. */
export const transactionCodeRenew = defineRoute({
  method: 'POST',
  path: '/api/:role/transactionCode',
  summary: 'Issue a new staff transaction code (two-factor code required); shown once',
  tags: ['auth'],
  access: { kind: 'session', roles: STAFF_ROLES },
  params: z.object({ role: pathRoleSchema }),
  // Loose on purpose: without two-factor the answer is 'Enable Secure Auth...', whatever the code.
  body: z.object({ code: z.string().trim().max(10).optional().default('') }),
  response: docsEnvelope(z.object({ transactionCode: z.string() })),
});
