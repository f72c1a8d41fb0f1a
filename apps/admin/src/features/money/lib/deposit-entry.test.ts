import { describe, expect, it } from 'vitest';
import { checkDepositEntry, methodTakes, PICK_PLAYER, toDepositEntry, type DepositEntryForm } from './deposit-entry';

const form = (over: Partial<DepositEntryForm> = {}): DepositEntryForm => ({
  userId: 'u1',
  amount: '500',
  depositTypeId: '',
  utr: '',
  remarks: '',
  ...over,
});

describe('deposit entry', () => {
  it('takes an amount inside the method limits, both ends included, and none without both limits', () => {
    const m = { minAmount: 100, maxAmount: 1000.5 };
    expect(methodTakes(m, 100)).toBe(true);
    expect(methodTakes(m, 1000.5)).toBe(true);
    expect(methodTakes(m, 99.99)).toBe(false);
    expect(methodTakes(m, 1000.51)).toBe(false);
    expect(methodTakes({ minAmount: null, maxAmount: 1000 })).toBe(false);
  });

  it('asks for the player, an amount above zero and a 6-12 digit UTR when one is typed', () => {
    expect(checkDepositEntry(form({ userId: '', amount: '0', utr: '12345' }), undefined)).toEqual({
      userId: PICK_PLAYER,
      amount: 'Please Enter Amount First',
      utr: 'UTR should be 6 to 12 digits',
    });
    expect(checkDepositEntry(form({ amount: '10.555' }), undefined).amount).toBe('Please Enter Amount First');
    expect(checkDepositEntry(form({ amount: '1500.50', utr: '123456' }), undefined)).toEqual({});
  });

  it('sends only the fields filled in', () => {
    expect(toDepositEntry(form({ amount: ' 1500.50 ', remarks: '  ' }))).toEqual({ userId: 'u1', amount: 1500.5 });
    expect(toDepositEntry(form({ depositTypeId: 'm1', utr: ' 123456789012 ', remarks: ' cash ' }))).toEqual({
      userId: 'u1',
      amount: 500,
      depositTypeId: 'm1',
      utr: '123456789012',
      remarks: 'cash',
    });
  });
});
