import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES } from '@backlay/contract';
import { testAccount } from '../test/fixtures';
import { defaultAccount, holderNameOf, withdrawProblem } from './withdraw-rules';

describe('withdraw rules', () => {
  const account = testAccount({ _id: 'a1' });

  it("checks in the server's order, with its messages", () => {
    expect(withdrawProblem('', account, 1000)).toBe(MONEY_MESSAGES.noAmountAdded);
    expect(withdrawProblem('0', account, 1000)).toBe(MONEY_MESSAGES.noAmountAdded);
    expect(withdrawProblem('700', null, 1000)).toBe(MONEY_MESSAGES.accountNotFound);
    // Strictly between the type's min and max.
    expect(withdrawProblem('500', account, 1_000_000)).toBe('amount should be greater than 500 and less than 200000');
    expect(withdrawProblem('200000', account, 1_000_000)).toBe('amount should be greater than 500 and less than 200000');
    expect(withdrawProblem('501', account, 500)).toBe(MONEY_MESSAGES.overUserBalance);
    expect(withdrawProblem('501', account, 501)).toBeNull();
    expect(withdrawProblem('199999', account, null)).toBeNull();
  });

  it('names only the limit a type has', () => {
    const onlyMin = testAccount({
      _id: 'a2',
      paymentMethodType: { ...account.paymentMethodType, maxAmount: null },
    });
    expect(withdrawProblem('100', onlyMin, 1000)).toBe('amount should be greater than 500');
  });

  it('defaults to the primary account, else the first', () => {
    const a = testAccount({ _id: 'a', primary: false });
    const b = testAccount({ _id: 'b', primary: true });
    expect(defaultAccount([a, b])?._id).toBe('b');
    expect(defaultAccount([a])?._id).toBe('a');
    expect(defaultAccount([])).toBeNull();
  });

  it('shows the holder name without the user-name suffix', () => {
    expect(holderNameOf({ name: 'Ravi Kumar-player1' }, 'player1')).toBe('Ravi Kumar');
    expect(holderNameOf({ name: 'Ravi Kumar-player1' }, 'other')).toBe('Ravi Kumar-player1');
    expect(holderNameOf({ name: 'Ravi' }, '')).toBe('Ravi');
  });
});
