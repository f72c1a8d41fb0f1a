import { describe, expect, it } from 'vitest';
import { oddFromWire, oddToWire } from './odds.js';

describe('odds at the edge', () => {
  it('shows exchange odds as decimals and keeps bookmaker and session odds', () => {
    expect(oddToWire('betfair', 185)).toBe(1.85);
    expect(oddToWire('bookmaker', 85)).toBe(85);
    expect(oddToWire('session', 100)).toBe(100);
  });
  it('reads exchange decimals back to hundredths and refuses impossible prices', () => {
    expect(oddFromWire('betfair', 1.85)).toBe(185);
    expect(oddFromWire('betfair', 1.855)).toBeNull();
    expect(oddFromWire('betfair', 1)).toBeNull();
    expect(oddFromWire('bookmaker', 85)).toBe(85);
    expect(oddFromWire('session', 0)).toBeNull();
    expect(oddFromWire('session', 92.5)).toBeNull();
  });
  it('round-trips every exchange price from 1.01 to 1000', () => {
    for (let h = 101; h <= 100_000; h += 1) expect(oddFromWire('betfair', oddToWire('betfair', h))).toBe(h);
  });
});
