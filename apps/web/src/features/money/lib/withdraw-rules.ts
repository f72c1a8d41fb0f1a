import { MONEY_MESSAGES, withdrawRangeMessage, type WithdrawAccount } from '@backlay/contract';

/**
 * The withdraw form's checks before the call (docs/product.md §5 "Withdraw"), in the
 * server's order and with its messages, so a player learns at once what the server would say.
 * Null when the request may go.
 */
export function withdrawProblem(amountText: string, account: WithdrawAccount | null, availablePts: number | null): string | null {
  const amount = Number(amountText);
  if (!amountText || !Number.isFinite(amount) || amount <= 0) return MONEY_MESSAGES.noAmountAdded;
  if (!account) return MONEY_MESSAGES.accountNotFound;
  // "greater than the type's minAmount and less than its maxAmount": both ends excluded.
  const { minAmount: min, maxAmount: max } = account.paymentMethodType;
  if ((min !== null && amount <= min) || (max !== null && amount >= max)) return withdrawRangeMessage(min, max);
  if (availablePts !== null && amount > availablePts) return MONEY_MESSAGES.overUserBalance;
  return null;
}

/** The account a withdrawal goes to unless the player picks another: the primary one, else the first. */
export function defaultAccount(accounts: readonly WithdrawAccount[]): WithdrawAccount | null {
  return accounts.find((a) => a.primary) ?? accounts[0] ?? null;
}

/** The holder name as typed: the stored name carries "-{userName}" (docs/product.md §3). */
export function holderNameOf(account: Pick<WithdrawAccount, 'name'>, userName: string): string {
  const suffix = `-${userName}`;
  return userName && account.name.endsWith(suffix) ? account.name.slice(0, -suffix.length) : account.name;
}
