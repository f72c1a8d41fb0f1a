import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketPrice } from '@backlay/contract';
import { PriceCache } from '../sports/prices/price-cache.js';
import { PriceFanOut } from './price-fan-out.js';

const clock = { now: () => new Date(Date.now()) };

function setup(intervalMs: number) {
  const prices = new PriceCache(clock);
  const sent: { to: readonly string[]; payload: MarketPrice }[] = [];
  const fanOut = new PriceFanOut(
    prices,
    (to, payload) => sent.push({ to, payload }),
    intervalMs,
    () => Date.now(),
  );
  fanOut.start();
  prices.register('1.1', 'e1', 'betfair');
  prices.register('1.2', 'e1', 'session');
  const move = (marketId: string, odd: number) =>
    prices.apply({ marketId, status: 'open', runners: [{ id: 'r', status: 'active', back: [[odd, 10]], lay: [] }], totalMatchedPaise: 0 })!;
  return { prices, sent, fanOut, move };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PriceFanOut', () => {
  it('sends a lone update at once, holds a burst and sends its last image when the interval ends', () => {
    const { sent, move } = setup(100);
    move('1.1', 150);
    expect(sent.map((s) => s.payload.seq)).toEqual([1]);
    vi.advanceTimersByTime(10);
    move('1.1', 151);
    vi.advanceTimersByTime(10);
    const last = move('1.1', 152);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(79);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => s.payload.seq)).toEqual([1, last.seq]);
    expect(sent[1]!.payload.runners[0]!.back[0]!.odd).toBe(1.52);
    // Quiet for longer than the interval: the next lone update is not delayed.
    vi.advanceTimersByTime(500);
    move('1.1', 160);
    expect(sent).toHaveLength(3);
  });

  it('paces each market on its own', () => {
    const { sent, move } = setup(100);
    move('1.1', 150);
    move('1.2', 40);
    expect(sent.map((s) => s.payload.marketId)).toEqual(['1.1', '1.2']);
  });

  it('sends every change at once with interval 0', () => {
    const { sent, move } = setup(0);
    for (let i = 0; i < 5; i++) move('1.1', 150 + i);
    expect(sent.map((s) => s.payload.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it('addresses the event and market rooms, and home for betfair markets only', () => {
    const { sent, move } = setup(0);
    move('1.1', 150);
    move('1.2', 40);
    expect(sent.map((s) => s.to)).toEqual([
      ['event:e1', 'market:1.1', 'home'],
      ['event:e1', 'market:1.2'],
    ]);
  });

  it('stops listening and drops held updates when stopped', () => {
    const { sent, move, fanOut } = setup(100);
    move('1.1', 150);
    move('1.1', 151);
    fanOut.stop();
    vi.advanceTimersByTime(200);
    move('1.1', 152);
    expect(sent).toHaveLength(1);
  });
});
