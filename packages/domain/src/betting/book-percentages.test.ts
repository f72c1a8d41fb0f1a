import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { bookPercentages, isRoundBook } from './book-percentages.js';
import { exchangeOdd } from './test-arbitraries.js';

describe('bookPercentages', () => {
  it('sums the chances the prices imply, in hundredths of a percent', () => {
    // Back 1.90 / 2.00 -> 52.63% + 50% = 102.63%; lay 2.00 / 2.10 -> 50% + 47.62% = 97.62%.
    expect(
      bookPercentages(
        [
          { back: 190, lay: 200 },
          { back: 200, lay: 210 },
        ],
        'betfair',
      ),
    ).toEqual({
      back: 10_263,
      lay: 9_762,
      isComplete: true,
    });
  });
  it('adds exact thirds without drift', () => {
    const thirds = { back: 300, lay: 300 };
    expect(bookPercentages([thirds, thirds, thirds], 'betfair')).toMatchObject({ back: 10_000, lay: 10_000 });
  });
  it('reads bookmaker odds as winnings per 100', () => {
    // 90 pays 0.90 per rupee: decimal 1.90. Evens (100) on both sides is exactly 100%.
    expect(
      bookPercentages(
        [
          { back: 100, lay: 100 },
          { back: 100, lay: 100 },
        ],
        'bookmaker',
      ),
    ).toMatchObject({ back: 10_000, lay: 10_000 });
    expect(
      bookPercentages(
        [
          { back: 90, lay: 95 },
          { back: 90, lay: 95 },
        ],
        'bookmaker',
      ),
    ).toMatchObject({ back: 10_526, lay: 10_256 });
  });
  it('leaves out missing prices and says the book is incomplete', () => {
    expect(
      bookPercentages(
        [
          { back: 200, lay: null },
          { back: 200, lay: 210 },
        ],
        'betfair',
      ),
    ).toEqual({
      back: 10_000,
      lay: 4_762,
      isComplete: false,
    });
    expect(bookPercentages([], 'betfair').isComplete).toBe(false);
  });

  test.prop([fc.array(fc.record({ back: exchangeOdd, lay: exchangeOdd }), { minLength: 1, maxLength: 12 })])(
    'agrees with the float sum to the hundredth of a percent',
    (runners) => {
      const p = bookPercentages(runners, 'betfair');
      const approx = (side: 'back' | 'lay') => runners.reduce((s, r) => s + 1_000_000 / r[side], 0);
      expect(Math.abs(p.back - approx('back'))).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(Math.abs(p.lay - approx('lay'))).toBeLessThanOrEqual(0.5 + 1e-6);
    },
  );
});

describe('isRoundBook (back-lay round check, docs/product.md §9)', () => {
  it('accepts a lay book of 91..100% and a back book of 100..109%, bounds included', () => {
    expect(isRoundBook({ back: 10_000, lay: 10_000 })).toBe(true);
    expect(isRoundBook({ back: 10_900, lay: 9_100 })).toBe(true);
    expect(isRoundBook({ back: 10_450, lay: 9_600, isComplete: true })).toBe(true);
  });
  it('refuses a book just outside either range', () => {
    expect(isRoundBook({ back: 10_901, lay: 9_600 })).toBe(false);
    expect(isRoundBook({ back: 9_999, lay: 9_600 })).toBe(false);
    expect(isRoundBook({ back: 10_450, lay: 9_099 })).toBe(false);
    expect(isRoundBook({ back: 10_450, lay: 10_001 })).toBe(false);
  });
  it('refuses a book with a missing price', () => {
    expect(isRoundBook({ back: 10_450, lay: 9_600, isComplete: false })).toBe(false);
  });
  it('passes a typical two-runner exchange market and fails a wide one', () => {
    expect(
      isRoundBook(
        bookPercentages(
          [
            { back: 190, lay: 192 },
            { back: 210, lay: 212 },
          ],
          'betfair',
        ),
      ),
    ).toBe(true);
    expect(
      isRoundBook(
        bookPercentages(
          [
            { back: 150, lay: 300 },
            { back: 150, lay: 300 },
          ],
          'betfair',
        ),
      ),
    ).toBe(false);
  });
});
