import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope } from './envelope.js';
import { pathRoleSchema } from './roles.js';
import { DECISION_ROLES, depositRequestSchema } from './money.js';

/**
 * Payments through a gateway (IPAY, XPAY: docs/product.md §4, §7; docs/architecture.md §7)
 * and the bank statement reconciliation of deposits.
 *
 * Decisions where docs/product.md is silent:
 * - The gateway order is the deposit request: its id is the order id the gateway echoes back,
 *   so a webhook names exactly one request and no second table is needed.
 * - IPAY answers `docs.iPayRedirectUrl` (the hosted payment page); XPAY answers `docs.xPayRkey`
 *   (the gateway's key of the order) and, so a client need not know how a key becomes a page,
 *   also `docs.redirectUrl`. Both carry the pending deposit request.
 * - A webhook's amount is paise (as gateways send minor units); one that differs from the
 *   request is refused and changes nothing.
 */

/** A player's ask to pay a deposit on the gateway's page (docs/product.md §3 "IPAY/XPAY request"). */
export const gatewayDepositBodySchema = z.object({
  depositTypeId: z.string().trim().max(64).optional(),
  /** Rupees as typed (number or string); the server checks it with the deposit's messages. */
  amount: z.union([z.number(), z.string().max(32)]).optional(),
  /** Where the gateway sends the player back after paying (our page); optional. */
  redirectUrl: z.string().trim().max(2048).optional(),
});
export type GatewayDepositBody = z.infer<typeof gatewayDepositBodySchema>;

const gatewayDepositDocs = z.object({
  /** The pending deposit request; its `_id` is the gateway order id. */
  deposit: depositRequestSchema,
  /** The hosted payment page to open in a new window. */
  redirectUrl: z.string(),
});

export const requestIPayDeposit = defineRoute({
  method: 'POST',
  path: '/api/user/deposit/iPay',
  summary: 'Start an IPAY deposit: a pending request and a gateway order; answers the hosted payment page (credited on its webhook only)',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: gatewayDepositBodySchema,
  response: docsEnvelope(gatewayDepositDocs.extend({ iPayRedirectUrl: z.string() })),
});

export const requestXPayDeposit = defineRoute({
  method: 'POST',
  path: '/api/user/deposit/xPay',
  summary: 'Start an XPAY deposit: as iPay, answering the order key (xPayRkey) and its hosted page',
  tags: ['money'],
  access: { kind: 'session', roles: ['user'] },
  body: gatewayDepositBodySchema,
  response: docsEnvelope(gatewayDepositDocs.extend({ xPayRkey: z.string() })),
});

/** What every gateway adapter turns its webhook into. */
export const GATEWAY_PAYMENT_STATUSES = ['paid', 'failed'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/**
 * The sandbox gateway's webhook body (JSON, signed: header GATEWAY_SIGNATURE_HEADER is
 * `sha256=` + hex HMAC-SHA256 of the raw body with the shared secret).
 */
export const sandboxWebhookSchema = z.object({
  orderId: z.string().min(1).max(64),
  status: z.enum(GATEWAY_PAYMENT_STATUSES),
  /** Paise. */
  amount: z.number().int().positive(),
  gatewayRef: z.string().min(1).max(64),
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

export const GATEWAY_MESSAGES = {
  // Exact product strings (docs/product.md §4, §8).
  requestFailed: 'Request Failed | Please Try Again',
  noWhatsapp: 'No Whatsapp Found! click on contact us',
  // Ours.
  badSignature: 'Invalid webhook signature',
  badWebhook: 'Invalid webhook body',
  orderNotFound: 'Payment order not found',
  amountMismatch: 'Paid amount does not match the order',
  notGatewayMethod: 'This payment method is not paid through a gateway',
  paid: 'Paid at the payment gateway',
  failed: 'Payment failed at the payment gateway',
  floatShort: 'Paid at the payment gateway; the white label float is short, staff to approve',
} as const;

/* ------------------------------------------------------------------------------------------
 * Reconciliation: a bank statement (CSV) against the pending deposits of the caller's downline.
 * ------------------------------------------------------------------------------------------ */

/** Largest statement accepted, bytes; and rows (a month of a busy account fits easily). */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_STATEMENT_ROWS = 20_000;

/** One credit line of the statement as read (`line` is its 1-based row in the file). */
export const statementLineSchema = z.object({
  line: z.number().int(),
  /** yyyy-mm-dd when the date could be read (day first, as Indian banks print), else the text. */
  date: z.string(),
  description: z.string(),
  /** The 6-12 digit references found in the UTR column and the description. */
  utrs: z.array(z.string()),
  /** Rupees. */
  amount: z.number(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const depositReconciliationSchema = z.object({
  /** A pending deposit whose UTR is on a statement line with the same amount: ready to approve. */
  matched: z.array(z.object({ deposit: depositRequestSchema, line: statementLineSchema })),
  /** The UTR is on a line but the amounts differ: staff check what arrived. */
  amountMismatches: z.array(z.object({ deposit: depositRequestSchema, line: statementLineSchema })),
  unmatchedDeposits: z.array(depositRequestSchema),
  unmatchedLines: z.array(statementLineSchema),
  /** Rows that were not credits or could not be read, with why. */
  skippedRows: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type DepositReconciliation = z.infer<typeof depositReconciliationSchema>;

/**
 * POST api/{role}/deposit/reconcile: the statement as the body (`text/csv` or `text/plain`) or
 * as the one file of a multipart form. Nothing is approved here: approval stays the staff
 * decision (PATCH api/{role}/deposit).
 */
export const reconcileDeposits = defineRoute({
  method: 'POST',
  path: '/api/:role/deposit/reconcile',
  summary: 'Match pending deposits of the downline to a bank statement (CSV) by UTR and amount; lists both unmatched sides',
  tags: ['money'],
  access: { kind: 'session', roles: DECISION_ROLES },
  params: z.object({ role: pathRoleSchema }),
  multipart: true,
  response: docsEnvelope(depositReconciliationSchema),
});

export const RECONCILE_MESSAGES = {
  empty: 'The statement is empty',
  tooLarge: `The statement should be at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The statement should have at most ${MAX_STATEMENT_ROWS} rows`,
  noHeader: 'No header row found: the statement needs a date column, a description or UTR column and an amount or credit column',
  unterminatedQuote: 'The statement is not valid CSV: a quoted field is never closed',
  notText: 'The statement should be a CSV text file',
  oneFileOnly: 'Please upload one statement file',
} as const;
