import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import type { BottomBarVariant } from '@backlay/contract';
import { renderInShell, testConfiguration } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer } from '../sports/test/fixtures';
import { BottomBar } from './bottom-bar';

resetSessionBetweenTests();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderBar(path = '/', isAvailable: (to: string) => boolean = () => true, config = testConfiguration()) {
  await renderInShell(
    <>
      <BottomBar />
      <Where />
      <Toaster />
    </>,
    { path, isAvailable, config },
  );
  return screen.getByRole('navigation', { name: 'Quick navigation' });
}

/**
 * The bottom bar's Casino popup (docs/product.md §2): the casino lobby's way in on phones. The
 * list of items is checked in app/routes.test.ts; here, opening the dialog and leaving by it.
 */
describe('bottom bar Casino popup', () => {
  it('opens a dialog with Casino, Virtual, Lottery, Slot and Crash in that order', async () => {
    const bar = await renderBar();
    const button = within(bar).getByRole('button', { name: 'Casino' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog', { name: 'Casino' })).toBeNull();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Casino' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Casino', 'Virtual', 'Lottery', 'Slot', 'Crash']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/live-casino', '/virtual-games', '/lottery', '/slot-games', '/crash-games']);
  });

  it('navigates to the chosen listing and closes; the Casino cell stays lit there', async () => {
    const bar = await renderBar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Casino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casino' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Crash' }));
    expect(screen.getByTestId('where').textContent).toBe('/crash-games');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casino' })).toBeNull());
    expect(within(bar).getByRole('button', { name: 'Casino' }).className).toContain('text-highlight');
  });

  it('closes by its Close button without navigating', async () => {
    const bar = await renderBar('/in-play');
    fireEvent.click(within(bar).getByRole('button', { name: 'Casino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casino' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Casino' })).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/in-play');
  });

  it('lists only the listings the site has', async () => {
    const bar = await renderBar('/', (to) => to !== '/live-casino' && to !== '/lottery');
    fireEvent.click(within(bar).getByRole('button', { name: 'Casino' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casino' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Virtual', 'Slot', 'Crash']);
  });

  it('has no Casino cell when the site has none of the listings', async () => {
    const bar = await renderBar('/', (to) => !['/live-casino', '/virtual-games', '/lottery', '/slot-games', '/crash-games'].includes(to));
    expect(within(bar).queryByRole('button', { name: 'Casino' })).toBeNull();
  });

  it('is hidden on the full-screen game player', async () => {
    await renderInShell(<BottomBar />, { path: '/game-screen-play' });
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });
});

/** A site whose domain has the variant, and the theme's WhatsApp number. */
function siteWith(bottomBar: BottomBarVariant, whatsappNumber = '') {
  const config = testConfiguration('b2c', { registration: { whatsappNumber } });
  return { ...config, domain: { ...config.domain, bottomBar } };
}

/** The bar's cells, left to right, by their text. */
function cells(bar: HTMLElement): string[] {
  return [...bar.firstElementChild!.children].map((c) => c.textContent ?? '');
}

/** The bottom bar of each domain variant (docs/decisions/bottom-bar-variants.md). */
describe('bottom bar variants', () => {
  it('sports: Home, Sports, Casino, Bet, Transactions, as docs/product.md §2 orders them', async () => {
    const bar = await renderBar('/', () => true, siteWith('sports'));
    expect(cells(bar)).toEqual(['Home', 'Sports', 'Casino', 'Bet', 'Transactions', 'Menu']);
    expect(within(bar).getByRole('link', { name: 'Sports' }).getAttribute('href')).toBe('/inPlay');
  });

  it('crash: the Crash game in Sports’ place', async () => {
    const bar = await renderBar('/', () => true, siteWith('crash'));
    expect(cells(bar)).toEqual(['Home', 'Crash', 'Casino', 'Bet', 'Transactions', 'Menu']);
    fireEvent.click(within(bar).getByRole('link', { name: 'Crash' }));
    expect(screen.getByTestId('where').textContent).toBe('/originals/crash');
  });

  it('support: Support in Transactions’ place, the theme’s WhatsApp for a visitor, in a new tab', async () => {
    const bar = await renderBar('/', () => true, siteWith('support', '+91 99999-00001'));
    expect(cells(bar)).toEqual(['Home', 'Sports', 'Casino', 'Bet', 'Support', 'Menu']);
    const support = within(bar).getByRole('link', { name: 'Support' });
    expect(support.getAttribute('href')).toBe('https://wa.me/919999900001');
    expect(support.getAttribute('target')).toBe('_blank');
  });

  it('support: a player gets the site’s communication channel before the theme’s number', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/user/communicationDetail'
          ? new Response(JSON.stringify({ docs: { depositWhatsapp: '+919999900007', withdrawWhatsapp: '+919999900008' } }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 404 }),
      ),
    );
    act(() => signInPlayer());
    const bar = await renderBar('/', () => true, siteWith('support', '+91 99999-00001'));
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('https://wa.me/919999900007'));
  });

  it('support: with no number anywhere, says so instead of leading nowhere', async () => {
    const bar = await renderBar('/', () => true, siteWith('support'));
    fireEvent.click(within(bar).getByRole('button', { name: 'Support' }));
    expect(await screen.findByText('No Whatsapp Found! click on contact us')).toBeTruthy();
  });

  it('leaves out a cell whose screen the site does not have, keeping the order', async () => {
    const bar = await renderBar('/', (to) => to !== '/originals/crash', siteWith('crash'));
    expect(cells(bar)).toEqual(['Home', 'Casino', 'Bet', 'Transactions', 'Menu']);
  });
});
