import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CasinoRound } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { BetHistoryRoute } from './bet-history';
import { OpenBetsRoute } from './open-bets';

resetBetweenTests();

const ROUND: CasinoRound = {
  _id: 'r1',
  roundId: 'crash-1042',
  status: 'open',
  game: { _id: 'g1', code: 'crash', name: 'Crash', gameType: 'crash', category: 'Crash', subProviderName: 'Backlay Originals' },
  providerName: 'Backlay Originals',
  stake: 100,
  win: 0,
  pnl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  settledAt: null,
  transactions: [],
  user: { _id: 'u-p1', userName: 'player1' },
};
const SETTLED: CasinoRound = {
  ...ROUND,
  _id: 'r2',
  roundId: 'ext-77',
  status: 'settled',
  game: { ...ROUND.game, name: 'Book of Gold', gameType: 'slot', subProviderName: 'Pragmatic Play' },
  providerName: 'Aggregator',
  stake: 1000,
  win: 250,
  pnl: -750,
  settledAt: '2026-11-20T10:01:00.000Z',
};

function serve(role: string) {
  return stubFetch((url) => {
    if (url.startsWith(`/api/${role}/user/openBet?`)) return { body: paged([]) };
    if (url.startsWith(`/api/${role}/user/openBet/history?`)) return { body: paged([]) };
    if (url.startsWith(`/api/${role}/user/openBet/history/details?`)) {
      return { body: { docs: { totalBack: 0, totalLay: 0, totalBetPts: 0, totalCommission: 0, totalBets: 0 } } };
    }
    if (url.startsWith(`/api/${role}/user/casino/openBet?`)) return { body: paged([ROUND]) };
    if (url.startsWith(`/api/${role}/user/casino/openBet/history?`)) return { body: paged([SETTLED]) };
    if (url.startsWith(`/api/${role}/user/casino/openBet/history/details?`)) {
      return { body: { docs: { totalStake: 1000, totalWin: 250, totalPnl: -750, totalRounds: 1 } } };
    }
    return undefined;
  });
}

const casinoCalls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  callsOf(fetchMock)
    .map((c) => new URL(c.url, 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams));

describe('Casino tab of the downline bet lists', () => {
  it('open bets: switches to Casino and lists the open rounds; a player name narrows the list', async () => {
    signInAs('master');
    const fetchMock = serve('master');
    renderWithProviders(<OpenBetsRoute />, { path: '/bets/open' });
    const tabs = screen.getByRole('tablist', { name: 'Bets of' });
    expect(within(tabs).getByRole('tab', { name: 'Sports' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No open bets.')).toBeTruthy();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Casino' }));
    const row = (await screen.findByText('crash-1042')).closest('tr')!;
    expect(within(row).getByText('Crash')).toBeTruthy();
    expect(within(row).getByText('Backlay Originals')).toBeTruthy();
    expect(within(row).getByText('100.00')).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy();
    expect(within(row).getByText('open')).toBeTruthy();
    // Casino rounds are settled by their provider: nothing to void here.
    expect(screen.queryByRole('button', { name: /Delete \(void\)/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'player1' }));
    await waitFor(() => expect(casinoCalls(fetchMock, '/api/master/user/casino/openBet').at(-1)).toMatchObject({ userId: 'u-p1' }));
    expect(screen.getByRole('button', { name: 'Remove player filter' })).toBeTruthy();
  });

  it('bet history: lists past rounds with the totals of the filter and asks again with the chosen filter', async () => {
    signInAs('whiteLabel');
    const fetchMock = serve('whiteLabel');
    renderWithProviders(<BetHistoryRoute />, { path: '/bets/history?tab=casino' });
    const row = (await screen.findByText('ext-77')).closest('tr')!;
    expect(within(row).getByText('Book of Gold')).toBeTruthy();
    expect(within(row).getByText('Pragmatic Play')).toBeTruthy();
    expect(within(row).getByText('Aggregator')).toBeTruthy();
    expect(within(row).getByText('-750.00').className).toContain('text-danger');
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Players net').nextSibling?.textContent).toBe('-750.00');
    expect(within(totals).getByText('Rounds').nextSibling?.textContent).toBe('1');

    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'slot' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled' } });
    await waitFor(() =>
      expect(casinoCalls(fetchMock, '/api/whiteLabel/user/casino/openBet/history/details').at(-1)).toMatchObject({
        gameType: 'slot',
        status: 'settled',
      }),
    );
    expect(casinoCalls(fetchMock, '/api/whiteLabel/user/openBet/history')).toEqual([]);
  });
});
