import { describe, expect, it } from 'vitest';
import { betPriceText, pnlClass } from './format';

describe('report formatting', () => {
  it('reads a session bet as run / rate and others as the odds', () => {
    const market = { id: '1', _id: 'm1', marketName: 'x', name: 'x', event: { id: 'e', name: 'e' } };
    const odds = { type: 'back' as const, run: 45, odd: 100, teamId: 't', teamName: 'T' };
    expect(betPriceText({ market: { ...market, type: 'session' }, odds })).toBe('45 / 100');
    expect(betPriceText({ market: { ...market, type: 'betfair' }, odds: { ...odds, odd: 1.8499999 } })).toBe('1.85');
  });

  it('colours a win green, a loss red and nothing else', () => {
    expect(pnlClass(12.5)).toBe('text-success');
    expect(pnlClass(-0.01)).toBe('text-danger');
    expect(pnlClass(0)).toBe('');
    expect(pnlClass(null)).toBe('');
  });
});
