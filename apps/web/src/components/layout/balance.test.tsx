import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Pts } from '@backlay/contract';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer, stubApi } from '../sports/test/fixtures';
import { Header } from './header';

resetSessionBetweenTests();

/** A wallet of 1,00,000 with 200.01 held by a pending withdrawal and 150 by open bets. */
const pts: Pts = {
  pts: 100_000,
  availablePts: 99_649.99,
  exposure: 150,
  casinoPts: 0,
  sportsPts: 0,
  thirdPartyPts: 0,
  creditPts: 100_000,
  bonusPts: 0,
};

describe('the header balance', () => {
  it('shows availablePts and exposure, never the wallet figure pts (docs/product.md §3)', async () => {
    signInPlayer();
    stubApi((path) => (path === '/api/user/pts' ? { body: { docs: pts } } : undefined));
    await renderInShell(<Header />);

    const banner = screen.getByRole('banner');
    // The desktop bar's block and the phone strip's YOUR BALANCE card (both render: no CSS here).
    expect(await within(banner).findAllByText('₹99,649.99')).toHaveLength(2);
    expect(within(banner).queryByText('₹1,00,000.00')).toBeNull();
    expect(within(banner).getByText('YOUR BALANCE')).toBeTruthy();
    // Labelled as the wallet labels the same figure; exposure in rupees like it.
    expect(within(banner).getByText('Available')).toBeTruthy();
    expect(within(banner).getByText('₹150.00')).toBeTruthy();
    expect(within(banner).getByText('Exposure ₹150.00')).toBeTruthy();
  });
});
