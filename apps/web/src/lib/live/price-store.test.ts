import { beforeEach, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { applyMarketPrice, forgetMarketPrice, markAllPricesStale, marketToPrice, primeMarketPrices, usePriceStore } from './price-store';
import { market, price } from './test/fixtures';

beforeEach(() => usePriceStore.setState({ prices: {}, stale: {} }));

const held = (id: string) => usePriceStore.getState().prices[id];

describe('price store', () => {
  it('keeps the newest seq and drops older or equal states', () => {
    applyMarketPrice(price('1.1', 5, { totalMatched: 500 }));
    applyMarketPrice(price('1.1', 3, { totalMatched: 300 }));
    expect(held('1.1')?.seq).toBe(5);
    applyMarketPrice(price('1.1', 5, { totalMatched: 999 }));
    expect(held('1.1')?.totalMatched).toBe(500);
    applyMarketPrice(price('1.1', 6, { totalMatched: 600 }));
    expect(held('1.1')).toMatchObject({ seq: 6, totalMatched: 600 });
  });

  it('primes from market definitions and snapshots alike, each market on its own seq', () => {
    applyMarketPrice(price('1.1', 10));
    primeMarketPrices([market('1.1', { seq: 4 }), market('1.2', { seq: 4, status: 'suspended' })]);
    expect(held('1.1')?.seq).toBe(10);
    expect(held('1.2')).toMatchObject({ seq: 4, status: 'suspended', marketId: '1.2' });
    expect(held('1.2')?.runners.map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('leaves other markets untouched (same object) so their cells do not re-render', () => {
    primeMarketPrices([price('1.1', 1), price('1.2', 1)]);
    const other = held('1.2');
    applyMarketPrice(price('1.1', 2));
    expect(held('1.2')).toBe(other);
  });

  it('reads a flagged-closed market as closed and an unpriced one as oldest', () => {
    const p = marketToPrice(market('1.3', { marketClosed: true, status: 'open', updatedAt: null }));
    expect(p.status).toBe('closed');
    expect(p.updatedAt).toBe(new Date(0).toISOString());
  });

  it('after a drop shows every open market suspended, then takes the first fresh state whatever its seq', () => {
    primeMarketPrices([price('1.1', 50), price('1.2', 7, { status: 'closed' })]);
    markAllPricesStale();
    expect(held('1.1')?.status).toBe('suspended');
    expect(held('1.2')?.status).toBe('closed');
    // A restarted server may count again from a lower seq: the snapshot still wins once.
    primeMarketPrices([price('1.1', 2)]);
    expect(held('1.1')).toMatchObject({ seq: 2, status: 'open' });
    applyMarketPrice(price('1.1', 1));
    expect(held('1.1')?.seq).toBe(2);
  });

  it('forgets a deleted market', () => {
    applyMarketPrice(price('1.1', 1));
    forgetMarketPrice('1.1');
    expect(held('1.1')).toBeUndefined();
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 })])(
    'whatever order updates arrive in, the store ends on the highest seq',
    (seqs) => {
      usePriceStore.setState({ prices: {}, stale: {} });
      for (const seq of seqs) applyMarketPrice(price('1.9', seq, { totalMatched: seq }));
      expect(held('1.9')).toMatchObject({ seq: Math.max(...seqs), totalMatched: Math.max(...seqs) });
    },
  );
});
