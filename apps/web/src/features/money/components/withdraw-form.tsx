import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MONEY_MESSAGES } from '@backlay/contract';
import { usePts } from '../../../lib/account-queries';
import { parseApiError } from '../../../lib/api-client';
import { useAccounts } from '../api/get-accounts';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { RupeeAmountField } from './rupee-amount-field';
import { defaultAccount, withdrawProblem } from '../lib/withdraw-rules';
import { rupees } from '../lib/format';
import { AccountSummary } from './account-summary';
import { AccountsDialog } from './accounts-dialog';
import { AccountFormDialog, type AccountFormTarget } from './account-form-dialog';
import { RequestSentDialog } from './request-sent-dialog';

/**
 * The withdraw form (docs/product.md §2 "Withdraw drawer", §4, §5): choose a saved account (or
 * add one when there is none), enter an amount, submit. The amount is checked here with the
 * server's rules and messages first; success shows 'Request Sent!' and toasts 'Withdraw Request Added'.
 */
export function WithdrawForm() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const { data: pts } = usePts();
  const withdraw = useRequestWithdrawal();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [isManaging, setManaging] = useState(false);
  const [form, setForm] = useState<AccountFormTarget | null>(null);
  const [sentAmount, setSentAmount] = useState<number | null>(null);
  const closeSent = useCallback(() => setSentAmount(null), []);
  const list = accounts.data ?? [];
  const account = list.find((a) => a._id === chosenId) ?? defaultAccount(list);
  const minAmount = account?.paymentMethodType.minAmount ?? null;
  const maxAmount = account?.paymentMethodType.maxAmount ?? null;
  // Both ends are refused ("greater than … and less than …"), so the hint says so.
  const range = minAmount !== null && maxAmount !== null ? { min: rupees(minAmount), max: rupees(maxAmount) } : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = withdrawProblem(amountText, account, pts?.availablePts ?? null);
    if (problem) {
      toast.error(problem);
      return;
    }
    withdraw.mutate(
      { amount: amountText, accountId: account!._id },
      {
        onSuccess: (request) => {
          toast.success(t('money.withdrawRequestAdded', MONEY_MESSAGES.withdrawRequestAdded));
          setSentAmount(request.amount);
          setAmountText('');
        },
        onError: (err) => toast.error(parseApiError(err)),
      },
    );
  }

  return (
    <>
      <form className="card flex flex-col gap-4 p-4 shadow-sm sm:p-5" onSubmit={submit} noValidate>
        <p className="flex items-baseline justify-between rounded-xl bg-surface-2 px-3 py-2">
          <span className="text-sm text-muted">{t('money.available', 'Available to withdraw')}</span>
          <span className="text-lg font-black tabular-nums">{pts ? rupees(pts.availablePts) : '—'}</span>
        </p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 flex w-full items-center justify-between text-sm font-semibold">
            <span>{t('money.chooseAccount', 'Choose an account')}</span>
          </legend>
          {accounts.isLoading && <p className="text-sm text-muted">{t('common.loading', 'Loading…')}</p>}
          {!accounts.isLoading && list.length === 0 && (
            <p className="rounded-xl border border-dashed border-line px-3 py-4 text-center text-sm text-muted">
              {t('money.noAccounts', 'No account added yet.')}
            </p>
          )}
          {list.map((a) => (
            <label
              key={a._id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 hover:border-accent has-checked:border-accent has-checked:bg-accent/10"
            >
              <input
                type="radio"
                name="withdraw-account"
                value={a._id}
                checked={account?._id === a._id}
                onChange={() => setChosenId(a._id)}
                className="size-4 accent-[var(--brand-accent)]"
              />
              <AccountSummary account={a} />
            </label>
          ))}
          <div className="flex gap-2">
            {list.length > 0 && (
              <button type="button" className="btn btn-ghost min-h-9 flex-1" onClick={() => setManaging(true)}>
                {t('money.manageAccounts', 'Manage Accounts')}
              </button>
            )}
            <button type="button" className="btn btn-ghost min-h-9 flex-1" onClick={() => setForm({ mode: 'add' })}>
              {t('money.addAccount', 'Add Account')}
            </button>
          </div>
        </fieldset>
        <RupeeAmountField
          value={amountText}
          onChange={setAmountText}
          hint={range && t('money.withdrawRange', 'Limits for this account: more than {{min}} and less than {{max}}', range)}
        />
        <button
          type="submit"
          className="btn btn-accent min-h-11"
          disabled={withdraw.isPending || list.length === 0}
          aria-busy={withdraw.isPending}
        >
          {withdraw.isPending ? t('money.submitting', 'Sending…') : t('money.withdrawSubmit', 'Withdraw')}
        </button>
      </form>
      <AccountsDialog open={isManaging} onClose={() => setManaging(false)} />
      <AccountFormDialog target={form} onClose={() => setForm(null)} />
      <RequestSentDialog amount={sentAmount} onClose={closeSent} />
    </>
  );
}
