import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { CasinoRound } from '@backlay/contract';
import { LiveProvider } from '../../../lib/live/live-provider';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { casinoRound, casinoTotals, pageOf } from '../test/fixtures';
import { BetHistoryRoute } from './bet-history';
import { OpenBetsRoute } from './open-bets';

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

const happyDom = () => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;

resetSessionBetweenTests();
// 02:00 in India on 5 Nov 2026 (still 4 Nov in UTC): the default range ends on the India day.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-04T20:30:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  happyDom().setViewport({ width: 1024, height: 768 });
});

const crash = casinoRound();
const slot = casinoRound({
  _id: 'cr2',
  roundId: 'ext-77-abc',
  game: { _id: 'g2', code: 'book', name: 'Book of Gold', gameType: 'slot', category: 'Slots', subProviderName: 'Pragmatic Play' },
  providerName: 'Aggregator',
  stake: 1000,
  win: 250,
  pnl: -750,
  status: 'settled',
  settledAt: '2026-11-01T14:31:00.000Z',
});
const cancelled = casinoRound({
  _id: 'cr3',
  roundId: 'lotto-9',
  status: 'cancelled',
  stake: 0,
  win: 0,
  pnl: 0,
  settledAt: '2026-11-01T15:00:00.000Z',
});

/** The three casino calls, answering from `open()` and `past()`; sports calls answer empty. */
function stubCasino(open: () => CasinoRound[], past: () => CasinoRound[] = () => []) {
  return stubApi((path, url) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    if (path === '/api/user/casino/openBet') return { body: pageOf(open(), { page }) };
    if (path === '/api/user/casino/openBet/history') return { body: pageOf(past(), { page }) };
    if (path === '/api/user/casino/openBet/history/details') return { body: { docs: casinoTotals } };
    if (path === '/api/user/openBet' || path === '/api/user/openBet/history') return { body: pageOf([]) };
    if (path === '/api/user/openBet/history/details')
      return { body: { docs: { totalBack: 0, totalLay: 0, totalBetPts: 0, totalCommission: 0, totalBets: 0 } } };
    return undefined;
  });
}

const queriesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

const withLive = (ui: React.ReactNode) => (
  <LiveProvider>
    {ui}
    <Where />
  </LiveProvider>
);

describe('/open-bets Casino tab', () => {
  it('switches from Sports to Casino (kept in the address) and lists open rounds of every provider', async () => {
    const fetchMock = stubCasino(() => [crash, slot]);
    act(() => signInPlayer());
    await renderInShell(withLive(<OpenBetsRoute />), { path: '/open-bets' });
    const tabs = screen.getByRole('tablist', { name: 'Bets of' });
    expect(within(tabs).getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(queriesOf(fetchMock, '/api/user/casino/openBet')).toEqual([]);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Casino' }));
    expect(screen.getByTestId('where').textContent).toBe('/open-bets?tab=casino');
    expect(within(tabs).getByRole('tab', { name: 'Casino' }).getAttribute('aria-selected')).toBe('true');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Game', 'Provider', 'Round ID', 'Stake', 'Win', 'Net', 'Status', 'Placed']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Crash')).toBeTruthy();
    expect(first.getByText('Crash Games')).toBeTruthy();
    expect(first.getByText('Backlay Originals')).toBeTruthy();
    expect(first.getByText('crash-1042')).toBeTruthy();
    expect(first.getByText('100.00')).toBeTruthy();
    expect(first.getByText('-')).toBeTruthy();
    expect(first.getByText('Open')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('Pragmatic Play')).toBeTruthy();
    expect(second.getByText('-750.00').className).toContain('text-danger');
    expect(queriesOf(fetchMock, '/api/user/casino/openBet')).toEqual([{ page: '1', limit: '20' }]);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Sports' }));
    expect(screen.getByTestId('where').textContent).toBe('/open-bets');
  });

  it('opens on the Casino tab from the address and shows cards on a 390 px phone', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    stubCasino(() => [crash]);
    act(() => signInPlayer());
    await renderInShell(<OpenBetsRoute />, { path: '/open-bets?tab=casino' });
    expect(await screen.findByText('crash-1042')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getAllByRole('listitem')[0]!;
    expect(within(card).getByText('Stake')).toBeTruthy();
    expect(within(card).getByText('Backlay Originals')).toBeTruthy();
  });

  it('re-reads the rounds on getOpenBetCasinoUpdates and getOpenBetCasinoResultUpdates', async () => {
    let open = [crash];
    stubCasino(() => open);
    act(() => signInPlayer());
    await renderInShell(withLive(<OpenBetsRoute />), { path: '/open-bets?tab=casino' });
    act(() => sockets.current!.serverConnect());
    expect(await screen.findByText('crash-1042')).toBeTruthy();

    const next = casinoRound({ _id: 'cr9', roundId: 'crash-1043' });
    open = [next, crash];
    act(() => sockets.current!.serverSend('getOpenBetCasinoUpdates', next));
    expect(await screen.findByText('crash-1043')).toBeTruthy();

    open = [next];
    act(() => sockets.current!.serverSend('getOpenBetCasinoResultUpdates', { ...crash, status: 'settled', win: 150, pnl: 50 }));
    await waitFor(() => expect(screen.queryByText('crash-1042')).toBeNull());
  });
});

describe('/bet-history Casino tab', () => {
  it('shows past rounds with the totals of the filter, and asks again with the chosen filter', async () => {
    const fetchMock = stubCasino(
      () => [],
      () => [slot, cancelled],
    );
    act(() => signInPlayer());
    await renderInShell(<BetHistoryRoute />, { path: '/bet-history?tab=casino' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game', 'Provider', 'Round ID', 'Stake', 'Win', 'Net', 'Status', 'Placed', 'Settled']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Settled')).toBeTruthy();
    expect(within(rows[0]!).getByText('250.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Cancelled')).toBeTruthy();

    const totals = screen.getByLabelText('Totals');
    await waitFor(() => expect(within(totals).getByText('Total Net').nextSibling?.textContent).toBe('-850.00'));
    expect(within(totals).getByText('Total Stake').nextSibling?.textContent).toBe('1,100.00');
    expect(within(totals).getByText('Total Win').nextSibling?.textContent).toBe('250.00');
    expect(within(totals).getByText('Rounds').nextSibling?.textContent).toBe('2');

    // The default range is the sports view's: the last 7 India days up to today.
    const first = { startDate: '2026-10-30', endDate: '2026-11-05', status: 'all' };
    expect(queriesOf(fetchMock, '/api/user/casino/openBet/history')).toEqual([{ ...first, page: '1', limit: '20' }]);
    expect(queriesOf(fetchMock, '/api/user/casino/openBet/history/details')).toEqual([first]);

    const filters = screen.getByRole('search', { name: 'Filters' });
    fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'cancelled' } });
    fireEvent.change(within(filters).getByLabelText('Game type'), { target: { value: 'slot' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/api/user/casino/openBet/history/details').at(-1)).toEqual({
        startDate: '2026-11-01',
        endDate: '2026-11-05',
        status: 'cancelled',
        gameType: 'slot',
      }),
    );
    expect((within(filters).getByLabelText('To') as HTMLInputElement).max).toBe('2026-11-05');
  });

  it("says 'No Data Found' with no rounds, and reads '-' totals when the totals fail", async () => {
    stubApi((path) => {
      if (path === '/api/user/casino/openBet/history') return { body: pageOf([]) };
      return undefined;
    });
    act(() => signInPlayer());
    await renderInShell(<BetHistoryRoute />, { path: '/bet-history?tab=casino' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    const totals = screen.getByLabelText('Totals');
    await waitFor(() => expect(within(totals).getByText('Total Net').nextSibling?.textContent).toBe('-'));
  });
});
