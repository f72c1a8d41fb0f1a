import { describe, expect, it } from 'vitest';
import { daysBefore, niceScale, shortDay } from './chart-scale';

describe('chart scale', () => {
  it('spans the data and zero with round steps', () => {
    expect(niceScale([120, 870, 40])).toEqual({ min: 0, max: 1000, step: 500 });
    expect(niceScale([-95, 50])).toEqual({ min: -100, max: 50, step: 50 });
    expect(niceScale([0, 0])).toEqual({ min: 0, max: 1, step: 1 });
    expect(niceScale([3])).toEqual({ min: 0, max: 3, step: 1 });
  });

  it('labels and counts IST days', () => {
    expect(shortDay('2026-03-07')).toBe('07 Mar');
    expect(daysBefore('2026-03-07', 7)).toBe('2026-03-01');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-03-01');
  });
});
