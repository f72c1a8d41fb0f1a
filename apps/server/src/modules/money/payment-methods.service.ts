import {
  GATEWAY_PAYMENT_TYPES,
  MONEY_MESSAGES,
  SITE_MESSAGES,
  type PaymentMethod,
  type PaymentMethodInput,
  type PaymentMethodPurpose,
  type PaymentMethodUpdate,
} from '@backlay/contract';
import { parseRupeesToPaise } from '@backlay/domain';
import type { AppContext, SiteContext, UserRow } from '../../lib/context.js';
import { badRequest, forbidden, notFound } from '../../lib/app-error.js';
import { verifyTransactionCode } from '../auth/index.js';
import { insertAuditRow } from '../audit/audit.repository.js';
import {
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
  whiteLabelExists,
  type NewPaymentMethodRow,
  type PaymentMethodRow,
} from './money.repository.js';
import { methodToWire } from './money-wire.js';
import { hasGatewayFor } from '../payment-gateway/configured-gateways.js';
import { isId } from './money-rules.js';

/**
 * GET api/{role}/setting/depositType | paymentMethodType, and the staff calls that set them up
 * (POST to add, PUT to edit; docs/product.md shows neither, so: administrator or the white label's
 * own account, with the transaction code, audited — these decide where players send their money).
 */

export interface MethodsQuery {
  active?: boolean | undefined;
  amount?: number | undefined;
  whiteLabelId?: string | undefined;
}

/**
 * The white label a caller's method calls are about: its own; the administrator names one (or
 * uses the site's). Anyone else naming another label is refused (403), as the other white-label
 * settings calls do, rather than silently served or written on its own label.
 */
function whiteLabelFor(caller: UserRow, named: string | undefined, site: SiteContext | null): string {
  if (caller.role !== 'administrator') {
    if (!caller.whiteLabelId) throw badRequest(MONEY_MESSAGES.whiteLabelMissing);
    if (named && named !== caller.whiteLabelId) throw forbidden(SITE_MESSAGES.notYourWhiteLabel);
    return caller.whiteLabelId;
  }
  const id = named ?? site?.whiteLabel.id;
  if (!isId(id)) throw badRequest(MONEY_MESSAGES.whiteLabelMissing);
  return id;
}

/** Players see the active methods only; staff see all unless they ask for the active ones. */
export async function listMethods(
  ctx: AppContext,
  caller: UserRow,
  purpose: PaymentMethodPurpose,
  query: MethodsQuery,
  site: SiteContext | null,
): Promise<PaymentMethod[]> {
  const whiteLabelId = whiteLabelFor(caller, query.whiteLabelId, site);
  const activeOnly = caller.role === 'user' || query.active === true;
  const rows = await listPaymentMethods(ctx.db, whiteLabelId, purpose, activeOnly);
  const amount = query.amount === undefined ? undefined : parseRupeesToPaise(query.amount);
  return rows.map((m) => methodToWire(m, amount === undefined || amount === null ? undefined : BigInt(amount)));
}

function limitOf(value: unknown): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const paise = parseRupeesToPaise(value);
  if (paise === null) throw badRequest(MONEY_MESSAGES.limitInvalid);
  return BigInt(paise);
}

/** The row fields of a create or an edit, checked: limits in paise, min not above max. */
function fieldsOf(input: PaymentMethodUpdate, current?: PaymentMethodRow): Partial<NewPaymentMethodRow> {
  const out: Partial<NewPaymentMethodRow> = {};
  const texts = [
    'paymentType',
    'paymentName',
    'accountNumber',
    'walletNumber',
    'bankName',
    'accountName',
    'ifscCode',
    'upiId',
    'mobileNumber',
    'appName',
    'remarks',
  ] as const;
  for (const key of texts) if (input[key] !== undefined) (out as Record<string, unknown>)[key] = input[key];
  if (input.customFields !== undefined) out.customFields = input.customFields;
  if (input.active !== undefined) out.active = input.active;
  if (input.sort !== undefined) out.sort = input.sort;
  if (input.minAmount !== undefined) out.minAmount = limitOf(input.minAmount);
  if (input.maxAmount !== undefined) out.maxAmount = limitOf(input.maxAmount);
  const min = out.minAmount !== undefined ? out.minAmount : (current?.minAmount ?? null);
  const max = out.maxAmount !== undefined ? out.maxAmount : (current?.maxAmount ?? null);
  if (min !== null && max !== null && min > max) throw badRequest(MONEY_MESSAGES.methodFieldsInvalid);
  return out;
}

/** An active deposit method of a gateway type needs a gateway that serves it. */
function assertGatewayServes(ctx: AppContext, purpose: PaymentMethodPurpose, paymentType: string, active: boolean): void {
  const isGatewayType = (GATEWAY_PAYMENT_TYPES as readonly string[]).includes(paymentType);
  if (purpose === 'deposit' && active && isGatewayType && !hasGatewayFor(ctx.config, paymentType)) {
    throw badRequest(MONEY_MESSAGES.gatewayNotConfigured);
  }
}

export async function createMethod(
  ctx: AppContext,
  caller: UserRow,
  purpose: PaymentMethodPurpose,
  input: PaymentMethodInput,
  meta: { site: SiteContext | null; ip: string | null },
): Promise<PaymentMethod> {
  const fields = fieldsOf(input);
  assertGatewayServes(ctx, purpose, input.paymentType, fields.active ?? true);
  await verifyTransactionCode(ctx, caller, input.transactionCode);
  const whiteLabelId = whiteLabelFor(caller, input.whiteLabelId, meta.site);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await whiteLabelExists(tx, whiteLabelId))) throw badRequest(MONEY_MESSAGES.whiteLabelMissing);
    const row = await insertPaymentMethod(tx, {
      ...fields,
      paymentType: input.paymentType,
      paymentName: input.paymentName,
      whiteLabelId,
      purpose,
      createdBy: caller.id,
      createdAt: at,
      updatedAt: at,
    });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: `payment_method.create`,
      targetType: 'payment_method',
      targetId: row.id,
      after: methodToWire(row),
      ip: meta.ip,
      createdAt: at,
    });
    return methodToWire(row);
  });
}

export async function updateMethod(
  ctx: AppContext,
  caller: UserRow,
  purpose: PaymentMethodPurpose,
  methodId: string,
  input: PaymentMethodUpdate,
  meta: { ip: string | null },
): Promise<PaymentMethod> {
  await verifyTransactionCode(ctx, caller, input.transactionCode);
  if (!isId(methodId)) throw notFound(MONEY_MESSAGES.methodNotFound);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await findPaymentMethod(tx, methodId);
    const mine = caller.role === 'administrator' || current?.whiteLabelId === caller.whiteLabelId;
    if (!current || current.purpose !== purpose || !mine) throw notFound(MONEY_MESSAGES.methodNotFound);
    const fields = fieldsOf(input, current);
    assertGatewayServes(ctx, purpose, fields.paymentType ?? current.paymentType, fields.active ?? current.active);
    const row = await updatePaymentMethod(tx, methodId, { ...fields, updatedAt: at });
    await insertAuditRow(tx, {
      actorId: caller.id,
      action: `payment_method.update`,
      targetType: 'payment_method',
      targetId: row.id,
      before: methodToWire(current),
      after: methodToWire(row),
      ip: meta.ip,
      createdAt: at,
    });
    return methodToWire(row);
  });
}
