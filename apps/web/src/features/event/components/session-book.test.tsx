import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ExposureEntry, OpenBet } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testEvent } from '../../../components/sports/test/fixtures';
import { market, runner } from '../../../lib/live/test/fixtures';
import { usePriceStore } from '../../../lib/live/price-store';
import { resetBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { exposureEntry, openBet, openBetsPage } from '../../../lib/bet-slip/test/fixtures';
import { SessionMarkets } from './session-markets';
import { runRange } from './session-book';

resetSessionBetweenTests();
beforeEach(() => {
  usePriceStore.setState({ prices: {}, stale: {} });
  resetBetSlip();
});

const event = testEvent({ id: 'e1', name: 'India v Australia', status: 'inPlay', inPlay: true, hasSession: true });
const line = (id: string) => runner(id, 'Line', { back: [{ odd: 100, run: 46 }], lay: [{ odd: 110, run: 45 }] });
const markets = [
  market('s.1', { type: 'session', name: '10 Over Runs IND', teams: [line('l1')] }),
  market('s.2', { type: 'session', name: '20 Over Runs IND', teams: [line('l2')] }),
];
const sessionBet = (side: 'back' | 'lay', run: number, odd: number, stake: number) =>
  openBet({
    market: { id: 's.1', _id: 'm-s.1', name: '10 Over Runs IND', marketName: '10 Over Runs IND', type: 'session' },
    odds: { type: side, run, odd, teamId: 'l1', teamName: '10 Over Runs IND' },
    stake,
  });

async function renderSessions(bets: OpenBet[], exposure: ExposureEntry[]) {
  signInPlayer();
  stubApi((path) => {
    if (path === '/api/user/openBet') return { body: openBetsPage(bets) };
    if (path === '/api/protected/game/market/exposure') return { body: { docs: exposure } };
    if (path.startsWith('/api/user/favorite/')) return { body: { docs: [] } };
    return undefined;
  });
  await renderInShell(<SessionMarkets markets={markets} event={event} />);
}

const bookRows = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('session-book-line')
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('a session row’s Book', () => {
  it('lists the P/L at every final score of the line, in green and red, and closes on Escape and Close', async () => {
    // Yes 46 at 100 for 1,000 and No 50 at 110 for 500: the book as the server holds it.
    const book = [
      { fromRun: 0, toRun: 45, pnl: -500 },
      { fromRun: 46, toRun: 49, pnl: 1500 },
      { fromRun: 50, toRun: null, pnl: 450 },
    ];
    await renderSessions(
      [sessionBet('back', 46, 100, 1000), sessionBet('lay', 50, 110, 500)],
      [exposureEntry({ marketId: 's.1', marketType: 'session', teamId: 'l1', teamName: 'Line', teams: [], sessionBook: book })],
    );
    const row = screen.getByRole('group', { name: '10 Over Runs IND' });
    const open = await within(row).findByRole('button', { name: 'Book 10 Over Runs IND' });
    // No bets on the other line: no book to show.
    expect(within(screen.getByRole('group', { name: '20 Over Runs IND' })).queryByRole('button', { name: /^Book/ })).toBeNull();

    fireEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: '10 Over Runs IND' });
    expect(within(dialog).getByRole('heading', { name: '10 Over Runs IND' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Runs', 'Profit / Loss']);
    expect(bookRows(dialog)).toEqual([
      ['0–45', '-500.00'],
      ['46–49', '1,500.00'],
      ['50+', '450.00'],
    ]);
    const amounts = within(dialog)
      .getAllByRole('cell')
      .map((c) => c.className);
    expect(amounts.map((c) => (c.includes('text-danger') ? 'loss' : c.includes('text-success') ? 'profit' : '?'))).toEqual([
      'loss',
      'profit',
      'profit',
    ]);

    // The native dialog's cancel event is what Escape raises.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog', { name: '10 Over Runs IND' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names each band of scores by its runs', () => {
    expect(runRange({ fromRun: 0, toRun: 45 })).toBe('0–45');
    expect(runRange({ fromRun: 46, toRun: 46 })).toBe('46');
    expect(runRange({ fromRun: 50, toRun: null })).toBe('50+');
  });
});
