import { vi } from 'vitest';
import type { EventCard, Market, SportsEvent } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';

/** Builders of catalogue answers for web tests, shaped as the contract says. */

export function testEvent(patch: Partial<SportsEvent> & Pick<SportsEvent, 'id' | 'name'>): SportsEvent {
  return {
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    openDate: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    eventTypeId: 4,
    eventTypeName: 'Cricket',
    competitionId: 'c1',
    competitionName: 'Indian Premier League',
    status: 'upcoming',
    inPlay: false,
    hasBookmaker: false,
    hasSession: false,
    liveTv: false,
    ...patch,
  };
}

export function testMarket(event: SportsEvent, patch: Partial<Market> = {}): Market {
  const [home = 'Home', away = 'Away'] = event.name.split(' v ');
  return {
    _id: `m-${event.id}`,
    id: `1.${event.id}`,
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
    teams: [
      { id: `${event.id}-a`, name: home, sort: 0, status: 'active', back: [{ odd: 1.85, run: 1200 }], lay: [{ odd: 1.87, run: 900 }] },
      { id: `${event.id}-b`, name: away, sort: 1, status: 'active', back: [{ odd: 2.1, run: 700 }], lay: [{ odd: 2.14, run: 650 }] },
    ],
    top: false,
    bottom: false,
    remarksMessage: '',
    totalMatched: 10000,
    betOpenDate: event.openDate,
    marketClosed: false,
    betfairMarketEnabled: true,
    statusExist: true,
    openBets: 0,
    externalType: 'betfair',
    eventId: event.id,
    eventTypeId: event.eventTypeId,
    openDate: event.openDate,
    status: 'open',
    updatedAt: new Date().toISOString(),
    seq: 1,
    ...patch,
  };
}

export function testCard(patch: Partial<SportsEvent> & Pick<SportsEvent, 'id' | 'name'>): EventCard {
  const event = testEvent(patch);
  return { event, market: testMarket(event) };
}

type Answer = { status?: number; body: unknown } | undefined;

/**
 * Stubs fetch with answers by path (query string ignored); anything unanswered fails as an
 * unreachable server would. Answers the mock, to look at the calls made.
 */
export function stubApi(answer: (path: string, url: URL) => Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const a = answer(url.pathname, url);
    if (!a) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Signs a player account in, as a login answer would. */
export function signInPlayer(): void {
  useSession.getState().signIn({
    token: 't',
    _id: 'u1',
    userName: 'player1',
    userType: 'user',
    whiteLabelId: 'wl1',
    demo: false,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
  });
}
