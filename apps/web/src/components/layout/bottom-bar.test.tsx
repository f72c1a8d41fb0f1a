import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { BottomBar } from './bottom-bar';

resetSessionBetweenTests();

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderBar(path = '/', isAvailable: (to: string) => boolean = () => true) {
  await renderInShell(
    <>
      <BottomBar />
      <Where />
    </>,
    { path, isAvailable },
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
