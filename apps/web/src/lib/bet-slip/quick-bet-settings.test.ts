import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_QUICK_BETS } from '@backlay/contract';
import { quickBetStorageKey, quickStakeOf, readQuickBetSettings, writeQuickBetSettings } from './quick-bet-settings';

describe('quickStakeOf', () => {
  it('is the first button by default (1000 of the defaults)', () => {
    expect(quickStakeOf(DEFAULT_QUICK_BETS, 0)).toBe(1000);
    expect(quickStakeOf(DEFAULT_QUICK_BETS, 3000)).toBe(3000);
  });

  it("is always one of the player's amounts, the chosen one while it is still there", () => {
    const preset = fc.record({ label: fc.string(), value: fc.integer({ min: 1, max: 100_000_000 }) });
    fc.assert(
      fc.property(fc.array(preset, { minLength: 1, maxLength: 10 }), fc.nat(), (presets, chosen) => {
        const stake = quickStakeOf(presets, chosen);
        expect(presets.some((p) => p.value === stake)).toBe(true);
        if (presets.some((p) => p.value === chosen)) expect(stake).toBe(chosen);
        else expect(stake).toBe(presets[0]!.value);
      }),
    );
  });
});

describe('quick-bet settings in local storage', () => {
  it('answers off for no session, another session, or a damaged entry', () => {
    localStorage.clear();
    writeQuickBetSettings('token-a', { quickBet: true, quickBetValue: 2000, acceptAnyOdds: true });
    expect(readQuickBetSettings('token-a')).toEqual({ quickBet: true, quickBetValue: 2000, acceptAnyOdds: true });
    expect(readQuickBetSettings(null)).toEqual({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });
    expect(readQuickBetSettings('token-b')).toEqual({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });
    // The session's token itself is never stored.
    expect(localStorage.getItem(quickBetStorageKey)).not.toContain('token-a');

    const stored = JSON.parse(localStorage.getItem(quickBetStorageKey)!) as Record<string, unknown>;
    localStorage.setItem(quickBetStorageKey, JSON.stringify({ ...stored, quickBetValue: -5 }));
    expect(readQuickBetSettings('token-a')).toEqual({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });
    localStorage.setItem(quickBetStorageKey, '{"quickBet":');
    expect(readQuickBetSettings('token-a')).toEqual({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });
  });

  it('reads an entry written before the odds choice existed as "my price or better"', () => {
    localStorage.clear();
    writeQuickBetSettings('token-a', { quickBet: true, quickBetValue: 2000, acceptAnyOdds: false });
    const stored = JSON.parse(localStorage.getItem(quickBetStorageKey)!) as Record<string, unknown>;
    delete stored.acceptAnyOdds;
    localStorage.setItem(quickBetStorageKey, JSON.stringify(stored));
    expect(readQuickBetSettings('token-a')).toEqual({ quickBet: true, quickBetValue: 2000, acceptAnyOdds: false });
  });
});
