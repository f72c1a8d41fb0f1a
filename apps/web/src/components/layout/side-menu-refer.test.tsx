import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '../../lib/session-store';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer, stubApi } from '../sports/test/fixtures';
import { SideMenu } from './side-menu';

resetSessionBetweenTests();

function stubReferral(maxBonusAmount: number) {
  return stubApi((path) =>
    path === '/api/user/setting/referral'
      ? { body: { docs: { enabled: maxBonusAmount > 0, maxBonusAmount, bonusPercent: 10, referralCode: 'ABCD1234' } } }
      : undefined,
  );
}

async function renderMenu() {
  await renderInShell(<SideMenu />);
  return screen.getByRole('complementary', { name: 'Main menu' });
}

describe('side menu Refer and Earn (docs/product.md §6)', () => {
  it('shows for a player when the referral data has a maxBonusAmount above 0', async () => {
    const fetchMock = stubReferral(500);
    act(() => signInPlayer());
    const menu = await renderMenu();
    expect(await within(menu).findByRole('link', { name: 'Refer and Earn' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/user/setting/referral'))).toBe(true);
  });

  it('stays hidden when maxBonusAmount is 0', async () => {
    const fetchMock = stubReferral(0);
    act(() => signInPlayer());
    const menu = await renderMenu();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/user/setting/referral'))).toBe(true));
    // Let the answer land, then check that the entry never appeared.
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Home' })).toBeTruthy());
    await new Promise((r) => setTimeout(r, 20));
    expect(within(menu).queryByRole('link', { name: 'Refer and Earn' })).toBeNull();
  });

  it('stays hidden for a demo session, which never asks for the referral data', async () => {
    const fetchMock = stubReferral(500);
    act(() => {
      signInPlayer();
      useSession.setState({ isDemo: true });
    });
    const menu = await renderMenu();
    await new Promise((r) => setTimeout(r, 20));
    expect(within(menu).queryByRole('link', { name: 'Refer and Earn' })).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/user/setting/referral'))).toBe(false);
  });
});
