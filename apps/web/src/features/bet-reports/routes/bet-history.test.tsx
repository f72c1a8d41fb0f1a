import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryBet } from '@backlay/contract';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { historyBet, pageOf, totals } from '../test/fixtures';
import { BetHistoryRoute } from './bet-history';

const happyDom = () => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;

resetSessionBetweenTests();
// 02:00 in India on 5 Nov 2026 (still 4 Nov in UTC): the default range ends on the India day.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-04T20:30:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  happyDom().setViewport({ width: 1024, height: 768 });
});

const win = historyBet({ pnl: 850, bet: { _id: 'win' } });
const loss = historyBet({
  pnl: -1234.5,
  cashOut: true,
  eventTypeId: '1',
  bet: {
    _id: 'loss',
    market: {
      id: '1.9',
      _id: 'm-1.9',
      marketName: 'Match Odds',
      type: 'betfair',
      name: 'Match Odds',
      event: { id: 'e2', name: 'Arsenal v Chelsea' },
    },
    odds: { type: 'lay', run: 100, odd: 2.2, teamId: 'r9', teamName: 'Chelsea' },
  },
});
const refused = historyBet({ status: 'rejected', pnl: null, settledAt: null, bet: { _id: 'refused' } });

/** The two history calls, answering `rows()` (undefined: the server fails) and the totals. */
function stubHistory(rows: () => HistoryBet[] | undefined, { failTotals = false } = {}) {
  return stubApi((path, url) => {
    if (path === '/api/user/openBet/history') {
      const docs = rows();
      if (!docs) return { status: 500, body: { message: 'boom', code: 'INTERNAL' } };
      const page = Number(url.searchParams.get('page'));
      return { body: pageOf(docs.slice((page - 1) * 20, page * 20), { page, totalDocs: docs.length }) };
    }
    if (path === '/api/user/openBet/history/details') return failTotals ? undefined : { body: { docs: totals } };
    return undefined;
  });
}

const queriesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

const render = () => renderInShell(<BetHistoryRoute />, { path: '/bet-history' });

describe('/bet-history', () => {
  it('asks for the last 7 India-time days and shows the totals and the rows with P/L coloured', async () => {
    const fetchMock = stubHistory(() => [win, loss, refused]);
    act(() => signInPlayer());
    await render();
    const table = await screen.findByRole('table');

    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-30');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-05');
    const query = { startDate: '2026-10-30', endDate: '2026-11-05', status: 'all' };
    expect(queriesOf(fetchMock, '/api/user/openBet/history')).toEqual([{ ...query, page: '1', limit: '20' }]);
    expect(queriesOf(fetchMock, '/api/user/openBet/history/details')).toEqual([query]);

    const strip = within(screen.getByLabelText('Totals'));
    expect(strip.getByText('1,50,000.50')).toBeTruthy();
    expect(strip.getByText('2,000.00')).toBeTruthy();
    expect(strip.getByText('-1,234.50').className).toContain('text-danger');
    expect(strip.getByText('12.25')).toBeTruthy();
    expect(strip.getByText('3')).toBeTruthy();

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('850.00').className).toContain('text-success');
    expect(within(rows[0]!).getByText('Settled')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'India v Australia' }).getAttribute('href')).toBe('/events/4/e1');
    expect(within(rows[1]!).getByText('-1,234.50').className).toContain('text-danger');
    expect(within(rows[1]!).getByText('Cash out')).toBeTruthy();
    expect(within(rows[1]!).getByText('Lay')).toBeTruthy();
    expect(rows[1]!.getAttribute('data-side')).toBe('lay');
    expect(within(rows[1]!).getByRole('link', { name: 'Arsenal v Chelsea' }).getAttribute('href')).toBe('/events/1/e2');
    expect(within(rows[2]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[2]!).getAllByText('-')).toHaveLength(2);

    fireEvent.click(within(rows[2]!).getByRole('button', { name: 'Bet info' }));
    expect(within(screen.getByTestId('bet-receipt')).getByText('Matched odds')).toBeTruthy();
  });

  it('asks again with the chosen status, sport and dates, from the first page', async () => {
    const fetchMock = stubHistory(() => Array.from({ length: 21 }, (_, i) => historyBet({ bet: { _id: `h${i}` } })));
    act(() => signInPlayer());
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'void' } });
    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    // A cleared date keeps the day it had.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    await waitFor(() =>
      expect(queriesOf(fetchMock, '/api/user/openBet/history').at(-1)).toEqual({
        startDate: '2026-10-01',
        endDate: '2026-11-05',
        status: 'void',
        eventTypeId: '4',
        page: '1',
        limit: '20',
      }),
    );
    expect(queriesOf(fetchMock, '/api/user/openBet/history/details').at(-1)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-11-05',
      status: 'void',
      eventTypeId: '4',
    });
    expect((screen.getByLabelText('To') as HTMLInputElement).max).toBe('2026-11-05');
  });

  it("shows 'No Data Found' with one page when the list fails, and unknown totals as '-'", async () => {
    stubHistory(() => undefined, { failTotals: true });
    act(() => signInPlayer());
    await render();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByLabelText('Totals')).getAllByText('-')).toHaveLength(5));
  });

  it("shows 'No Data Found' for a range without bets", async () => {
    stubHistory(() => []);
    act(() => signInPlayer());
    await render();
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('shows cards on a 390 px phone', async () => {
    happyDom().setViewport({ width: 390, height: 844 });
    stubHistory(() => [win, loss]);
    act(() => signInPlayer());
    await render();
    await screen.findByRole('link', { name: 'Arsenal v Chelsea' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByText('-1,234.50').className).toContain('text-danger');
    expect(within(cards[0]!).getByText('850.00').className).toContain('text-success');
  });

  it('asks a signed-out visitor to log in, and calls nothing', async () => {
    const fetchMock = stubHistory(() => [win]);
    await render();
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/bet-history');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
