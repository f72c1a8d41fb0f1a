import { useTranslation } from 'react-i18next';
import { OPEN_REQUEST_STATUSES, type DepositRequest, type WithdrawRequest } from '@backlay/contract';
import { siteDateTimeParts } from '../../../lib/site-time';
import { useDepositsPage } from '../api/get-deposits';
import { useWithdrawalsPage } from '../api/get-withdrawals';
import { rupees } from '../lib/format';
import { HISTORY_PREVIEW } from './history-preview';

const isOpen = <R extends DepositRequest | WithdrawRequest>(r: R | undefined): r is R =>
  r !== undefined && OPEN_REQUEST_STATUSES.includes(r.status);

/**
 * Says, above the deposit and withdraw forms, which request is still open: a player with an open
 * deposit or withdrawal may not make another (the server answers 'Already Have Request, Please
 * Wait', docs/product.md §4), and the withdraw page alone would not show an open deposit. Only
 * one request is open at a time, so it is the newest of its kind: the history previews' own
 * queries (page 1, newest first) tell, and nothing more is fetched.
 */
export function OpenRequestNotice() {
  const { t, i18n } = useTranslation();
  const deposits = useDepositsPage(HISTORY_PREVIEW.status, HISTORY_PREVIEW.page, HISTORY_PREVIEW.limit);
  const withdrawals = useWithdrawalsPage(HISTORY_PREVIEW.status, HISTORY_PREVIEW.page, HISTORY_PREVIEW.limit);
  const deposit = deposits.page?.docs[0];
  const withdrawal = withdrawals.page?.docs[0];
  const open = isOpen(deposit)
    ? { kind: 'deposit' as const, request: deposit }
    : isOpen(withdrawal)
      ? { kind: 'withdraw' as const, request: withdrawal }
      : null;
  if (!open) return null;
  const { date, time } = siteDateTimeParts(open.request.createdAt, i18n.language);
  const values = { amount: rupees(open.request.amount), date, time };
  return (
    <p
      role="status"
      className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm font-medium text-amber-800 ring-1 ring-amber-500/40 dark:text-amber-200"
    >
      {open.kind === 'deposit'
        ? t(
            'money.openDeposit',
            'Your deposit request of {{amount}} ({{date}}, {{time}}) is being reviewed. A new request can be made once it is decided.',
            values,
          )
        : t(
            'money.openWithdrawal',
            'Your withdrawal request of {{amount}} ({{date}}, {{time}}) is being reviewed. A new request can be made once it is decided.',
            values,
          )}
    </p>
  );
}
