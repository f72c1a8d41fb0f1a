import { describe, expect, it } from 'vitest';
import { transactionCodeProblem } from './transaction-code';

describe('transaction code check', () => {
  it('asks for the code, then for all of its digits', () => {
    expect(transactionCodeProblem('')).toBe('Transaction Code is Empty');
    expect(transactionCodeProblem('1234567')).toBe('The transaction code has 8 digits');
    expect(transactionCodeProblem('12345678')).toBeNull();
  });
});
