import { PAYMENT_TYPES, type CustomField, type PaymentMethod, type PaymentMethodInput, type PaymentType } from '@backlay/contract';

export type Purpose = 'deposit' | 'withdraw';

/** The detail fields of a method, and which payment types show each (the player's deposit drawer lists them with copy buttons). */
export const DETAIL_FIELDS = [
  { key: 'accountName', label: 'Account holder', types: ['UPI', 'IMPS', 'NEFT', 'QR', 'other'] },
  { key: 'accountNumber', label: 'Account number', types: ['IMPS', 'NEFT', 'other'] },
  { key: 'ifscCode', label: 'IFSC code', types: ['IMPS', 'NEFT', 'other'] },
  { key: 'bankName', label: 'Bank name', types: ['IMPS', 'NEFT', 'other'] },
  { key: 'upiId', label: 'UPI ID', types: ['UPI', 'QR', 'other'] },
  { key: 'appName', label: 'App name', types: ['UPI', 'other'] },
  { key: 'mobileNumber', label: 'Mobile number', types: ['UPI', 'other'] },
  { key: 'walletNumber', label: 'Wallet address', types: ['USDT', 'other'] },
] as const satisfies readonly { key: string; label: string; types: readonly PaymentType[] }[];

export type DetailKey = (typeof DETAIL_FIELDS)[number]['key'];

/** The method form as typed (text; empty = not set). */
export interface PaymentTypeForm {
  paymentType: PaymentType;
  paymentName: string;
  minAmount: string;
  maxAmount: string;
  sort: string;
  active: boolean;
  remarks: string;
  details: Record<DetailKey, string>;
  customFields: CustomField[];
}

const emptyDetails = (): Record<DetailKey, string> =>
  Object.fromEntries(DETAIL_FIELDS.map((f) => [f.key, ''])) as Record<DetailKey, string>;

export function emptyForm(purpose: Purpose): PaymentTypeForm {
  return {
    paymentType: purpose === 'deposit' ? 'UPI' : 'IMPS',
    paymentName: '',
    minAmount: '',
    maxAmount: '',
    sort: '',
    active: true,
    remarks: '',
    details: emptyDetails(),
    customFields: [],
  };
}

export function formOf(m: PaymentMethod): PaymentTypeForm {
  const details = emptyDetails();
  for (const f of DETAIL_FIELDS) details[f.key] = m[f.key];
  return {
    paymentType: m.paymentType,
    paymentName: m.paymentName,
    minAmount: m.minAmount === null ? '' : String(m.minAmount),
    maxAmount: m.maxAmount === null ? '' : String(m.maxAmount),
    sort: m.sort === null ? '' : String(m.sort),
    active: m.active,
    remarks: m.remarks,
    details,
    customFields: m.customFields.map((c) => ({ ...c })),
  };
}

/** Detail fields shown for a type (all for `other`). */
export function detailFieldsOf(type: PaymentType) {
  return DETAIL_FIELDS.filter((f) => (f.types as readonly PaymentType[]).includes(type));
}

const RUPEES = /^\d{1,13}(\.\d{1,2})?$/;

/** Checks the browser can make before the call (the server repeats them and answers the same way). */
export function formErrors(
  f: PaymentTypeForm,
): Partial<Record<'paymentName' | 'minAmount' | 'maxAmount' | 'sort' | 'customFields', string>> {
  const e: ReturnType<typeof formErrors> = {};
  if (!f.paymentName.trim()) e.paymentName = 'Name is required';
  for (const k of ['minAmount', 'maxAmount'] as const) {
    if (f[k].trim() && !RUPEES.test(f[k].trim())) e[k] = 'Rupees with at most two decimals';
  }
  if (!e.minAmount && !e.maxAmount && f.minAmount.trim() && f.maxAmount.trim() && Number(f.minAmount) > Number(f.maxAmount)) {
    e.maxAmount = 'Min amount should not be more than max amount';
  }
  if (f.sort.trim() && !/^\d{1,7}$/.test(f.sort.trim())) e.sort = 'A whole number from 0';
  if (f.customFields.some((c) => !c.label.trim())) e.customFields = 'Every custom field needs a label';
  if (f.customFields.length > 20) e.customFields = 'At most 20 custom fields';
  return e;
}

/**
 * The body of a save. Detail fields the type does not show are sent empty, so a method
 * changed from IMPS to UPI does not keep showing players an old account number.
 */
export function bodyOf(f: PaymentTypeForm, purpose: Purpose): Omit<PaymentMethodInput, 'transactionCode' | 'whiteLabelId'> {
  const shown = new Set<string>(detailFieldsOf(f.paymentType).map((d) => d.key));
  const details = Object.fromEntries(DETAIL_FIELDS.map((d) => [d.key, shown.has(d.key) ? f.details[d.key].trim() : ''])) as Record<
    DetailKey,
    string
  >;
  return {
    paymentType: f.paymentType,
    paymentName: f.paymentName.trim(),
    minAmount: f.minAmount.trim() === '' ? null : f.minAmount.trim(),
    maxAmount: f.maxAmount.trim() === '' ? null : f.maxAmount.trim(),
    sort: f.sort.trim() === '' ? null : Number(f.sort.trim()),
    active: f.active,
    remarks: f.remarks.trim(),
    ...details,
    // A withdraw type's fields are what the player fills in: they carry no value.
    customFields: f.customFields.map((c) => ({
      label: c.label.trim(),
      type: c.type || 'text',
      value: purpose === 'withdraw' ? '' : c.value,
    })),
  };
}

export const PAYMENT_TYPE_OPTIONS = PAYMENT_TYPES.map((t) => ({ value: t, label: t === 'other' ? 'Other' : t }));

/** What a method says about its limits, as the deposit drawer applies them (a method without both limits is locked). */
export function limitsText(m: Pick<PaymentMethod, 'minAmount' | 'maxAmount'>, format: (n: number) => string): string {
  if (m.minAmount === null && m.maxAmount === null) return 'No limits';
  return `${m.minAmount === null ? '—' : format(m.minAmount)} – ${m.maxAmount === null ? '—' : format(m.maxAmount)}`;
}
