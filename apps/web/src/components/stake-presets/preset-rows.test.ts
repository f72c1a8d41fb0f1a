import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { saveQuickBetsBodySchema, saveStakesBodySchema, STAKE_MESSAGES } from '@backlay/contract';
import { checkRows, presetValueDigits, withLabel, withValue } from './preset-rows';

describe('presetValueDigits', () => {
  it('keeps digits, strips leading zeros and caps at nine digits (10,00,00,000 at most)', () => {
    expect(presetValueDigits('00a15b0')).toBe('150');
    expect(presetValueDigits('0')).toBe('');
    expect(presetValueDigits('1,00,000.50')).toBe('100000');
    expect(presetValueDigits('1234567890')).toBe('123456789');
    fc.assert(fc.property(fc.string(), (s) => /^(?:[1-9]\d{0,8})?$/.test(presetValueDigits(s))));
  });
});

describe('row edits', () => {
  it('let a label that reads as the value follow it, and keep a label of its own', () => {
    expect(withValue({ label: '1000', value: '1000' }, '1500')).toEqual({ label: '1500', value: '1500' });
    expect(withValue({ label: '1K', value: '1000' }, '1500')).toEqual({ label: '1K', value: '1500' });
    expect(withLabel({ label: '', value: '1' }, 'x'.repeat(20)).label).toHaveLength(12);
  });
});

describe('checkRows', () => {
  it("answers the presets to send when the contract's schema accepts them", () => {
    expect(checkRows(saveStakesBodySchema, [{ label: ' 1K ', value: '1000' }])).toEqual({
      ok: true,
      presets: [{ label: '1K', value: 1000 }],
    });
  });

  it('answers the first problem of each row, and of the list', () => {
    const rows = [
      { label: '', value: '' },
      { label: 'ok', value: '5' },
    ];
    expect(checkRows(saveQuickBetsBodySchema, rows)).toEqual({
      ok: false,
      rowErrors: [{ label: STAKE_MESSAGES.labelRequired, value: STAKE_MESSAGES.valueRange }, {}],
      listError: STAKE_MESSAGES.quickBetCount,
    });
  });
});
