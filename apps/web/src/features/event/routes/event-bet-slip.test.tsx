import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { EventMarkets, ExposureEntry, OpenBet } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testEvent } from '../../../components/sports/test/fixtures';
import { market, runner } from '../../../lib/live/test/fixtures';
import { usePriceStore } from '../../../lib/live/price-store';
import { resetBetSlip, useBetSlip } from '../../../lib/bet-slip/bet-slip-store';
import { exposureEntry, openBet, openBetsPage } from '../../../lib/bet-slip/test/fixtures';
import { EventRoute } from './event-page';

resetSessionBetweenTests();
beforeEach(() => {
  usePriceStore.setState({ prices: {}, stale: {} });
  resetBetSlip();
});

const line = runner('line', 'Line', { back: [{ odd: 100, run: 46 }], lay: [{ odd: 110, run: 45 }] });

function eventMarkets(): EventMarkets {
  return {
    event: testEvent({ id: 'e1', name: 'India v Australia', status: 'inPlay', inPlay: true, hasSession: true }),
    markets: [
      market('1.1', { delaySecond: 3, cashout: true }),
      market('s.1', { type: 'session', name: '10 Over Runs IND', teams: [line] }),
    ],
    score: null,
  };
}

function stubEvent(openBets: OpenBet[], exposure: ExposureEntry[] = []) {
  return stubApi((path) => {
    if (path === '/api/common/game/market') return { body: { docs: eventMarkets() } };
    if (path === '/api/user/openBet') return { body: openBetsPage(openBets) };
    if (path === '/api/protected/game/market/exposure') return { body: { docs: exposure } };
    if (path === '/api/user/stake') return { body: { docs: [{ label: '500', value: 500 }] } };
    if (path.startsWith('/api/user/favorite/')) return { body: { docs: [] } };
    return undefined;
  });
}

async function renderEvent() {
  return renderInShell(
    <Routes>
      <Route path="/events/:eventTypeId/:eventId" element={<EventRoute />} />
    </Routes>,
    { path: '/events/4/e1' },
  );
}

const pnlTexts = (el: HTMLElement) =>
  within(el)
    .queryAllByTestId('runner-pnl')
    .map((p) => p.textContent);

describe('event page with the bet slip', () => {
  it('puts a clicked price on the slip and shows the what-if P/L under each runner', async () => {
    signInPlayer();
    // Already on the book: back India at 2.00 for 1,000.
    stubEvent([openBet({ odds: { teamId: 'r1', teamName: 'India', odd: 2, type: 'back' }, stake: 1000 })], [exposureEntry()]);
    await renderEvent();

    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    const slip = screen.getByRole('complementary', { name: 'Bet Slip' });
    expect(within(slip).getByText('No market selected')).toBeTruthy();
    // Under each runner: the P/L if it wins (the label is for screen readers).
    await vi.waitFor(() =>
      expect(pnlTexts(odds)).toEqual(['Profit or loss if India wins:1,000.00', 'Profit or loss if Australia wins:-1,000.00']),
    );

    // Lay Australia at 2.02 (the best lay of the second runner).
    const australia = odds.querySelector<HTMLElement>('[data-runner-id="r2"]')!;
    fireEvent.click(within(australia).getByRole('button', { name: 'Lay 2.02, 900' }));
    expect(within(slip).getByTestId('slip-team').textContent).toBe('Australia');
    expect(within(slip).getByLabelText<HTMLInputElement>('Odds').value).toBe('2.02');
    expect(useBetSlip.getState().bet).toMatchObject({
      marketId: '1.1',
      oddType: 'LAY',
      odd: 2.02,
      teamId: 'r2',
      delaySecond: 3,
      min: 100,
      max: 100000,
    });

    // The stake button comes from the player's saved stakes.
    fireEvent.click(await within(slip).findByRole('button', { name: '500' }));
    // Lay Australia 500 at 2.02: +500 if India wins, -510 if Australia wins.
    expect(
      within(odds)
        .getAllByTestId('runner-pnl-next')
        .map((p) => p.textContent),
    ).toEqual(['» 1,500.00', '» -1,510.00']);

    // A session price: the line's worst case with the slip's No 45 at 110.
    const session = screen.getByRole('group', { name: '10 Over Runs IND' });
    fireEvent.click(within(session).getByRole('button', { name: 'No 45, 110' }));
    expect(within(slip).getByTestId('slip-team').textContent).toBe('10 Over Runs IND');
    expect(within(slip).getByTestId('slip-odds').textContent).toBe('45 / 110');
    expect(within(session).getByTestId('runner-pnl-next').textContent).toBe('» -550.00');
    expect(within(odds).queryAllByTestId('runner-pnl-next')).toHaveLength(0);
  });

  it("keeps the market header one fixed row when the cash-out amount appears, so prices don't move", async () => {
    signInPlayer();
    stubEvent([openBet({ odds: { teamId: 'r1', teamName: 'India', odd: 2, type: 'back' }, stake: 1000 })], [exposureEntry()]);
    await renderEvent();
    const odds = await screen.findByRole('region', { name: 'Match Odds' });
    const header = within(odds).getByTestId('market-header');
    const cashOut = within(odds).getByTestId('cash-out');
    await vi.waitFor(() => expect(cashOut.getAttribute('data-offer')).toBe('yes'));
    // Name, matched total and Cashout in one row; the limits live in the row below.
    expect(header.contains(cashOut)).toBe(true);
    expect(within(header).getByRole('heading', { name: 'Match Odds' })).toBeTruthy();
    expect(within(header).getByText(/^Matched: /).className).toMatch(/truncate/);
    expect(within(header).queryByText(/^Min: /)).toBeNull();
    expect(header.className).toMatch(/(^| )h-10( |$)/);
    expect(header.className).not.toMatch(/flex-wrap/);
    expect(within(odds).getByTestId('market-info').textContent).toMatch(/^Min: 100\.00 · Max: 1,00,000\.00/);
    // The amount gives way (ellipsis) rather than the button growing a line.
    const amount = cashOut.lastElementChild!;
    expect(amount.textContent).toMatch(/^-?[\d,]+\.\d\d$/);
    expect(amount.className).toMatch(/truncate/);
    expect(cashOut.className).toMatch(/whitespace-nowrap/);
  });

  it('on screens up to 900 px opens the slip as a drawer from a floating button', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
    happyDom.setViewport({ width: 800, height: 900 });
    try {
      signInPlayer();
      stubEvent(Array.from({ length: 60 }, () => openBet()));
      await renderEvent();
      const odds = await screen.findByRole('region', { name: 'Match Odds' });
      expect(screen.queryByRole('complementary', { name: 'Bet Slip' })).toBeNull();
      const fab = screen.getByRole('button', { name: /Open bet slip/ });
      await vi.waitFor(() => expect(fab.textContent).toBe('50+'));

      const india = odds.querySelector<HTMLElement>('[data-runner-id="r1"]')!;
      act(() =>
        fireEvent.click(
          within(india)
            .getAllByRole('button', { name: /^Back 2,/ })
            .at(-1)!,
        ),
      );
      const drawer = await screen.findByRole('dialog', { name: 'Bet Slip' });
      expect(within(drawer).getByTestId('slip-team').textContent).toBe('India');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog', { name: 'Bet Slip' })).toBeNull();
      fireEvent.click(fab);
      expect(await screen.findByRole('dialog', { name: 'Bet Slip' })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1024, height: 768 });
    }
  });
});
