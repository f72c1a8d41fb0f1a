import { describe, expect, it } from 'vitest';
import { availablePoints, exposureOf } from './exposure.js';

describe('exposureOf', () => {
  it('is the worst loss, or 0 (never -0) when nothing loses', () => {
    expect(exposureOf([1_500, -1_000, -2_500])).toBe(2_500);
    expect(Object.is(exposureOf([0, 100]), 0)).toBe(true);
    expect(exposureOf([])).toBe(0);
  });
});

describe('availablePoints', () => {
  it('is balance minus exposure minus held, and may go below zero', () => {
    expect(availablePoints(100_000, 25_000)).toBe(75_000);
    expect(availablePoints(100_000, 25_000, 10_000)).toBe(65_000);
    expect(availablePoints(10_000, 25_000)).toBe(-15_000);
  });
});
