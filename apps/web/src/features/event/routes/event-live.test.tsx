import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useNavigate } from 'react-router';
import type { EventMarkets } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { useSession } from '../../../lib/session-store';
import { LiveProvider } from '../../../lib/live/live-provider';
import { usePriceStore } from '../../../lib/live/price-store';
import { market, price } from '../../../lib/live/test/fixtures';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { EventRoute } from './event-page';

// The socket.io client is the edge we do not own: the test plays the server through a fake.
const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('../../../lib/live/test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      return sockets.current;
    },
  };
});

resetSessionBetweenTests();
beforeEach(() => usePriceStore.setState({ prices: {}, stale: {} }));

function fixture(): EventMarkets {
  return {
    event: {
      id: 'e1',
      name: 'Arsenal v Chelsea',
      countryCode: 'GB',
      timezone: 'Europe/London',
      openDate: '2099-11-01T14:00:00.000Z',
      eventTypeId: 1,
      eventTypeName: 'Soccer',
      competitionId: 'c1',
      competitionName: 'Premier League',
      status: 'upcoming',
      inPlay: false,
      hasBookmaker: false,
      hasSession: false,
      liveTv: false,
    },
    markets: [market('1.1', { eventId: 'e1', eventTypeId: 1 })],
    score: null,
  };
}

/** Leaves the event page the way a player does, while the app (and its live channel) stays. */
function LeaveButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/')}>
      leave
    </button>
  );
}

async function renderLiveEvent() {
  useSession.setState({ token: 'tok', userType: 'user', isLogin: true });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.startsWith('/api/common/game/market?') ? { docs: fixture() } : { docs: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = await renderInShell(
    <LiveProvider>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/events/:eventId" element={<EventRoute />} />
      </Routes>
      <LeaveButton />
    </LiveProvider>,
    { path: '/events/e1' },
  );
  const socket = sockets.current!;
  expect(socket.auth).toEqual({ token: 'tok', type: 'user' });
  act(() => socket.serverConnect());
  await screen.findByRole('heading', { level: 1, name: 'Arsenal v Chelsea' });
  return { view, socket, fetchMock };
}

const subscriptions = (socket: FakeSocket) => socket.emits.filter((e) => e.name.endsWith('EventSubscription'));

describe('event page, live', () => {
  it('subscribes to the event room, and unsubscribes on leaving', async () => {
    const { socket } = await renderLiveEvent();
    expect(subscriptions(socket)).toEqual([{ name: 'postEventSubscription', payload: { eventId: 'e1' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await screen.findByText('Home');
    expect(subscriptions(socket).at(-1)).toEqual({ name: 'deleteEventSubscription', payload: { eventId: 'e1' } });
  });

  it('applies price, market, status and score messages of its event only', async () => {
    const { socket } = await renderLiveEvent();
    act(() => socket.serverSend('getMarketCacheUpdates', price('1.1', 2)));
    expect(screen.getByRole('button', { name: 'Back 1.85, 2.5k' })).toBeTruthy();

    act(() => socket.serverSend('getAddMarketUpdate', market('1.2', { name: 'Over/Under 2.5 Goals', eventId: 'e1' })));
    // Query data changes reach the screen on TanStack Query's next notify tick, hence findBy/waitFor.
    expect(await screen.findByRole('region', { name: 'Over/Under 2.5 Goals' })).toBeTruthy();
    act(() => socket.serverSend('getAddMarketUpdate', market('9.9', { name: 'Other Event Market', eventId: 'e2' })));
    act(() => socket.serverSend('getDeleteMarketUpdate', { eventId: 'e1', marketId: '1.2' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Over/Under 2.5 Goals' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Other Event Market' })).toBeNull();

    expect(screen.queryByText('LIVE')).toBeNull();
    act(() =>
      socket.serverSend('getEventStatus', {
        docs: {
          eventId: 'e1',
          eventTypeId: 1,
          status: 'inPlay',
          inPlay: true,
          openDate: '2099-11-01T14:00:00.000Z',
          marketId: { id: '1.1', type: 'betfair', externalType: '' },
        },
      }),
    );
    expect(await screen.findByText('LIVE')).toBeTruthy();

    const score = {
      eventId: 'e1',
      eventTypeId: 1,
      state: 'live',
      teams: [{ name: 'Arsenal', score: '1', detail: '' }],
      summary: 'Goal!',
      clock: "23'",
      recent: [],
      updatedAt: '2099-11-01T14:23:00.000Z',
      iframeUrl: null,
      score: 'Arsenal 1',
    };
    act(() => socket.serverSend('scoreUpdated', score));
    expect(await screen.findByText('Goal!')).toBeTruthy();
    act(() => socket.serverSend('scoreDeleted', { eventId: 'e1' }));
    await vi.waitFor(() => expect(screen.queryByText('Goal!')).toBeNull());
  });

  it('on a drop shows Reconnecting and suspends prices; on reconnect resubscribes and refetches', async () => {
    const { socket, fetchMock } = await renderLiveEvent();
    act(() => socket.serverSend('getMarketCacheUpdates', price('1.1', 2)));
    const odds = screen.getByRole('region', { name: 'Match Odds' });
    expect(within(odds).queryByText('SUSPENDED')).toBeNull();

    act(() => socket.serverDrop());
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    expect(within(odds).getAllByText('SUSPENDED')).toHaveLength(2);

    const eventCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/common/game/market?')).length;
    const before = eventCalls();
    act(() => socket.serverConnect());
    expect(subscriptions(socket).filter((e) => e.name === 'postEventSubscription')).toHaveLength(2);
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    // The snapshot of the room replaces the stale prices (same seq is taken after a drop).
    act(() =>
      socket.serverSend('getMarketStatusByEventId', { eventId: 'e1', markets: [price('1.1', 2)], serverTime: '2099-01-01T00:00:00Z' }),
    );
    expect(within(odds).queryByText('SUSPENDED')).toBeNull();
    await vi.waitFor(() => expect(eventCalls()).toBe(before + 1));
  });
});
