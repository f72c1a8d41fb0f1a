import { z } from 'zod';

/**
 * One error model for the whole platform. Every failure the API reports carries a code from
 * this enum, an HTTP status and a message. Messages are the exact strings of docs/product.md §8
 * (typos included) where it has one.
 */
export const ERROR_CODES = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  TWO_FACTOR_REQUIRED: 401,
  FORBIDDEN: 403,
  /** The account must change its password first (auth.ts PASSWORD_CHANGE_REQUIRED). */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** The account must turn two-factor on first (auth.ts TWO_FACTOR_SETUP_REQUIRED). */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  ACCOUNT_LOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_SESSION: 401,
  RATE_LIMITED: 429,
  /** A Host that is no site of the platform nor an administrator host (Misdirected Request). */
  UNKNOWN_SITE: 421,
  MAINTENANCE: 503,
  /**
   * Send the same request again: the process is draining for a restart, or lost its database
   * connection mid-request (a placement carries its Idempotency-Key, so a retry never places
   * twice). Not 503, which the sites read as
   * maintenance (docs/decisions/try-again-answers.md); 429 is what clients and load balancers
   * already treat as "retry after Retry-After".
   */
  TRY_AGAIN: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Ours, not from docs/product.md (it shows none): a request whose text holds U+0000. PostgreSQL
 * text cannot store that character, so such a request is refused whole, before anything runs.
 */
export const REQUEST_MESSAGES = {
  nulCharacter: 'The request holds a character that is not allowed (U+0000)',
  unknownSite: 'This address is not a site of this platform',
  tryAgain: 'Please try again in a moment',
} as const;

/** The exact user-facing strings the API answers with (docs/product.md §8). */
export const MESSAGES = {
  accountLocked: 'Access Denied: Account Locked By Admin',
  loginWithAdminWebsite: 'Login with admin website',
  invalidPassword: 'Invalid Password',
  passwordRule: 'Password should contain 8 character & 1 digit',
  passwordDidntMatch: "Password Didn't Match",
  passwordMismatch: 'Password Mismatch',
  passwordUpdated: 'PASSWORD UPDATED',
  passwordUpdatedSuccessfull: 'Password Updated Successfull',
  loginSuccessful: 'Login Successful',
  signupSuccessfull: 'Signup Successfull',
  somethingWentWrong: 'Something Went Wrong, Please Try again!',
  duplicateWindow: 'Duplicate Window or Un Authorised access',
  refreshThePage: 'Refresh The Page, If Error Continues Please Contact Your Service Provider!',
  whiteLabelMissing: 'WhiteLabel is Missing!',
  websiteUnderMaintenance: 'Website is Under Maintenance',
  demoAccount: 'This is your Demo Account, Please Login as Normal user',
  demoMoney: 'First Login as a normal user',
  loginAsNormalUser: 'Please Login as Normal user',
  remarksRequired: 'Remarks is required',
  transactionCodeEmpty: 'Transaction Code is Empty',
  invalidTransactionCode: 'Invalid Transaction Code',
  transactionCodeNotSet: 'Transaction Code is not set, please renew it from the Transaction Code menu',
  amountOverAvailable: 'You cant provide amount greater than your available balance',
  invalidAddSubtract: 'Please provide a valid number to add or subtract.',
  otpSent: 'OTP SENT',
  otpSendSuccessfully: 'OTP Send Successfully',
  enableSecureAuth: 'Enable Secure Auth, to View/Update Transaction Code Anytime!',
  invalidEmail: 'Please enter valid email',
  mobileRequired: 'Mobile Number is Required',
  mobileNotValid: 'Mobile Number is Not Valid',
  invalidName: 'Invalid Name',
  updatedSucessfully: 'Updated Sucessfully',
  noDataFound: 'No Data Found',
  unauthorized: 'Unauthorized',
} as const;
