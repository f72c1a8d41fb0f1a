import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, type Promotion } from '@backlay/contract';
import { paths, storageKeys } from '../../../config/paths';
import { storage } from '../../../lib/storage';
import { useUi } from '../../../lib/ui-store';
import { renderInShell, testConfiguration } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { PromotionsRoute } from './promotions';

resetSessionBetweenTests();
beforeEach(() => useUi.setState({ moneySheet: null }));

const welcome: Promotion = {
  _id: 'o1',
  title: 'Welcome Bonus 10%',
  description: 'First deposit only.',
  percentage: 10,
  maxBonusAmount: 2_000,
  min: 500,
  max: 50_000,
  limit: 1,
  wagering: 5,
  validityDays: 7,
  endDate: '2026-12-31T18:29:59.999Z',
};
const reload: Promotion = {
  _id: 'o2',
  title: 'Reload Bonus 5%',
  description: '',
  percentage: 5,
  maxBonusAmount: null,
  min: null,
  max: null,
  limit: null,
  wagering: 0,
  validityDays: null,
  endDate: null,
};

function stubPromotions(docs: Promotion[]) {
  return stubApi((path) => (path === '/api/common/promotions' ? { body: { docs } } : undefined));
}

describe('/promotions', () => {
  it('shows each offer on now with its headline figures and terms, open to visitors', async () => {
    const fetchMock = stubPromotions([welcome, reload]);
    await renderInShell(<PromotionsRoute />, { path: paths.promotions });
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Welcome Bonus 10%' });
    const c = within(card);
    expect(c.getByText('10% bonus')).toBeTruthy();
    expect(c.getByText('₹2,000')).toBeTruthy(); // max bonus
    expect(c.getByText('₹500')).toBeTruthy(); // min deposit
    expect(c.getByText('5x bonus')).toBeTruthy();
    expect(c.getByText('7 days')).toBeTruthy();
    expect(c.getByText('The bonus cannot be withdrawn until it is released')).toBeTruthy();
    expect(c.getByText('A bonus not released by then is taken back')).toBeTruthy();
    expect(c.getByText('First deposit only.')).toBeTruthy();
    expect(c.getByText('Deposit ₹500 to ₹50,000')).toBeTruthy();
    expect(c.getByText('One time per player')).toBeTruthy();
    expect(c.getByText('Bet 5 times the bonus to release it')).toBeTruthy();
    expect(c.getByText('Valid for 7 days after it is credited')).toBeTruthy();
    expect(c.getByText(/^Valid until /).textContent).toContain('2026');

    const other = within(screen.getByRole('article', { name: 'Reload Bonus 5%' }));
    expect(other.getByText('No cap')).toBeTruthy();
    expect(other.getByText('Any amount')).toBeTruthy();
    expect(other.getByText('None')).toBeTruthy();
    expect(other.queryByText(/Bet .* times/)).toBeNull();
    // A public call: no token is sent.
    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('a visitor’s call to action opens the login popup', async () => {
    stubPromotions([welcome, reload]);
    await renderInShell(<PromotionsRoute />, { path: paths.promotions });
    const buttons = await screen.findAllByRole('button', { name: 'Login to claim' });
    expect(buttons).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Deposit to claim' })).toBeNull();
    fireEvent.click(buttons[0]!);
    expect(useUi.getState().authPopup).toBe('login');
    // The login comes back to this page.
    expect(storage.get(storageKeys.redirectPath)).toBe(paths.promotions);
  });

  it('a signed-in player’s call to action opens the deposit drawer', async () => {
    signInPlayer();
    stubPromotions([welcome]);
    await renderInShell(<PromotionsRoute />, { path: paths.promotions });
    const link = await screen.findByRole('link', { name: 'Deposit to claim' });
    expect(link.getAttribute('href')).toBe(paths.deposit);
    expect(screen.queryByRole('button', { name: 'Login to claim' })).toBeNull();
    fireEvent.click(link);
    expect(useUi.getState().moneySheet).toBe('deposit');
  });

  it('a signed-in player of a brand that switched the Deposit button off gets no call to action', async () => {
    signInPlayer();
    stubPromotions([welcome]);
    const config = testConfiguration('b2c', {
      enable: { isRegister: true, forgetPassword: true, depositButton: false, withdrawButton: true },
    });
    await renderInShell(<PromotionsRoute />, { path: paths.promotions, config });
    await screen.findByRole('article', { name: 'Welcome Bonus 10%' });
    expect(screen.queryByRole('link', { name: 'Deposit to claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login to claim' })).toBeNull();
  });

  it("says 'No Data Found' when no offer is on", async () => {
    stubPromotions([]);
    await renderInShell(<PromotionsRoute />, { path: paths.promotions });
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.noDataFound);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the server’s message with a retry when the offers cannot be read', async () => {
    stubApi((path) =>
      path === '/api/common/promotions' ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } : undefined,
    );
    await renderInShell(<PromotionsRoute />, { path: paths.promotions });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
