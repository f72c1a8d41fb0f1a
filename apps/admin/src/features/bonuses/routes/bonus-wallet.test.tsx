import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { BonusWalletRow } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { visibleNavigation } from '../../../components/layout/sidebar';
import { BonusWalletRoute } from './bonus-wallet';

resetBetweenTests();

const row: BonusWalletRow = {
  _id: 'b1',
  userId: 'u1',
  userName: 'user1',
  kind: 'deposit',
  title: 'Reload Bonus 5%',
  status: 'active',
  depositAmount: 20_000,
  bonusAmount: 1_000,
  wageringRequired: 3_000,
  wageringDone: 1_200,
  createdAt: '2026-11-22T07:00:00.000Z',
  creditedAt: '2026-11-22T07:05:00.000Z',
  expiresAt: '2026-11-29T07:05:00.000Z',
};
const expired: BonusWalletRow = {
  ...row,
  _id: 'b2',
  userName: 'user2',
  title: 'Welcome 10%',
  status: 'expired',
  wageringDone: 400,
  expiresAt: '2026-11-21T07:05:00.000Z',
};
const figures = { whiteLabelId: 'wl1', whiteLabelName: 'Backlay', paidTotal: 1_500, paidInRange: 1_000, locked: 1_000, released: 500 };

describe('bonus wallet screen', () => {
  it('shows the promotions figures and the bonuses of the whiteLabel’s own label', async () => {
    signInAs('whiteLabel');
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/whiteLabel/bonus/wallet?')
        ? { body: { ...paged([row, expired], 1, 25), figures, startDate: '2026-11-20', endDate: '2026-11-26' } }
        : undefined,
    );
    renderWithProviders(<BonusWalletRoute />);
    expect(await screen.findByText('Reload Bonus 5%')).toBeTruthy();
    expect(screen.getByText('₹1,500.00')).toBeTruthy();
    expect(screen.getByText('Locked by wagering')).toBeTruthy();
    expect(screen.getAllByText('Wagering')).toHaveLength(2); // the column and the active bonus's status
    expect(screen.getByText('1,200.00 / 3,000.00')).toBeTruthy();
    expect(screen.getByText(/^Expires 29/)).toBeTruthy();
    expect(screen.getAllByText('Expired')).toHaveLength(1);
    expect(screen.getByText(/^Expired 21/)).toBeTruthy();
    const url = callsOf(fetchMock)[0]!.url;
    expect(url).toMatch(/^\/api\/whiteLabel\/bonus\/wallet\?page=1&limit=25&startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/);
  });

  it('lets the administrator read the first B2C label, and says so when a label is B2B', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/administrator/setting/whiteLabel?')) return { body: paged([{ _id: 'wl1', name: 'Backlay' }]) };
      if (url.startsWith('/api/administrator/bonus/wallet?'))
        return { status: 403, body: { message: 'The bonus wallet is for B2C white labels only' } };
      return undefined;
    });
    renderWithProviders(<BonusWalletRoute />);
    expect(await screen.findByText('The bonus wallet is for B2C white labels only')).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.url.includes('whiteLabelId=wl1'))).toBe(true));
    expect(callsOf(fetchMock)[0]!.url).toContain('type=b2c');
  });

  it('is in the sidebar of administrator and whiteLabel, not of a B2B label’s staff', () => {
    const has = (role: Parameters<typeof visibleNavigation>[0], isB2b = false) =>
      visibleNavigation(role, isB2b).some((s) => s.entries.some((e) => e.label === 'Bonus wallet'));
    expect(has('administrator')).toBe(true);
    expect(has('whiteLabel')).toBe(true);
    expect(has('whiteLabel', true)).toBe(false);
    expect(has('master')).toBe(false);
  });
});
