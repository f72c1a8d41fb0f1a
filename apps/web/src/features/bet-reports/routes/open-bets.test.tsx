import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { LiveProvider } from '../../../lib/live/live-provider';
import type { FakeSocket } from '../../../lib/live/test/fake-socket';
import { openBet } from '../../../lib/bet-slip/test/fixtures';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { pageOf } from '../test/fixtures';
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
afterEach(() => happyDom().setViewport({ width: 1024, height: 768 }));

const back = openBet({ _id: 'bk', createdAt: '2026-11-01T14:30:00.000Z' });
const lay = openBet({
  _id: 'ly',
  market: { id: '1.9', marketName: 'Bookmaker', type: 'bookmaker', event: { id: 'e2', name: 'Arsenal v Chelsea' } },
  odds: { type: 'lay', odd: 85, teamId: 'r9', teamName: 'Chelsea' },
  stake: 123456.5,
  profit: 123456.5,
  liability: 104938.03,
});

/** GET api/user/openBet answered from `all`, a page at a time as the server pages it. */
function stubOpenBets(all: () => (typeof back)[] | undefined, limit = 20) {
  return stubApi((path, url) => {
    if (path !== '/api/user/openBet') return undefined;
    const bets = all();
    if (!bets) return { status: 500, body: { message: 'boom', code: 'INTERNAL' } };
    const page = Number(url.searchParams.get('page') ?? 1);
    return { body: pageOf(bets.slice((page - 1) * limit, page * limit), { page, limit, totalDocs: bets.length }) };
  });
}

const render = () => renderInShell(<OpenBetsRoute />, { path: '/open-bets' });

describe('/open-bets', () => {
  it('lists each bet with its event link, side colour, odds, money in rupees and the receipt on demand', async () => {
    stubOpenBets(() => [back, lay]);
    act(() => signInPlayer());
    await render();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['back', 'lay']);

    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'India v Australia' }).getAttribute('href')).toBe('/events/e1');
    expect(first.getByText('Match Odds')).toBeTruthy();
    expect(first.getByText('India')).toBeTruthy();
    expect(first.getByText('Back')).toBeTruthy();
    expect(first.getByText('1.85')).toBeTruthy();
    expect(first.getByText('850.00')).toBeTruthy();
    expect(first.getAllByText('1,000.00')).toHaveLength(2);

    const second = within(rows[1]!);
    expect(second.getByRole('link', { name: 'Arsenal v Chelsea' }).getAttribute('href')).toBe('/events/e2');
    expect(second.getByText('Lay')).toBeTruthy();
    expect(second.getByText('85')).toBeTruthy();
    expect(second.getAllByText('1,23,456.50')).toHaveLength(2);
    expect(second.getByText('1,04,938.03')).toBeTruthy();

    expect(screen.queryByTestId('bet-receipt')).toBeNull();
    const info = first.getByRole('button', { name: 'Bet info' });
    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    const receipt = screen.getByTestId('bet-receipt');
    expect(within(receipt).getByText('Asked odds')).toBeTruthy();
    expect(document.getElementById(info.getAttribute('aria-controls')!)?.contains(receipt)).toBe(true);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('shows cards on a 390 px phone', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    stubOpenBets(() => [back, lay]);
    act(() => signInPlayer());
    await render();
    await screen.findByRole('link', { name: 'India v Australia' });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[1]!).getByText('Liability')).toBeTruthy();
    expect(within(cards[1]!).getByText('1,04,938.03')).toBeTruthy();
  });

  it('pages with the server page info', async () => {
    const bets = Array.from({ length: 25 }, (_, i) => openBet({ _id: `p${i}`, odds: { teamName: `Team ${i}` } }));
    const fetchMock = stubOpenBets(() => bets);
    act(() => signInPlayer());
    await render();
    expect(await screen.findByText('Team 0')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Team 24')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('Showing 21–25 of 25')).toBeTruthy();
    expect(screen.queryByText('Team 0')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(asked).toEqual(['?page=1&limit=20', '?page=2&limit=20']);
  });

  it("says 'No Data Found' when there are none, and when the list fails (one page)", async () => {
    let bets: (typeof back)[] | undefined = [];
    stubOpenBets(() => bets);
    act(() => signInPlayer());
    const view = await render();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    view.unmount();

    bets = undefined;
    await render();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is open to demo accounts', async () => {
    stubOpenBets(() => [back]);
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    await render();
    expect(await screen.findByRole('link', { name: 'India v Australia' })).toBeTruthy();
  });

  it('asks a signed-out visitor to log in, and calls nothing', async () => {
    const fetchMock = stubOpenBets(() => [back]);
    await render();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/open-bets');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-reads the list when a bet is placed or a market is settled (live messages)', async () => {
    let bets = [back];
    stubOpenBets(() => bets);
    act(() => signInPlayer());
    await renderInShell(
      <LiveProvider>
        <OpenBetsRoute />
      </LiveProvider>,
      { path: '/open-bets' },
    );
    const socket = sockets.current!;
    act(() => socket.serverConnect());
    expect(await screen.findByText('India v Australia')).toBeTruthy();

    bets = [lay, back];
    act(() => socket.serverSend('getOpenBetUpdates', lay));
    expect(await screen.findByText('Arsenal v Chelsea')).toBeTruthy();

    bets = [lay];
    act(() =>
      socket.serverSend('getOpenBetResultUpdates', {
        marketId: '1.1',
        eventId: 'e1',
        status: 'settled',
        result: { kind: 'winner', teamId: 'r1', run: null, declaration: 1 },
        pnl: 850,
        commission: 0,
        bets: [{ _id: 'bk', status: 'settled', pnl: 850 }],
      }),
    );
    await waitFor(() => expect(screen.queryByText('India v Australia')).toBeNull());
  });

  it('steps back to the last page when settled bets leave the page shown', async () => {
    let bets = Array.from({ length: 21 }, (_, i) => openBet({ _id: `s${i}`, odds: { teamName: `Team ${i}` } }));
    stubOpenBets(() => bets);
    act(() => signInPlayer());
    await renderInShell(
      <LiveProvider>
        <OpenBetsRoute />
      </LiveProvider>,
      { path: '/open-bets' },
    );
    act(() => sockets.current!.serverConnect());
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Team 20')).toBeTruthy();

    bets = bets.slice(0, 20);
    const result = { status: 'settled', result: { kind: 'void', teamId: null, run: null, declaration: 1 }, pnl: 0, commission: 0 };
    act(() => sockets.current!.serverSend('getOpenBetResultUpdates', { marketId: '1.1', eventId: 'e1', ...result, bets: [] }));
    expect(await screen.findByText('Team 0')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });
});
