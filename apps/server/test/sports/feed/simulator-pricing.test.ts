import { describe, expect, it } from 'vitest';
import { bookmakerQuote, exchangeQuote } from '../../../src/modules/sports/feed/simulator/pricing.js';
import { Rng } from '../../../src/modules/sports/feed/simulator/prng.js';

const best = (levels: [number, number][]) => (levels[0] as [number, number])[0];

describe('simulator bookmaker prices', () => {
  it('sit the margin either side of the fair price the exchange quote came from', () => {
    // A 54% favourite: fair 1.852, exchange 1.85/1.86, bookmaker 83/87.
    const exchange = exchangeQuote(0.54, 1, 10_000, new Rng(1));
    expect([best(exchange.back), best(exchange.lay)]).toEqual([185, 186]);
    const bookmaker = bookmakerQuote(0.54, exchange, 100_000);
    expect(bookmaker).toEqual({ back: [[83, 100_000]], lay: [[87, 100_000]] });
  });

  it('never let a back in one market and a lay in the other lock a profit, up to the ends of the ladder', () => {
    const problems: string[] = [];
    for (let i = 1; i < 2_000; i++) {
      const p = i / 2_000;
      const exchange = exchangeQuote(p, 1, 10_000, new Rng(i));
      const bookmaker = bookmakerQuote(p, exchange, 100_000);
      const [bmBack, bmLay] = [best(bookmaker.back), best(bookmaker.lay)];
      const fair = (1 / p - 1) * 100;
      if (bmBack + 100 > best(exchange.lay)) problems.push(`p ${p}: back ${bmBack} above exchange lay ${best(exchange.lay)}`);
      if (best(exchange.back) > bmLay + 100) problems.push(`p ${p}: exchange back ${best(exchange.back)} above lay ${bmLay}`);
      if (!(bmBack >= 1 && bmBack < bmLay && Number.isInteger(bmBack) && Number.isInteger(bmLay)))
        problems.push(`p ${p}: ${bmBack}/${bmLay}`);
      if (p >= 0.01 && p <= 0.99 && !(bmBack <= fair && fair <= bmLay)) problems.push(`p ${p}: fair ${fair} outside ${bmBack}/${bmLay}`);
    }
    expect(problems).toEqual([]);
  });
});
