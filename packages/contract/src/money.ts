import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, messageOnlySchema, pagedEnvelope, pageQuerySchema } from './envelope.js';
import { MESSAGES } from './errors.js';
import { formBoolean } from './auth.js';
import { pathRoleSchema, type Role } from './roles.js';
import { ptsSchema } from './profile.js';

/**
 * Money in and out (docs/product.md §2–8, docs/architecture.md §7): payment methods, the
 * player's withdrawal accounts, deposit and withdrawal requests and the staff decisions on
 * them. Amounts are rupees on the wire (at most two decimals), integer paise inside.
 *
 * Decisions where docs/product.md is silent:
 * - Two kinds of payment method share one shape: `depositType` (where a player sends money:
 *   the operator's account details, QR, UPI id) and `paymentMethodType` (a kind of account a
 *   player withdraws to: the fields the player fills in, with the withdrawal min/max that the
 *   withdraw rule reads from "the selected account type").
 * - The calls that move money take amounts as a number or a string and are checked by the
 *   server, so a bad amount answers with the documented message, not a schema error.
 */

/** The payment types of docs/product.md. IPAY and XPAY are paid through a gateway, not with a proof. */
export const PAYMENT_TYPES = ['QR', 'UPI', 'IMPS', 'NEFT', 'USDT', 'IPAY', 'XPAY', 'other'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;
export const GATEWAY_PAYMENT_TYPES: readonly PaymentType[] = ['IPAY', 'XPAY'];

export const PAYMENT_METHOD_PURPOSES = ['deposit', 'withdraw'] as const;
export type PaymentMethodPurpose = (typeof PAYMENT_METHOD_PURPOSES)[number];

export const REQUEST_STATUSES = ['pending', 'processing', 'approved', 'rejected'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;
/** A request in one of these still waits for staff (and, for a withdrawal, keeps its hold). */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['pending', 'processing'];

/** Bonus id 100001 means "no bonus" (docs/product.md §3). */
export const NO_BONUS_ID = '100001';

/** Proof images: PNG, JPEG or WebP (read from their bytes), at most this many bytes. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/**
 * Pixel budget of a proof, read from its header before anything decodes it: a few KB of
 * compressed zeros can claim billions of pixels (a decompression bomb). A phone screenshot is
 * 2-4 megapixels and a camera photo 12-50 with sides under 10,000.
 */
export const MAX_PROOF_PIXELS = 40_000_000;
export const MAX_PROOF_SIDE = 10_000;
/** The multipart part that carries the proof image (docs/product.md §8 "Deposit submission"). */
export const DEPOSIT_PROOF_FIELD = 'image';
/** UTR: 6 to 12 digits (docs/product.md §5, §9). */
export const UTR_PATTERN = /^\d{6,12}$/;
/**
 * Payout UTR of a withdrawal, recorded by the staff member who approves it: the bank reference
 * of the transfer that paid the player. 6 to 22 letters or digits, because the rails differ:
 * IMPS and UPI references are 12 digits, NEFT and RTGS ones are up to 22 alphanumerics (a bank
 * code then digits, e.g. SBIN...), and the 6-digit floor matches the deposit UTR's. Spaces,
 * dashes and other signs are not part of any of them. The server stores it upper-cased.
 */
export const PAYOUT_UTR_PATTERN = /^[A-Za-z0-9]{6,22}$/;

/** Staff who decide deposits and withdrawals (docs/product.md §6). */
export const DECISION_ROLES = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent'] as const satisfies readonly Role[];
/** Staff who record a deposit for a player of their downline (branch; defaultBranch is stored as branch). */
export const DEPOSIT_ENTRY_ROLES = ['branch'] as const satisfies readonly Role[];
/** Staff who set up the payment methods of a white label (docs/product.md does not show these calls). */
export const PAYMENT_SETUP_ROLES = ['administrator', 'whiteLabel'] as const satisfies readonly Role[];
const ALL_ROLES = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'subBranch', 'user'] as const;

export const MONEY_MESSAGES = {
  // Exact product strings (docs/product.md §4, §5, §8), typos included.
  enterAmountFirst: 'Please Enter Amount First',
  amountOutOfMethodRange: 'Amount should be between Min and Max Amount Range',
  alreadyHaveRequest: 'Already Have Request, Please Wait',
  demoMoney: MESSAGES.demoMoney,
  noOffer: 'No Offer',
  noAmountAdded: 'No Amount Added',
  overUserBalance: "You can't withdraw amount more than user have",
  nameNotValid: 'Name is Not Valid',
  fillAllFields: 'Please fill all input fields',
  addLabelAndValue: 'Please Add Label and Value',
  accountNotCreated: 'Account Not Created',
  depositSuccessfull: 'Deposit Successfull',
  withdrawRequestAdded: 'Withdraw Request Added',
  accountCreated: 'Account Created Successfully',
  accountListUpdated: 'Account List Updated',
  accountDeleted: 'Account Deleted',
  primaryAccountUpdated: 'Primary Account Updated Successfull',
  remarksRequired: MESSAGES.remarksRequired,
  transactionCodeEmpty: MESSAGES.transactionCodeEmpty,
  amountOverAvailable: MESSAGES.amountOverAvailable,
  invalidAddSubtract: MESSAGES.invalidAddSubtract,
  // Ours, where docs/product.md shows no string.
  utrInvalid: 'UTR should be 6 to 12 digits',
  utrUsed: 'This UTR is already used',
  imageRequired: 'Please upload the payment proof image',
  imageNotImage: 'Proof should be a PNG, JPEG or WebP image',
  imageTooLarge: `Proof image should be at most ${MAX_PROOF_BYTES / 1024 / 1024} MB`,
  imageTooManyPixels: `Proof image is too big: at most ${MAX_PROOF_SIDE} pixels a side and ${MAX_PROOF_PIXELS / 1_000_000} megapixels`,
  oneImageOnly: 'Please upload one proof image only',
  notMultipart: 'Send the deposit as multipart/form-data with the proof image',
  utrNotRead: 'Could not read the UTR from the receipt, please enter the UTR',
  /** Info shown when the server read the UTR from the receipt (docs/product.md §4, §8). */
  utrAutoFetched: 'UTR Automatically Fetched',
  methodNotFound: 'Payment method not found',
  gatewayMethod: 'This payment method is paid on its payment page',
  accountNotFound: 'Account not found',
  requestNotFound: 'Request not found',
  proofNotFound: 'Payment proof not found',
  alreadyDecided: 'This request is already decided',
  notYourDownline: 'This player is not in your downline',
  userNotFound: 'User not found',
  withdrawAmountMismatch: 'Withdrawal amount should be the requested amount',
  payoutUtrInvalid: 'Payout UTR should be 6 to 22 letters or digits',
  payoutUtrOnlyOnApproval: 'Payout UTR can be given only when approving a withdrawal',
  methodSaved: 'Payment Method Saved',
  methodFieldsInvalid: 'Min amount should not be more than max amount',
  limitInvalid: 'Min and max amount should be rupees with at most two decimals',
  /** Decision: an IPAY/XPAY deposit method is active only where a payment gateway serves it. */
  gatewayNotConfigured: 'No payment gateway is configured for this payment type',
  decided: 'Request Updated',
  depositAdded: 'Deposit Request Added',
  whiteLabelMissing: MESSAGES.whiteLabelMissing,
} as const;

/**
 * 'amount should be greater than {min} and less than {max}' (docs/product.md §5), rupees as
 * numbers; a type with one limit only names that one.
 */
export function withdrawRangeMessage(minRupees: number | null, maxRupees: number | null): string {
  const parts = [minRupees !== null ? `greater than ${minRupees}` : null, maxRupees !== null ? `less than ${maxRupees}` : null];
  return `amount should be ${parts.filter(Boolean).join(' and ')}`;
}

/**
 * Ours (docs/product.md is silent on bonus wagering at withdrawal): a withdrawal may not take
 * the points of a bonus that is still being wagered (bonuses contract). Rupees as numbers, like
 * the range message; `maxRupees` is what the player may withdraw now (0 or more).
 */
export function bonusWageringMessage(bonusRupees: number, maxRupees: number): string {
  return `Bonus of ${bonusRupees} is not wagered yet, you can withdraw up to ${maxRupees}`;
}

/** An amount typed by a person: a number or a string, checked by the server (rupees, two decimals). */
const looseAmount = z.union([z.number(), z.string().max(32)]).optional();
const id64 = z.string().trim().min(1).max(64);
const text = (max: number) => z.string().trim().max(max);
const boolQuery = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/* ------------------------------------------------------------------------------------------
 * Payment methods
 * ------------------------------------------------------------------------------------------ */

/**
 * One detail of a method: for a deposit type the operator's value (for QR the first entry's
 * value is the QR image: an `/uploads/...` path or an image data URL); for a withdraw type the
 * label and type of a field the player fills in (value empty).
 */
export const customFieldSchema = z.object({
  label: text(100).min(1),
  type: text(20).default('text'),
  value: z.string().max(200_000).default(''),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const paymentMethodSchema = z.object({
  _id: z.string(),
  paymentType: paymentTypeSchema,
  paymentName: z.string(),
  customFields: z.array(customFieldSchema),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  active: z.boolean(),
  sort: z.number().int().nullable(),
  accountNumber: z.string(),
  walletNumber: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  ifscCode: z.string(),
  upiId: z.string(),
  mobileNumber: z.string(),
  appName: z.string(),
  remarks: z.string(),
  /**
   * Derived: true when the method cannot take an amount — it lacks a min or a max, or (when
   * the list was asked with `amount`) the amount lies outside them (docs/product.md §4).
   */
  lock: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuerySchema = z.object({
  /** Players always get the active ones; staff get all unless active=true. */
  active: boolQuery.optional(),
  /** Rupees: sets `lock` for methods whose limits exclude it. */
  amount: z.coerce.number().nonnegative().finite().optional(),
  /** The administrator names the white label (others use their own). */
  whiteLabelId: id64.optional(),
});

/**
 * Create (POST) or edit (PUT) a method. No defaults here: a PUT sends only what changes, and
 * the server fills what a POST leaves out (empty texts, active, no sort).
 */
const paymentMethodFields = z.object({
  paymentType: paymentTypeSchema,
  paymentName: text(100).min(1),
  customFields: z.array(customFieldSchema).max(20),
  minAmount: looseAmount.nullable(),
  maxAmount: looseAmount.nullable(),
  active: formBoolean,
  sort: z.coerce.number().int().min(0).max(1_000_000).nullable(),
  accountNumber: text(64),
  walletNumber: text(200),
  bankName: text(100),
  accountName: text(100),
  ifscCode: text(20),
  upiId: text(100),
  mobileNumber: text(20),
  appName: text(100),
  remarks: text(500),
});
const setupCode = { transactionCode: z.union([z.string().trim().max(64), z.number()]).optional() };
export const paymentMethodInputSchema = paymentMethodFields
  .partial()
  .required({ paymentType: true, paymentName: true })
  .extend({ whiteLabelId: id64.optional(), ...setupCode });
export type PaymentMethodInput = z.output<typeof paymentMethodInputSchema>;
export const paymentMethodUpdateSchema = paymentMethodFields.partial().extend(setupCode);
export type PaymentMethodUpdate = z.output<typeof paymentMethodUpdateSchema>;

const roleParams = z.object({ role: pathRoleSchema });
const methodsResponse = docsEnvelope(z.array(paymentMethodSchema));
const methodResponse = docsEnvelope(paymentMethodSchema);

export const getDepositTypes = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/depositType',
  summary: 'Deposit methods of the white label (players: active ones only, in sort order)',
  tags: ['money'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams,
  querystring: paymentMethodsQuerySchema,
  response: methodsResponse,
});

export const getPaymentMethodTypes = defineRoute({
  method: 'GET',
  path: '/api/:role/setting/paymentMethodType',
  summary: 'Kinds of withdrawal account of the white label, with their withdrawal limits',
  tags: ['money'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams,
  querystring: paymentMethodsQuerySchema,
  response: methodsResponse,
});

export const createDepositType = defineRoute({
  method: 'POST',
  path: '/api/:role/setting/depositType',
  summary: 'Add a deposit method (transaction code required)',
  tags: ['money'],
  access: { kind: 'session', roles: PAYMENT_SETUP_ROLES },
  params: roleParams,
  body: paymentMethodInputSchema,
  response: methodResponse,
});

export const updateDepositType = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/depositType',
  summary: 'Edit a deposit method (transaction code required)',
  tags: ['money'],
  access: { kind: 'session', roles: PAYMENT_SETUP_ROLES },
  params: roleParams,
  body: paymentMethodUpdateSchema.extend({ depositTypeId: id64 }),
  response: methodResponse,
});

export const createPaymentMethodType = defineRoute({
  method: 'POST',
  path: '/api/:role/setting/paymentMethodType',
  summary: 'Add a kind of withdrawal account (transaction code required)',
  tags: ['money'],
  access: { kind: 'session', roles: PAYMENT_SETUP_ROLES },
  params: roleParams,
  body: paymentMethodInputSchema,
  response: methodResponse,
});

export const updatePaymentMethodType = defineRoute({
  method: 'PUT',
  path: '/api/:role/setting/paymentMethodType',
  summary: 'Edit a kind of withdrawal account (transaction code required)',
  tags: ['money'],
  access: { kind: 'session', roles: PAYMENT_SETUP_ROLES },
  params: roleParams,
  body: paymentMethodUpdateSchema.extend({ paymentMethodTypeId: id64 }),
  response: methodResponse,
});

/* ------------------------------------------------------------------------------------------
 * Withdrawal accounts (api/user/account)
 * ------------------------------------------------------------------------------------------ */

/** A filled-in detail; `label` and `value` are checked by the server for the documented messages. */
const accountDetailInput = z.object({
  label: z.string().max(100).optional(),
  value: z.union([z.string().max(200), z.number()]).optional(),
  type: z.string().max(20).optional(),
});

export const accountDetailSchema = z.object({ label: z.string(), value: z.string(), type: z.string() });

export const withdrawAccountSchema = z.object({
  _id: z.string(),
  /** Holder name with the user name as suffix: "Ravi Kumar-user1" (docs/product.md §3). */
  name: z.string(),
  primary: z.boolean(),
  paymentMethodType: z.object({
    _id: z.string(),
    paymentType: paymentTypeSchema,
    paymentName: z.string(),
    minAmount: z.number().nullable(),
    maxAmount: z.number().nullable(),
  }),
  accountDetails: z.array(accountDetailSchema),
  createdAt: z.string(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

export const getAccounts = defineRoute({
  method: 'GET',
  path: '/api/user/account',
  summary: "The player's withdrawal accounts, primary first",
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(z.array(withdrawAccountSchema)),
});

export const createAccount = defineRoute({
  method: 'POST',
  path: '/api/user/account',
  summary: 'Add a withdrawal account (the first one becomes primary)',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: z.object({
    paymentMethodTypeId: z.string().trim().max(64).optional(),
    name: z.string().max(100).optional(),
    accountDetails: z.array(accountDetailInput).max(20).optional(),
  }),
  response: docsEnvelope(withdrawAccountSchema),
});

export const updateAccount = defineRoute({
  method: 'PUT',
  path: '/api/user/account',
  summary: "Edit a withdrawal account's details (and make it primary)",
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: z.object({
    accountId: id64,
    primary: formBoolean.optional(),
    name: z.string().max(100).optional(),
    accountDetails: z.array(accountDetailInput).max(20).optional(),
  }),
  response: docsEnvelope(withdrawAccountSchema),
});

export const deleteAccount = defineRoute({
  method: 'DELETE',
  path: '/api/user/account',
  summary: 'Delete a withdrawal account (another one becomes primary)',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  querystring: z.object({ accountId: id64 }),
  response: messageOnlySchema,
});

export const setPrimaryAccount = defineRoute({
  method: 'PATCH',
  path: '/api/user/account',
  summary: 'Make an account the primary one',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: z.object({ accountId: id64, primary: formBoolean.optional() }),
  response: docsEnvelope(withdrawAccountSchema),
});

/* ------------------------------------------------------------------------------------------
 * Deposit and withdrawal requests
 * ------------------------------------------------------------------------------------------ */

/**
 * The text fields of POST api/user/deposit (multipart, with the proof in `image`). Checked by
 * the server so each problem answers with its message.
 */
export const depositFormSchema = z.object({
  depositTypeId: z.string().trim().max(64).optional(),
  amount: z.string().trim().max(32).optional(),
  utr: z.string().trim().max(32).optional(),
  bonusId: z.string().trim().max(64).optional(),
});
export type DepositForm = z.infer<typeof depositFormSchema>;

export const depositRequestSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  amount: z.number(),
  /** The method's payment type (QR, UPI, ...); 'other' for a branch entry without a method. */
  type: paymentTypeSchema,
  paymentName: z.string(),
  depositTypeId: z.string().nullable(),
  utr: z.string().nullable(),
  bonusId: z.string().nullable(),
  /**
   * Where the proof image is stored (`/uploads/deposits/...`); null for a branch entry or a
   * gateway deposit. The path itself is not served: the bytes come from getDepositProof, with
   * the session (docs/architecture.md §7 "Uploads").
   */
  image: z.string().nullable(),
  status: requestStatusSchema,
  /** The amount credited (staff may approve what actually arrived); null until approved. */
  approvedAmount: z.number().nullable(),
  remarks: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const withdrawRequestSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string(),
  amount: z.number(),
  type: paymentTypeSchema,
  accountId: z.string(),
  /** The account as it was when the request was made. */
  account: z.object({ name: z.string(), accountDetails: z.array(accountDetailSchema) }),
  status: requestStatusSchema,
  /** The bank reference of the payout, recorded by the approving staff; null until then or when none was given. */
  utr: z.string().nullable(),
  remarks: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const requestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', ...REQUEST_STATUSES]).default('all'),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

export const getDeposits = defineRoute({
  method: 'GET',
  path: '/api/:role/deposit',
  summary: "Deposit requests: a player's own, or staff's downline's (search by user name or UTR)",
  tags: ['money'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams,
  querystring: requestListQuerySchema,
  response: pagedEnvelope(depositRequestSchema),
});

/**
 * The proof image of a deposit request, to the player who sent it, the staff above that player
 * and the administrator; to anyone else 404, as if there were none. The answer is the image's
 * bytes (PNG, JPEG or WebP, typed by its bytes), never cached; the browser fetches it with the
 * Authorization header and shows it from an object URL.
 */
export const getDepositProof = defineRoute({
  method: 'GET',
  path: '/api/:role/deposit/:depositId/proof',
  summary: 'The payment proof image of a deposit request (its player, the staff above them, the administrator)',
  tags: ['money'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams.extend({ depositId: z.string().max(64) }),
  response: z.unknown().describe('The image bytes: image/png, image/jpeg or image/webp'),
});

export const getWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/:role/withdraw',
  summary: "Withdrawal requests: a player's own, or staff's downline's (search by user name)",
  tags: ['money'],
  access: { kind: 'session', roles: ALL_ROLES },
  params: roleParams,
  querystring: requestListQuerySchema,
  response: pagedEnvelope(withdrawRequestSchema),
});

/**
 * POST api/user/deposit is multipart (docs/product.md §8): text fields as in
 * `depositFormSchema` and the proof file in the `image` part (DEPOSIT_PROOF_FIELD). The route
 * helper validates JSON and form bodies only, so the server reads the parts itself and checks
 * them with these same schemas; `multipart: true` says so (no `body` here).
 *
 * With an empty UTR the server reads the 12-digit UTR from the receipt (offline OCR); then
 * `utrFetched` is true and `info` is 'UTR Automatically Fetched' for the drawer to show.
 */
export const requestDeposit = defineRoute({
  method: 'POST',
  path: '/api/user/deposit',
  summary:
    'Ask for a deposit with the payment proof (multipart: depositTypeId, amount, utr, bonusId, image); an empty UTR is read from the receipt',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  multipart: true,
  response: docsEnvelope(depositRequestSchema).extend({
    utrFetched: z.boolean(),
    info: z.literal(MONEY_MESSAGES.utrAutoFetched).optional(),
  }),
});

export const requestWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/user/withdraw',
  summary: 'Ask to withdraw to a saved account; the amount is held until staff decide',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: z.object({ amount: looseAmount, accountId: z.string().trim().max(64).optional() }),
  response: docsEnvelope(withdrawRequestSchema.extend({ pts: ptsSchema })),
});

export const enterDeposit = defineRoute({
  method: 'POST',
  path: '/api/:role/deposit',
  summary: 'A branch records a deposit it took for a player of its downline (pending until approved)',
  tags: ['money'],
  access: { kind: 'session', roles: DEPOSIT_ENTRY_ROLES },
  params: roleParams,
  body: z.object({
    userId: id64,
    amount: looseAmount,
    depositTypeId: z.string().trim().max(64).optional(),
    utr: z.string().trim().max(32).optional(),
    remarks: z.string().trim().max(500).optional(),
  }),
  response: docsEnvelope(depositRequestSchema),
});

/** approve / reject (either spelling), or processing: taken up, not decided yet. */
const decisionAction = z
  .enum(['approve', 'approved', 'reject', 'rejected', 'processing'])
  .transform((a) => (a === 'approve' || a === 'approved' ? 'approved' : a === 'reject' || a === 'rejected' ? 'rejected' : 'processing'));
export type DecisionAction = z.output<typeof decisionAction>;

const decisionBase = z.object({
  /** Deposit: the amount to credit (default the requested one). Withdrawal: must be the requested one when given. */
  amount: looseAmount,
  action: decisionAction,
  remarks: z.string().trim().max(500).optional().default(''),
  transactionCode: z
    .union([z.string().trim().max(64), z.number()])
    .optional()
    .default(''),
});

export const decideDeposit = defineRoute({
  method: 'PATCH',
  path: '/api/:role/deposit',
  summary: "Approve (credit from the decider's wallet) or reject a deposit of a downline player",
  tags: ['money'],
  access: { kind: 'session', roles: DECISION_ROLES },
  params: roleParams,
  body: decisionBase.extend({ depositId: id64 }),
  response: docsEnvelope(depositRequestSchema),
});

export const decideWithdrawal = defineRoute({
  method: 'PATCH',
  path: '/api/:role/withdraw',
  summary: "Approve (pay out the held amount to the decider's wallet) or reject (release it) a withdrawal",
  tags: ['money'],
  access: { kind: 'session', roles: DECISION_ROLES },
  params: roleParams,
  body: decisionBase.extend({
    withdrawId: id64,
    /**
     * Approval only: the payout's bank reference (PAYOUT_UTR_PATTERN). Checked by the server,
     * with MONEY_MESSAGES.payoutUtrInvalid / payoutUtrOnlyOnApproval (400, nothing changed);
     * an empty one counts as none.
     */
    utr: z.string().trim().max(64).optional(),
  }),
  response: docsEnvelope(withdrawRequestSchema),
});

/**
 * Live messages of this area (docs/product.md §7 "Receives"), to `user:{id}`; live.ts spreads
 * them into `serverMessages`:
 * - getDepositUpdates: a deposit request was made or changed (to the player and its uplines);
 * - getDepositStatusChanged: staff decided the player's deposit (to the player);
 * - getWithdrawUpdates: a withdrawal request was made or changed (to the player and its uplines).
 */
export const moneyServerMessages = {
  getDepositUpdates: depositRequestSchema,
  getDepositStatusChanged: z.object({ _id: z.string(), status: requestStatusSchema, amount: z.number(), remarks: z.string() }),
  getWithdrawUpdates: withdrawRequestSchema,
} as const;
