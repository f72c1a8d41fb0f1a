import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { testBonus, testOffer } from '../test/fixtures';
import { BonusOfferRoute } from './bonus-offer';
import { AwaitingBonusRoute } from './awaiting-bonus';

resetSessionBetweenTests();

describe('/bonus-offer', () => {
  it('lists the claimable offers with their terms', async () => {
    signInPlayer();
    const fetchMock = stubApi((path) =>
      path === '/api/user/setting/bonus'
        ? {
            body: {
              docs: [
                testOffer({ _id: 'o1', title: 'Welcome 10%', percentage: 10, maxBonusAmount: 1000, min: 500, max: 50_000, limit: 1 }),
                testOffer({ _id: 'o2', title: 'Reload 5%', percentage: 5, min: 1000, wagering: 3, count: 2, validityDays: 7 }),
              ],
            },
          }
        : undefined,
    );
    await renderInShell(<BonusOfferRoute />, { path: '/bonus-offer' });
    const welcome = await screen.findByRole('article', { name: 'Welcome 10%' });
    expect(within(welcome).getByText('10% of your deposit, up to ₹1,000.00')).toBeTruthy();
    expect(within(welcome).getByText('Deposit ₹500.00 to ₹50,000.00')).toBeTruthy();
    expect(within(welcome).getByText('One time per player')).toBeTruthy();
    const reload = screen.getByRole('article', { name: 'Reload 5%' });
    expect(within(reload).getByText('Deposit at least ₹1,000.00')).toBeTruthy();
    expect(within(reload).getByText('Bet 3 times the bonus to release it')).toBeTruthy();
    expect(within(reload).getByText('Your claims so far: 2')).toBeTruthy();
    expect(within(reload).getByText('Valid for 7 days after it is credited')).toBeTruthy();
    expect(within(welcome).queryByText(/Valid for/)).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/user/setting/bonus?active=true');
  });

  it("says 'No Offer' when there is none", async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/setting/bonus' ? { body: { docs: [] } } : undefined));
    await renderInShell(<BonusOfferRoute />, { path: '/bonus-offer' });
    expect(await screen.findByText('No Offer')).toBeTruthy();
  });
});

describe('/awaiting-bonus', () => {
  it('shows awaiting and wagering bonuses with progress, then the earlier ones', async () => {
    signInPlayer();
    stubApi((path) =>
      path === '/api/user/bonus'
        ? {
            body: {
              docs: [
                testBonus({ _id: 'b1', status: 'awaiting', title: 'Welcome', bonusAmount: 500, depositAmount: 5000 }),
                testBonus({
                  _id: 'b2',
                  status: 'active',
                  title: 'Reload',
                  bonusAmount: 1000,
                  wageringRequired: 3000,
                  wageringDone: 750,
                  expiresAt: '2026-11-27T12:30:00.000Z',
                }),
                testBonus({ _id: 'b3', status: 'rejected', title: 'Old one' }),
                testBonus({ _id: 'b4', status: 'expired', title: 'Ran out', expiresAt: '2026-11-10T00:00:00.000Z' }),
              ],
            },
          }
        : undefined,
    );
    await renderInShell(<AwaitingBonusRoute />, { path: '/awaiting-bonus' });
    expect(await screen.findByText('Awaiting approval')).toBeTruthy();
    expect(screen.getByText('₹500.00')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Bet ₹750.00 of ₹3,000.00 to release')).toBeTruthy();
    // IST: 12:30 UTC is 6 pm.
    expect(screen.getByText('Expires 27 Nov 2026, 6:00 pm')).toBeTruthy();
    expect(screen.getAllByText(/^Expires /)).toHaveLength(1);
    const history = screen.getByRole('heading', { name: 'Earlier bonuses' }).parentElement!;
    expect(within(history).getByText('Old one')).toBeTruthy();
    expect(within(history).getByText('Rejected')).toBeTruthy();
    expect(within(history).getByText('Expired')).toBeTruthy();
  });
});
