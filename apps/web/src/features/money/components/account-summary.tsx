import { useTranslation } from 'react-i18next';
import type { WithdrawAccount } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { holderNameOf } from '../lib/withdraw-rules';

/** An account in a line or two: holder, type, its first detail, and the primary badge. */
export function AccountSummary({ account }: { account: WithdrawAccount }) {
  const { t } = useTranslation();
  const userName = useSession((s) => s.userData?.userName ?? '');
  const first = account.accountDetails[0];
  return (
    <span className="min-w-0 flex-1">
      <span className="flex items-center gap-2">
        <span className="truncate font-semibold">{holderNameOf(account, userName)}</span>
        {account.primary && (
          <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-[10px] font-bold tracking-wide text-highlight uppercase">
            {t('money.primary', 'Primary')}
          </span>
        )}
      </span>
      <span className="block truncate text-xs text-muted">
        {`${account.paymentMethodType.paymentType} | ${account.paymentMethodType.paymentName}`}
        {first ? ` · ${first.value}` : ''}
      </span>
    </span>
  );
}

/** The name an account goes by in a sentence. */
export function useAccountLabel(): (account: WithdrawAccount) => string {
  const userName = useSession((s) => s.userData?.userName ?? '');
  return (account) => holderNameOf(account, userName);
}
