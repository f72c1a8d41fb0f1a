import { vi } from 'vitest';
import type { EventCard, Market, SportsEvent } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { market, runner } from '../../../lib/live/test/fixtures';

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

/** The event's Match Odds as the catalogue answers it (the shared market fixture, tied to the event). */
export function testMarket(event: SportsEvent, patch: Partial<Market> = {}): Market {
  const [home = 'Home', away = 'Away'] = event.name.split(' v ');
  return market(`1.${event.id}`, {
    teams: [
      runner(`${event.id}-a`, home, { sort: 0, back: [{ odd: 1.85, run: 1200 }], lay: [{ odd: 1.87, run: 900 }] }),
      runner(`${event.id}-b`, away, { sort: 1, back: [{ odd: 2.1, run: 700 }], lay: [{ odd: 2.14, run: 650 }] }),
    ],
    totalMatched: 10000,
    betOpenDate: event.openDate,
    eventId: event.id,
    eventTypeId: event.eventTypeId,
    openDate: event.openDate,
    updatedAt: new Date().toISOString(),
    ...patch,
  });
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
