import type { CustomField, PaymentMethodPurpose, PaymentType } from '@backlay/contract';
import type { Tx } from '../client.js';
import { paymentMethods } from '../schema/index.js';

/**
 * The demo's payment methods, the same for each brand: where players send deposits (UPI, IMPS,
 * NEFT, USDT, and the IPAY and XPAY gateways) and the kinds of account they withdraw to (bank,
 * UPI). Limits are paise. A QR
 * method needs an uploaded QR image, so staff add one from the console.
 */

interface DemoMethod {
  purpose: PaymentMethodPurpose;
  paymentType: PaymentType;
  paymentName: string;
  minAmount: bigint;
  maxAmount: bigint;
  sort: number;
  customFields: CustomField[];
  details?: Partial<
    Record<
      'accountNumber' | 'walletNumber' | 'bankName' | 'accountName' | 'ifscCode' | 'upiId' | 'mobileNumber' | 'appName' | 'remarks',
      string
    >
  >;
}

const field = (label: string, value = '', type = 'text'): CustomField => ({ label, value, type });
const rupees = (n: number) => BigInt(n) * 100n;

const BANK = { accountName: 'Backlay Demo Payments', bankName: 'HDFC Bank', accountNumber: '50200012345678', ifscCode: 'HDFC0000123' };

const METHODS: DemoMethod[] = [
  {
    purpose: 'deposit',
    paymentType: 'UPI',
    paymentName: 'PhonePe / GPay',
    minAmount: rupees(100),
    maxAmount: rupees(100_000),
    sort: 1,
    customFields: [field('UPI ID', 'backlay.demo@okhdfcbank'), field('Name', BANK.accountName)],
    details: { upiId: 'backlay.demo@okhdfcbank', accountName: BANK.accountName, appName: 'PhonePe' },
  },
  {
    purpose: 'deposit',
    paymentType: 'IMPS',
    paymentName: 'HDFC Bank',
    minAmount: rupees(500),
    maxAmount: rupees(500_000),
    sort: 2,
    customFields: [
      field('Account Name', BANK.accountName),
      field('Account Number', BANK.accountNumber),
      field('IFSC Code', BANK.ifscCode),
      field('Bank Name', BANK.bankName),
    ],
    details: BANK,
  },
  {
    purpose: 'deposit',
    paymentType: 'NEFT',
    paymentName: 'HDFC Bank (NEFT)',
    minAmount: rupees(1_000),
    maxAmount: rupees(1_000_000),
    sort: 3,
    customFields: [
      field('Account Name', BANK.accountName),
      field('Account Number', BANK.accountNumber),
      field('IFSC Code', BANK.ifscCode),
      field('Bank Name', BANK.bankName),
    ],
    details: { ...BANK, remarks: 'NEFT takes up to 2 hours to arrive' },
  },
  {
    purpose: 'deposit',
    paymentType: 'USDT',
    paymentName: 'USDT (TRC20)',
    minAmount: rupees(1_000),
    maxAmount: rupees(1_000_000),
    sort: 4,
    customFields: [field('Network', 'TRON (TRC20)'), field('Wallet Address', 'TQ4yD9BkRzBvGfcDemoBacklayWallet1')],
    details: { walletNumber: 'TQ4yD9BkRzBvGfcDemoBacklayWallet1' },
  },
  // Paid on a payment gateway's hosted page (the built-in sandbox in the embedded mode) and
  // credited by its signed webhook: no proof, no UTR, no fields to show.
  {
    purpose: 'deposit',
    paymentType: 'IPAY',
    paymentName: 'iPay (UPI, cards)',
    minAmount: rupees(100),
    maxAmount: rupees(200_000),
    sort: 5,
    customFields: [],
  },
  {
    purpose: 'deposit',
    paymentType: 'XPAY',
    paymentName: 'xPay (net banking)',
    minAmount: rupees(100),
    maxAmount: rupees(200_000),
    sort: 6,
    customFields: [],
  },
  {
    purpose: 'withdraw',
    paymentType: 'IMPS',
    paymentName: 'Bank Transfer',
    minAmount: rupees(500),
    maxAmount: rupees(200_000),
    sort: 1,
    customFields: [field('Account Number'), field('IFSC Code'), field('Bank Name')],
  },
  {
    purpose: 'withdraw',
    paymentType: 'UPI',
    paymentName: 'UPI',
    minAmount: rupees(200),
    maxAmount: rupees(50_000),
    sort: 2,
    customFields: [field('UPI ID')],
  },
];

export async function seedDemoPaymentMethods(tx: Tx, whiteLabelIds: readonly string[], at: Date): Promise<void> {
  await tx.insert(paymentMethods).values(
    whiteLabelIds.flatMap((whiteLabelId) =>
      METHODS.map((m) => ({
        whiteLabelId,
        purpose: m.purpose,
        paymentType: m.paymentType,
        paymentName: m.paymentName,
        minAmount: m.minAmount,
        maxAmount: m.maxAmount,
        sort: m.sort,
        customFields: m.customFields,
        ...m.details,
        createdAt: at,
        updatedAt: at,
      })),
    ),
  );
}
