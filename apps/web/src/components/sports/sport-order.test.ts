import { describe, expect, it } from 'vitest';
import { orderSports } from './sport-order';

describe('orderSports', () => {
  it('puts cricket, soccer and tennis first, Kabaddi and Politics last, and keeps the rest in order', () => {
    const ids = [2378961, 7, 23789607, 2, 4339, 1, 4, 7522].map((eventTypeId) => ({ eventTypeId }));
    expect(orderSports(ids).map((s) => s.eventTypeId)).toEqual([4, 1, 2, 7, 4339, 7522, 23789607, 2378961]);
  });

  it('does not change its input', () => {
    const input = [{ eventTypeId: 2378961 }, { eventTypeId: 4 }];
    orderSports(input);
    expect(input.map((s) => s.eventTypeId)).toEqual([2378961, 4]);
  });
});
