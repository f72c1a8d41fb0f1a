import { describe, expect, it } from 'vitest';
import type { EventMarkets, EventStatusDoc } from '@backlay/contract';
import { market } from '../../../lib/live/test/fixtures';
import { applyEventStatus, orderMarkets, removeMarket, upsertMarket } from './event-markets-data';

function data(): EventMarkets {
  return {
    event: {
      id: 'e1',
      name: 'A v B',
      countryCode: '',
      timezone: 'UTC',
      openDate: '2026-01-01T00:00:00.000Z',
      eventTypeId: 4,
      eventTypeName: 'Cricket',
      competitionId: 'c',
      competitionName: 'C',
      status: 'upcoming',
      inPlay: false,
      hasBookmaker: false,
      hasSession: false,
      liveTv: false,
    },
    markets: [market('1.1'), market('1.2', { name: 'Tied Match' })],
    score: null,
  };
}

describe('event page data edits', () => {
  it('replaces only the edited market, keeping the others by identity', () => {
    const d = data();
    const next = upsertMarket(d, market('1.2', { name: 'Tied Match', min: 500 }));
    expect(next.markets[0]).toBe(d.markets[0]);
    expect(next.markets[1]?.min).toBe(500);
    expect(upsertMarket(d, market('1.3')).markets.map((m) => m.id)).toEqual(['1.1', '1.2', '1.3']);
    expect(upsertMarket(d, market('1.4', { eventId: 'e2' }))).toBe(d);
  });

  it('answers the same object when a message changes nothing', () => {
    const d = data();
    // The event status message's docs (docs/product.md §3), naming the event's headline market.
    const doc: EventStatusDoc = {
      eventId: 'e1',
      eventTypeId: 4,
      status: 'upcoming',
      inPlay: false,
      openDate: d.event.openDate,
      marketId: { id: '1.1', type: 'betfair', externalType: '' },
    };
    expect(removeMarket(d, 'none')).toBe(d);
    expect(applyEventStatus(d, { ...doc, status: 'upcoming', inPlay: false })).toBe(d);
    expect(applyEventStatus(d, { ...doc, status: 'inPlay', inPlay: true }).event.inPlay).toBe(true);
  });

  it('orders pinned-top, match odds, bookmaker, sessions, pinned-bottom', () => {
    const order = orderMarkets([
      market('s', { type: 'session' }),
      market('bottom', { bottom: true }),
      market('bm', { type: 'bookmaker' }),
      market('mo'),
      market('top', { type: 'session', top: true }),
    ]).map((m) => m.id);
    expect(order).toEqual(['top', 'mo', 'bm', 's', 'bottom']);
  });
});
