import { GATEWAY_PAYMENT_TYPES, type PaymentMethod, type PaymentType } from '@backlay/contract';
import { wholeRupeeDigits } from '../../../lib/amount-input';

/**
 * The deposit drawer's rules (docs/product.md §4 "Deposit wizard", §5): which methods are
 * offered for an amount, in what order, and what the detail step shows of each.
 */

/** Reference fields (the UTR) take digits only; anything else typed is dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Amount fields take whole rupees as digits (docs/product.md §5, lib/amount-input.ts); one zero stays. */
export function rupeeDigits(text: string): string {
  return wholeRupeeDigits(text).replace(/^0+(?=\d)/, '');
}

/** Methods by `sort`; methods without one come first (§4). Stable for equal sorts. */
export function sortMethods(methods: readonly PaymentMethod[]): PaymentMethod[] {
  const rank = (m: PaymentMethod) => (m.sort === null ? -Infinity : m.sort);
  return [...methods].sort((a, b) => rank(a) - rank(b));
}

/**
 * A method takes the amount only when both limits exist and the amount lies between them,
 * inclusive (§4); any other method is shown locked.
 */
export function canTakeAmount(method: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>, amount: number): boolean {
  const { minAmount: min, maxAmount: max } = method;
  return min !== null && max !== null && amount >= min && amount <= max;
}

/** The first method that takes the amount is preselected (§4); null when none does. */
export function preselectedMethod(methods: readonly PaymentMethod[], amount: number): PaymentMethod | null {
  return methods.find((m) => canTakeAmount(m, amount)) ?? null;
}

/**
 * The WHATSAPP contact option of step 2 is "hidden on some domains" (docs/product.md §2), which names no
 * switch. Decision: it shows on b2c domains (where players deposit through the product), never
 * on b2b ones (exchange-style, no deposit shortcut). A domain feature flag would refine this
 * per domain once the tenancy contract carries one.
 */
export function isWhatsappOptionShown(site: { domain: { type: 'b2b' | 'b2c' } }): boolean {
  return site.domain.type === 'b2c';
}

/** IPAY and XPAY are paid on the gateway's page: no proof, no UTR (§2 step 3). */
export function isGatewayType(type: PaymentType): boolean {
  return GATEWAY_PAYMENT_TYPES.includes(type);
}

/** A label and value the detail step shows with a copy button. */
export interface MethodDetail {
  label: string;
  value: string;
}

/** An image reference of ours: an uploaded file or an image data URL (contract customFieldSchema). */
export function isImageRef(value: string): boolean {
  return value.startsWith('/uploads/') || value.startsWith('data:image/');
}

/** Named details of a method, in the order the detail step lists them. */
export const NAMED_DETAILS = [
  'accountName',
  'accountNumber',
  'ifscCode',
  'bankName',
  'upiId',
  'walletNumber',
  'mobileNumber',
  'appName',
] as const;
export type NamedDetail = (typeof NAMED_DETAILS)[number];

/**
 * The method's account details to copy: its custom fields (without image references, which
 * show as the QR), then each named detail whose value the custom fields do not already show
 * (`field` says which, for its translated label).
 */
export function methodDetails(method: PaymentMethod): (MethodDetail & { field?: NamedDetail })[] {
  const out: (MethodDetail & { field?: NamedDetail })[] = method.customFields
    .filter((f) => f.value.trim() !== '' && f.type !== 'image' && !isImageRef(f.value))
    .map((f) => ({ label: f.label, value: f.value.trim() }));
  const shown = new Set(out.map((d) => d.value));
  for (const field of NAMED_DETAILS) {
    const value = method[field].trim();
    if (value && !shown.has(value)) {
      out.push({ label: field, value, field });
      shown.add(value);
    }
  }
  return out;
}

/**
 * The QR image to show and download for QR and USDT methods: the first image reference among
 * the custom fields (for QR the first entry's value is the QR image, §3); null otherwise.
 */
export function methodQrImage(method: PaymentMethod): string | null {
  if (method.paymentType !== 'QR' && method.paymentType !== 'USDT') return null;
  return method.customFields.find((f) => isImageRef(f.value))?.value ?? null;
}

/**
 * The UPI payment link a phone's payment app opens from a QR (NPCI deep-link form): payee,
 * name, amount in rupees with two decimals, currency INR.
 */
export function upiPayUri(upiId: string, amount: number, payeeName = ''): string {
  const params = new URLSearchParams({ pa: upiId.trim() });
  if (payeeName.trim()) params.set('pn', payeeName.trim());
  params.set('am', amount.toFixed(2));
  params.set('cu', 'INR');
  // URLSearchParams writes spaces as '+', which UPI apps read literally: use %20.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** UTR: 6 to 12 digits (§5, §9). */
export const UTR_RE = /^\d{6,12}$/;

/** A bonus offer as the offer chooser lists it (docs/product.md §3 "Bonus offer"). */
export interface BonusOffer {
  _id: string;
  title: string;
  min: number | null;
  max: number | null;
}

/** The offer warning shows when the amount is outside the chosen offer's min/max (§4). */
export function isOutsideOffer(offer: BonusOffer | null, amount: number): boolean {
  if (!offer) return false;
  return (offer.min !== null && amount < offer.min) || (offer.max !== null && amount > offer.max);
}
