import { describe, expect, it } from 'vitest';
import { CASHOUT_MESSAGES, type MarketPrice } from '@backlay/contract';
import { cashOutState, runnerPricesOf } from './use-cash-out';

const price = (status: MarketPrice['status']): MarketPrice =>
  ({
    marketId: 'm',
    status,
    runners: [
      { id: 'a', status: 'active', back: [{ odd: 1.85, size: 100 }], lay: [{ odd: 1.87, size: 100 }] },
      { id: 'b', status: 'suspended', back: [{ odd: 2.05, size: 100 }], lay: [{ odd: 2.07, size: 100 }] },
    ],
  }) as unknown as MarketPrice;

describe('cash out on the event page', () => {
  it('reads the best live prices of active runners into inside odds, none while the market is not open', () => {
    expect(runnerPricesOf({ type: 'betfair' }, price('open'))).toEqual({ a: { back: 185, lay: 187 } });
    expect(runnerPricesOf({ type: 'betfair' }, price('suspended'))).toEqual({});
    expect(runnerPricesOf({ type: 'betfair' }, undefined)).toEqual({});
  });

  it("gives the docs/product.md reason when there is no offer, and the server's offer when there is", () => {
    const prices = { a: { back: 185, lay: 187 }, b: { back: 205, lay: 207 } };
    const backedA = { a: 8_500, b: -10_000 };
    expect(cashOutState({ type: 'session', cashout: true }, null, false, prices)).toEqual({
      kind: 'disabled',
      message: CASHOUT_MESSAGES.disabled,
    });
    expect(cashOutState({ type: 'betfair', cashout: false }, backedA, true, prices)).toMatchObject({ kind: 'disabled' });
    expect(cashOutState({ type: 'betfair', cashout: true }, { a: 0, b: 0 }, false, prices)).toEqual({
      kind: 'noBets',
      message: CASHOUT_MESSAGES.placeFirst,
    });
    expect(cashOutState({ type: 'betfair', cashout: true }, backedA, true, {})).toEqual({
      kind: 'notEligible',
      message: CASHOUT_MESSAGES.notEligible,
    });
    // The same offer the server tests expect: lay A at 1.87 for 98.93, keeping -1.07.
    expect(cashOutState({ type: 'betfair', cashout: true }, backedA, true, prices)).toMatchObject({
      kind: 'offer',
      offer: { runnerId: 'a', side: 'lay', odd: 187, stake: 9_893 },
    });
  });
});
