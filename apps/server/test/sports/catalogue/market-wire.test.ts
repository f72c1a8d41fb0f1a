import { describe, expect, it } from 'vitest';
import { marketSchema } from '@backlay/contract';
import { PriceCache } from '../../../src/modules/sports/prices/price-cache.js';
import {
  eventToWire,
  marketToWire,
  type EventRow,
  type MarketRow,
  type RunnerRow,
} from '../../../src/modules/sports/catalogue/market-wire.js';
import { TestClock } from '../../test-app.js';

/** The mapping to the contract `Market` alone: rows in memory, a real price cache. */

const start = new Date('2026-11-21T12:00:00Z');
const openDate = new Date('2026-11-21T14:00:00Z');

const row: MarketRow = {
  uid: '00000000-0000-4000-8000-000000000001',
  id: '1.100',
  eventId: 'e1',
  eventTypeId: 4,
  name: 'Match Odds',
  type: 'betfair',
  active: true,
  betAllow: true,
  minStake: 10_050,
  maxStake: 5_000_000,
  delaySecond: 5,
  manual: false,
  screenPlay: false,
  cashout: true,
  analysis: false,
  category: 'exchange',
  top: false,
  bottom: false,
  remarksMessage: '',
  betfairMarketEnabled: true,
  externalType: '',
  sort: 1,
  status: 'suspended',
  betOpenDate: start,
  closedAt: null,
  snapshot: null,
  whiteLabelId: null,
  staffSuspended: false,
  createdAt: start,
  updatedAt: start,
};
// Stored out of order on purpose: teams come back by `sort`.
const runnerRows: RunnerRow[] = [
  { marketId: '1.100', id: 'r2', name: 'Australia', sort: 2, status: 'active' },
  { marketId: '1.100', id: 'r1', name: 'India', sort: 1, status: 'active' },
];

function setup() {
  const clock = new TestClock(start.getTime());
  const prices = new PriceCache(clock, 15_000);
  return { clock, prices };
}

function price(prices: PriceCache) {
  prices.register('1.100', 'e1', 'betfair');
  prices.apply({
    marketId: '1.100',
    status: 'open',
    totalMatchedPaise: 123_456,
    runners: [
      {
        id: 'r1',
        status: 'active',
        back: [
          [185, 100],
          [184, 50.5],
        ],
        lay: [[187, 75]],
      },
      { id: 'r2', status: 'active', back: [[210, 20]], lay: [] },
    ],
  });
}

describe('marketToWire', () => {
  it('maps every field: rupee limits, both delays, event start, teams by sort with decimal ladders, volume', () => {
    const { clock, prices } = setup();
    price(prices);
    const m = marketSchema.parse(marketToWire(row, runnerRows, prices, clock.now().getTime(), 2, openDate));
    expect(m).toMatchObject({
      _id: row.uid,
      id: '1.100',
      name: 'Match Odds',
      marketName: 'Match Odds',
      min: 100.5,
      max: 50_000,
      delay: 5,
      delaySecond: 5,
      status: 'open',
      marketClosed: false,
      statusExist: true,
      openBets: 2,
      openDate: openDate.toISOString(),
      betOpenDate: start.toISOString(),
      totalMatched: 1234.56,
      volume: 245.5,
      seq: 1,
      updatedAt: start.toISOString(),
    });
    expect(m.teams.map((t) => [t.name, t.sort])).toEqual([
      ['India', 1],
      ['Australia', 2],
    ]);
    expect(m.teams[0]!.back).toEqual([
      { odd: 1.85, run: 100 },
      { odd: 1.84, run: 50.5 },
    ]);
    expect(m.teams[1]!.back).toEqual([{ odd: 2.1, run: 20 }]);
  });

  it('shows a market whose feed went quiet as suspended with no prices and no volume', () => {
    const { clock, prices } = setup();
    price(prices);
    clock.advance(15_001);
    const m = marketToWire(row, runnerRows, prices, clock.now().getTime());
    expect(m.status).toBe('suspended');
    expect(m.teams.every((t) => t.back.length === 0 && t.lay.length === 0)).toBe(true);
    expect(m.volume).toBe(0);
    expect(m.statusExist).toBe(true);
  });

  it('shows a market the cache never priced, or does not know, as suspended with empty ladders', () => {
    const { clock, prices } = setup();
    const unknown = marketToWire(row, runnerRows, prices, clock.now());
    expect(unknown).toMatchObject({ status: 'suspended', statusExist: false, updatedAt: null, seq: 0, totalMatched: 0 });
    expect(unknown.teams.map((t) => t.back)).toEqual([[], []]);
    prices.register('1.100', 'e1', 'betfair');
    const registered = marketToWire(row, runnerRows, prices, clock.now());
    expect(registered).toMatchObject({ status: 'suspended', statusExist: true, updatedAt: null });
  });

  it('closed is closed: by the cache or by the row, without prices', () => {
    const { clock, prices } = setup();
    price(prices);
    prices.close('1.100');
    expect(marketToWire(row, runnerRows, prices, clock.now())).toMatchObject({ status: 'closed', marketClosed: true });
    const { prices: fresh } = setup();
    price(fresh);
    const closedRow = marketToWire({ ...row, status: 'closed', closedAt: start }, runnerRows, fresh, clock.now());
    expect(closedRow).toMatchObject({ status: 'closed', marketClosed: true, volume: 0 });
    expect(closedRow.teams[0]!.back).toEqual([]);
  });

  it('gives session markets no volume: their run is the line, not money', () => {
    const { clock, prices } = setup();
    const session: MarketRow = { ...row, id: '1.200', type: 'session', name: '6 Over Runs' };
    prices.register('1.200', 'e1', 'session');
    prices.apply({
      marketId: '1.200',
      status: 'open',
      totalMatchedPaise: 0,
      runners: [{ id: 'l', status: 'active', back: [[100, 45]], lay: [[100, 44]] }],
    });
    const m = marketToWire(session, [{ marketId: '1.200', id: 'l', name: 'Line', sort: 1, status: 'active' }], prices, clock.now());
    expect(m.teams[0]!.back).toEqual([{ odd: 100, run: 45 }]);
    expect(m.volume).toBe(0);
  });
});

describe('eventToWire', () => {
  const event: EventRow = {
    id: 'e1',
    competitionId: 'c1',
    eventTypeId: 4,
    name: 'India v Australia',
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    openDate,
    status: 'upcoming',
    highlight: false,
    liveTv: true,
    score: null,
    closedAt: null,
    createdAt: start,
    updatedAt: start,
  };

  it('is in play from 60 s before the start, through the 10-minute window when the feed is silent', () => {
    const at = (ms: number) => new Date(openDate.getTime() + ms);
    expect(eventToWire(event, 'IPL', at(-60_000)).inPlay).toBe(false);
    expect(eventToWire(event, 'IPL', at(-59_999)).inPlay).toBe(true);
    expect(eventToWire(event, 'IPL', at(9 * 60_000)).inPlay).toBe(true);
    expect(eventToWire(event, 'IPL', at(10 * 60_000)).inPlay).toBe(false);
    // The feed's word wins either way.
    expect(eventToWire({ ...event, status: 'inPlay' }, 'IPL', at(-3_600_000)).inPlay).toBe(true);
    expect(eventToWire({ ...event, status: 'closed' }, 'IPL', at(0)).inPlay).toBe(false);
  });

  it('carries the sport name, competition name and the market flags', () => {
    const e = eventToWire(event, 'IPL', start, { hasBookmaker: true, hasSession: false });
    expect(e).toMatchObject({
      eventTypeName: 'Cricket',
      competitionName: 'IPL',
      hasBookmaker: true,
      hasSession: false,
      liveTv: true,
      openDate: openDate.toISOString(),
    });
  });
});
