import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { EventMarkets } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { applyMarketPrice, usePriceStore } from '../../../lib/live/price-store';
import { market, price, runner } from '../../../lib/live/test/fixtures';
import { EventRoute } from './event-page';

resetSessionBetweenTests();
beforeEach(() => usePriceStore.setState({ prices: {}, stale: {} }));

const line = (back: number, lay: number) => [runner('line', 'Line', { back: [{ odd: 100, run: back }], lay: [{ odd: 110, run: lay }] })];

/** One event with the three market types: open match odds, a suspended bookmaker, an open and a closed session. */
function fixture(): EventMarkets {
  return {
    event: {
      id: 'e1',
      name: 'India v Australia',
      countryCode: 'IN',
      timezone: 'Asia/Kolkata',
      openDate: '2026-11-01T14:00:00.000Z',
      eventTypeId: 4,
      eventTypeName: 'Cricket',
      competitionId: 'c1',
      competitionName: 'Test Series',
      status: 'inPlay',
      inPlay: true,
      hasBookmaker: true,
      hasSession: true,
      liveTv: false,
    },
    markets: [
      market('s.1', { type: 'session', name: '10 Over Runs IND', teams: line(46, 45), remarksMessage: 'Ball running soon' }),
      market('bm.1', {
        type: 'bookmaker',
        name: 'Bookmaker',
        status: 'suspended',
        teams: [runner('r1', 'India'), runner('r2', 'Australia')],
      }),
      market('1.1', { name: 'Match Odds' }),
      market('s.2', { type: 'session', name: '20 Over Runs IND', teams: line(90, 88), marketClosed: true, status: 'closed' }),
    ],
    score: {
      eventId: 'e1',
      eventTypeId: 4,
      state: 'live',
      teams: [
        { name: 'India', score: '84/2', detail: '(11.3)' },
        { name: 'Australia', score: '', detail: '' },
      ],
      summary: 'India chose to bat',
      clock: '11.3',
      recent: ['1', '4', 'W'],
      updatedAt: '2026-11-01T14:40:00.000Z',
      iframeUrl: null,
      score: 'India 84/2 (11.3) · Australia',
    },
  };
}

function stubApi(eventAnswer: { status?: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = url.startsWith('/api/common/game/market?')
      ? eventAnswer
      : url.startsWith('/api/user/favorite/')
        ? { body: init?.method === 'POST' ? { message: 'ok' } : { docs: [] } }
        : { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn() {
  useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
}

async function renderEvent(path = '/events/4/e1') {
  return renderInShell(
    <Routes>
      <Route path="/events/:eventTypeId/:eventId" element={<EventRoute />} />
      <Route path="/events/:eventId" element={<EventRoute />} />
    </Routes>,
    { path },
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (name: string) => screen.getByRole('group', { name });

describe('event page', () => {
  it('shows the header, score and the three market types with suspended and closed states', async () => {
    signIn();
    const fetchMock = stubApi({ body: { docs: fixture() } });
    await renderEvent();

    expect(await screen.findByRole('heading', { level: 1, name: 'India v Australia' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/common/game/market?eventId=e1')).toBe(true);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByText('84/2')).toBeTruthy();

    // Match odds: three-deep ladders for each runner, best prices first in the middle.
    const odds = section('Match Odds');
    expect(within(odds).getAllByRole('button', { name: /^(Back|Lay) / })).toHaveLength(12);
    expect(within(odds).getAllByRole('button', { name: /^Back 2, 1.5k/ })).toHaveLength(2);
    expect(within(odds).getByText('Min: 100.00').parentElement?.textContent).toBe('Min: 100.00 · Max: 1,00,000.00');
    expect(within(odds).getByText('Matched: ₹1.25l')).toBeTruthy();
    expect(within(odds).queryByText('SUSPENDED')).toBeNull();

    // Bookmaker suspended: overlay, and no price readable under it.
    const bookmaker = section('Bookmaker');
    expect(within(bookmaker).getAllByText('SUSPENDED')).toHaveLength(2);
    expect(within(bookmaker).getByText('Australia')).toBeTruthy();
    expect(within(bookmaker).getAllByRole('img', { name: /no price/ })).toHaveLength(4);
    expect(within(bookmaker).queryByText('2')).toBeNull();

    // Sessions: No (lay) then Yes (back), the line big; the closed one says so.
    const open = row('10 Over Runs IND');
    expect(within(open).getByRole('button', { name: 'No 45, 110' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Yes 46, 100' })).toBeTruthy();
    expect(within(open).getByText('Ball running soon')).toBeTruthy();
    const closed = row('20 Over Runs IND');
    expect(within(closed).getByText('CLOSED')).toBeTruthy();
    expect(within(closed).queryByText('90')).toBeNull();

    // Order: match odds, bookmaker, then the Fancy card.
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Match Odds', 'Bookmaker', 'Fancy']);
  });

  it('toggles the favourite event and market stars through the favourites calls', async () => {
    signIn();
    const fetchMock = stubApi({ body: { docs: fixture() } });
    await renderEvent();
    const eventStar = await screen.findByRole<HTMLButtonElement>('button', { name: 'Add event to favourites' });
    const marketStar = within(section('Match Odds')).getByRole<HTMLButtonElement>('button', { name: 'Add market to favourites' });
    // The stars wait for the favourites lists, so they never show a wrong state.
    await vi.waitFor(() => expect(eventStar.disabled || marketStar.disabled).toBe(false));
    fireEvent.click(eventStar);
    fireEvent.click(marketStar);
    await vi.waitFor(() => {
      const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
      expect(posts.map(([u, init]) => [String(u), (init as RequestInit).body])).toEqual([
        ['/api/user/favorite/event', JSON.stringify({ eventId: 'e1' })],
        ['/api/user/favorite/market', JSON.stringify({ marketId: '1.1' })],
      ]);
    });
  });

  it('follows live prices: the bookmaker reopens and shows its prices', async () => {
    signIn();
    stubApi({ body: { docs: fixture() } });
    await renderEvent();
    const bookmaker = await screen.findByRole('region', { name: 'Bookmaker' });
    act(() =>
      applyMarketPrice(
        price('bm.1', 5, { runners: [{ id: 'r1', status: 'active', back: [{ odd: 85, run: 100000 }], lay: [{ odd: 88, run: 100000 }] }] }),
      ),
    );
    expect(within(bookmaker).queryByText('SUSPENDED')).toBeNull();
    expect(within(bookmaker).getByRole('button', { name: 'Back 85, 100k' })).toBeTruthy();

    // A runner taken out of an open market gets its own band; the others keep their prices.
    const odds = section('Match Odds');
    act(() =>
      applyMarketPrice(
        price('1.1', 5, {
          runners: [
            { id: 'r1', status: 'active', back: [{ odd: 1.5, run: 10 }], lay: [{ odd: 1.52, run: 10 }] },
            { id: 'r2', status: 'removed', back: [], lay: [] },
          ],
        }),
      ),
    );
    expect(within(odds).getByText('REMOVED')).toBeTruthy();
    expect(within(odds).getByRole('button', { name: 'Back 1.5, 10' })).toBeTruthy();
  });

  it("says 'Event not saved yet | ...' for an event the site has no record of", async () => {
    signIn();
    stubApi({ status: 404, body: { message: 'Event not found', code: 'NOT_FOUND' } });
    await renderEvent('/events/nope');
    expect(await screen.findByRole('heading', { name: 'Event not saved yet | Refresh to continue or any another event' })).toBeTruthy();
    expect(screen.queryByText('No Market Found!')).toBeNull();
    expect(screen.getByText('Event not found')).toBeTruthy();
  });

  it('says No Market Found! for a known event without markets', async () => {
    signIn();
    stubApi({ body: { docs: { ...fixture(), markets: [] } } });
    await renderEvent('/events/e1');
    expect(await screen.findByText('No Market Found!')).toBeTruthy();
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it('gives a visitor the login popup instead, without loading the event', async () => {
    const fetchMock = stubApi({ body: { docs: fixture() } });
    await renderEvent();
    expect(useUi.getState().authPopup).toBe('login');
    expect(screen.getByRole('heading', { name: 'Login to see this event' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
