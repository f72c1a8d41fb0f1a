import type { Market, MarketPrice, MarketType, Runner } from '@backlay/contract';

/** A runner with one price per level: back 2.00, 1.99, 1.98 and lay 2.02, 2.04, 2.06 unless given. */
export function runner(id: string, name: string, patch: Partial<Runner> = {}): Runner {
  return {
    id,
    name,
    sort: Number(id.replace(/\D/g, '')) || 0,
    status: 'active',
    back: [
      { odd: 2, run: 1500 },
      { odd: 1.99, run: 800 },
      { odd: 1.98, run: 120 },
    ],
    lay: [
      { odd: 2.02, run: 900 },
      { odd: 2.04, run: 300 },
      { odd: 2.06, run: 50 },
    ],
    ...patch,
  };
}

/** A complete market definition as GET api/common/game/market answers it. */
export function market(id: string, patch: Partial<Market> & { type?: MarketType } = {}): Market {
  return {
    _id: `m-${id}`,
    id,
    name: 'Match Odds',
    marketName: 'Match Odds',
    type: 'betfair',
    active: true,
    betAllow: true,
    min: 100,
    max: 100000,
    volume: 5000,
    delay: 5,
    delaySecond: 5,
    manual: false,
    screenPlay: false,
    cashout: false,
    analysis: false,
    category: 'exchange',
    teams: [runner('r1', 'India'), runner('r2', 'Australia')],
    top: false,
    bottom: false,
    remarksMessage: '',
    totalMatched: 125000,
    betOpenDate: '2026-11-01T10:00:00.000Z',
    marketClosed: false,
    betfairMarketEnabled: true,
    statusExist: true,
    openBets: 0,
    externalType: 'betfair',
    eventId: 'e1',
    eventTypeId: 4,
    openDate: '2026-11-01T14:00:00.000Z',
    status: 'open',
    updatedAt: '2026-11-01T13:00:00.000Z',
    seq: 1,
    ...patch,
  };
}

export function price(marketId: string, seq: number, patch: Partial<MarketPrice> = {}): MarketPrice {
  return {
    marketId,
    eventId: 'e1',
    status: 'open',
    runners: [
      { id: 'r1', status: 'active', back: [{ odd: 1.85, run: 2500 }], lay: [{ odd: 1.87, run: 1200 }] },
      { id: 'r2', status: 'active', back: [{ odd: 2.1, run: 700 }], lay: [{ odd: 2.14, run: 300 }] },
    ],
    totalMatched: 1000,
    updatedAt: new Date(1_700_000_000_000 + seq).toISOString(),
    seq,
    ...patch,
  };
}
