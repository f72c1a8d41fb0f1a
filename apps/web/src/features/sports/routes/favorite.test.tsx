import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testCard } from '../../../components/sports/test/fixtures';
import { FavoriteRoute } from './favorite';

const card = testCard({ id: 'e1', name: 'India v Australia' });

function stubFavorites() {
  let events = [card];
  let markets = [{ event: card.event, market: card.market! }];
  return stubApi((path, url) => {
    if (path === '/api/user/favorite/event') {
      if (url.searchParams.get('eventId')) events = events.filter((c) => c.event.id !== url.searchParams.get('eventId'));
      return { body: url.searchParams.get('eventId') ? { message: 'ok' } : { docs: events } };
    }
    if (path === '/api/user/favorite/market') {
      if (url.searchParams.get('marketId')) markets = markets.filter((m) => m.market.id !== url.searchParams.get('marketId'));
      return { body: url.searchParams.get('marketId') ? { message: 'ok' } : { docs: markets } };
    }
    return undefined;
  });
}

resetSessionBetweenTests();

describe('/favorite', () => {
  it('lists favourite events and markets and removes them with the docs/product.md toasts', async () => {
    const fetchMock = stubFavorites();
    act(() => signInPlayer());
    await renderInShell(
      <>
        <FavoriteRoute />
        <Toaster />
      </>,
      { path: '/favorite' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove India v Australia' }));
    expect(await screen.findByText('Favorite Event Deleted')).toBeTruthy();
    const del = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE');
    expect(String(del![0])).toBe('/api/user/favorite/event?eventId=e1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove India v Australia' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove Match Odds' }));
    expect(await screen.findByText('Favorite Market Deleted')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('No Data Found')).toHaveLength(2));
  });

  it('asks a visitor to log in', async () => {
    const fetchMock = stubFavorites();
    await renderInShell(<FavoriteRoute />, { path: '/favorite' });
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/favorite');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
