import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@backlay/contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { methodDetails, type NamedDetail } from '../lib/deposit-rules';

/** The method's account details, each with a copy button (toast 'copied' plus the value). */
export function MethodDetails({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const named: Record<NamedDetail, string> = {
    accountName: t('money.detail.accountName', 'Account Name'),
    accountNumber: t('money.detail.accountNumber', 'Account Number'),
    ifscCode: t('money.detail.ifscCode', 'IFSC Code'),
    bankName: t('money.detail.bankName', 'Bank Name'),
    upiId: t('money.detail.upiId', 'UPI ID'),
    walletNumber: t('money.detail.walletNumber', 'Wallet Address'),
    mobileNumber: t('money.detail.mobileNumber', 'Mobile Number'),
    appName: t('money.detail.appName', 'App Name'),
  };
  const details = methodDetails(method);
  return (
    <div className="flex flex-col gap-2">
      <dl className="divide-y divide-line rounded-xl border border-line">
        {details.map((d) => (
          <div key={`${d.label}:${d.value}`} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <dt className="text-xs text-muted">{d.field ? named[d.field] : d.label}</dt>
              <dd className="font-semibold break-all">{d.value}</dd>
            </div>
            <CopyButton value={d.value} />
          </div>
        ))}
      </dl>
      {method.remarks && <p className="text-sm text-muted">{method.remarks}</p>}
    </div>
  );
}
