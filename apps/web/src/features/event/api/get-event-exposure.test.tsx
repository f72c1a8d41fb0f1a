import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { EventMarkets, ExposureEntry, OpenBet } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testEvent } from '../../../components/sports/test/fixtures';
import { LiveProvider } from '../../../lib/live/live-provider';
import { usePriceStore } from '../../../lib/live/price-store';
import { market } from '../../../lib/live/test/fixtures';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { resetBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { exposureEntry, openBet, openBetsPage } from '../../../lib/bet-slip/test/fixtures';
import { EventRoute } from '../routes/event-page';
import { openBetsSignature } from './get-event-exposure';

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
beforeEach(() => {
  usePriceStore.setState({ prices: {}, stale: {} });
  resetBetSlip();
});

function eventMarkets(): EventMarkets {
  return {
    event: testEvent({ id: 'e1', name: 'India v Australia', status: 'inPlay', inPlay: true }),
    markets: [market('1.1')],
    score: null,
  };
}

/** The server as the test plays it: the open bets and the books it holds, both changeable. */
function stubServer(state: { bets: OpenBet[]; exposure: ExposureEntry[] }) {
  return stubApi((path, url) => {
    if (path === '/api/common/game/market') return { body: { docs: eventMarkets() } };
    if (path === '/api/user/openBet') return { body: openBetsPage(state.bets) };
    if (path === '/api/protected/game/market/exposure') {
      expect(url.searchParams.get('eventId')).toBe('e1');
      return { body: { docs: state.exposure } };
    }
    if (path === '/api/user/stake' || path.startsWith('/api/user/favorite/')) return { body: { docs: [] } };
    return undefined;
  });
}

const pnlTexts = (el: HTMLElement) =>
  within(el)
    .queryAllByTestId('runner-pnl')
    .map((p) => p.textContent);

const exposureCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/protected/game/market/exposure')).length;

async function renderEvent() {
  const view = await renderInShell(
    <LiveProvider>
      <Routes>
        <Route path="/events/:eventTypeId/:eventId" element={<EventRoute />} />
      </Routes>
    </LiveProvider>,
    { path: '/events/4/e1' },
  );
  act(() => sockets.current!.serverConnect());
  return view;
}

describe("the event page's P/L from the server's books", () => {
  it('shows the figures the server answers, not a book rebuilt from the open bets', async () => {
    signInPlayer();
    // The open bet reads back India 1,000 at 2.00 (+1,000 / -1,000); the server holds +999.99 / -1,000.01.
    const server = {
      bets: [openBet({ odds: { teamId: 'r1', teamName: 'India', odd: 2, type: 'back' }, stake: 1000 })],
      exposure: [
        exposureEntry({
          teams: [
            { teamId: 'r1', teamName: 'India', pnl: 999.99 },
            { teamId: 'r2', teamName: 'Australia', pnl: -1000.01 },
          ],
        }),
      ],
    };
    stubServer(server);
    await renderEvent();
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    await vi.waitFor(() =>
      expect(pnlTexts(odds)).toEqual(['Profit or loss if India wins:999.99', 'Profit or loss if Australia wins:-1,000.01']),
    );
  });

  it("reads the books again when the player's bets on the event change, and only then", async () => {
    signInPlayer();
    const first = openBet({ odds: { teamId: 'r1', teamName: 'India', odd: 2, type: 'back' }, stake: 1000 });
    const server = { bets: [first], exposure: [exposureEntry()] };
    const fetchMock = stubServer(server);
    await renderEvent();
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    await vi.waitFor(() =>
      expect(pnlTexts(odds)).toEqual(['Profit or loss if India wins:1,000.00', 'Profit or loss if Australia wins:-1,000.00']),
    );
    expect(exposureCalls(fetchMock)).toBe(1);

    // A bet of another event: this page's books cannot have changed.
    act(() => sockets.current!.serverSend('getOpenBetUpdates', openBet({ market: { event: { id: 'e9', name: 'Other' } } })));
    // A lay of India 1,000 at 2.00 on this event (a staff void, a cash out or a placement elsewhere would say the same).
    const lay = openBet({ odds: { teamId: 'r1', teamName: 'India', odd: 2, type: 'lay' }, stake: 1000 });
    server.exposure = [
      exposureEntry({
        openBets: 2,
        teams: [
          { teamId: 'r1', teamName: 'India', pnl: 0 },
          { teamId: 'r2', teamName: 'Australia', pnl: 0 },
        ],
      }),
    ];
    act(() => sockets.current!.serverSend('getOpenBetUpdates', lay));
    await vi.waitFor(() => expect(pnlTexts(odds)).toEqual(['Profit or loss if India wins:0.00', 'Profit or loss if Australia wins:0.00']));
    expect(exposureCalls(fetchMock)).toBe(2);
  });
});

describe('openBetsSignature', () => {
  it("names the event's open bets, in any order, and nothing of other events", () => {
    const a = openBet({ _id: 'a' });
    const b = openBet({ _id: 'b' });
    const other = openBet({ _id: 'c', market: { event: { id: 'e2', name: 'Other' } } });
    expect(openBetsSignature([b, other, a], 'e1')).toBe('a,b');
    expect(openBetsSignature([a, b], 'e1')).toBe(openBetsSignature([b, a], 'e1'));
    expect(openBetsSignature(undefined, 'e1')).toBe('');
  });
});
