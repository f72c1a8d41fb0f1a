import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { MarketAnalysisRoute } from './market-analysis';

resetBetweenTests();

const market = {
  marketId: '1.101',
  marketName: 'Match Odds',
  marketType: 'betfair',
  eventId: 'e1',
  eventName: 'India v Australia',
  eventTypeId: 4,
  marketStatus: 'open',
  bets: 1,
  players: 1,
  totalMatched: 100,
  lastBetAt: '2026-11-22T08:00:00.000Z',
};

describe('market analysis', () => {
  it('lists markets with open bets and shows the chosen book with your share per runner', async () => {
    signInAs('master');
    stubFetch((url) => {
      if (url.startsWith('/api/master/market-analysis/book?marketId=1.101')) {
        const { bets: _b, players: _p, totalMatched: _t, lastBetAt: _l, ...head } = market;
        return {
          body: {
            docs: {
              market: head,
              outcomes: [
                { key: 'r1', label: 'India', fromRun: null, toRun: null },
                { key: 'r2', label: 'Australia', fromRun: null, toRun: null },
              ],
              yourSharePercents: [30],
              total: { bets: 1, players: 1, totalMatched: 100, yours: [-25.5, 30], playersPnl: [85, -100], yourWorst: -25.5 },
              downline: [
                {
                  userId: 'a1',
                  userName: 'agent1',
                  userType: 'agent',
                  bets: 1,
                  players: 1,
                  totalMatched: 100,
                  yours: [-25.5, 30],
                  playersPnl: [85, -100],
                  yourWorst: -25.5,
                },
              ],
              at: '2026-11-22T08:00:05.000Z',
            },
          },
        };
      }
      if (url.startsWith('/api/master/market-analysis')) return { body: paged([market]) };
      return undefined;
    });
    renderWithProviders(<MarketAnalysisRoute />);
    fireEvent.click(await screen.findByRole('button', { name: /India v Australia/ }));
    const mine = await screen.findByRole('table', { name: 'Your book' });
    const india = within(mine).getByText('India').closest('tr')!;
    expect(india.textContent).toContain('-25.5');
    expect(within(mine).getByText('Australia').closest('tr')!.textContent).toContain('30');
    expect(screen.getByText('Your partnership').parentElement!.textContent).toContain('30%');
    const byDownline = screen.getByRole('table', { name: 'By direct downline' });
    expect(within(byDownline).getByText('agent1')).toBeTruthy();
  });
});
