import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BACKLAY_ORIGINALS } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { useSession } from '../../../lib/session-store';
import { gamesPage, testGame } from '../test/fixtures';
import { CasinoListingRoute } from './casino-listing';

const crash = testGame({ _id: 'g-crash', name: 'Crash' });
const rocket = testGame({ _id: 'g-rocket', name: 'Rocket Run' });
const aviator = testGame({ _id: 'g-aviator', name: 'Aviator', subProviderName: 'Spribe' });

/** The catalogue, filtered as the server does (by game type, provider and name), paged by `limit`. */
function stubCatalogue(games = [crash, rocket, aviator]) {
  return stubApi((path, url) => {
    if (path !== '/api/common/game/casinoGame') return undefined;
    const q = url.searchParams;
    const search = (q.get('search') ?? '').toLowerCase();
    const ofType = games.filter((g) => !q.get('gameType') || g.gameType === q.get('gameType'));
    const matching = ofType.filter(
      (g) => (!q.get('subProviderName') || g.subProviderName === q.get('subProviderName')) && g.name.toLowerCase().includes(search),
    );
    const page = Number(q.get('page') ?? 1);
    const limit = Number(q.get('limit') ?? 24);
    return {
      body: gamesPage(matching.slice((page - 1) * limit, page * limit), {
        page,
        limit,
        total: matching.length,
        subProviderNames: [...new Set(ofType.map((g) => g.subProviderName))],
      }),
    };
  });
}

const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').searchParams);

resetSessionBetweenTests();

describe('casino listing', () => {
  it('lists the game type of the path in provider groups, with the categories and provider chips', async () => {
    const fetchMock = stubCatalogue();
    await renderInShell(<CasinoListingRoute />, { path: '/crash-games' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crash Games' })).toBeTruthy();
    const originals = await screen.findByRole('region', { name: BACKLAY_ORIGINALS });
    expect(
      within(originals)
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([`Crash, ${BACKLAY_ORIGINALS}`, `Rocket Run, ${BACKLAY_ORIGINALS}`]);
    expect(within(screen.getByRole('region', { name: 'Spribe' })).getByRole('link', { name: 'Aviator, Spribe' })).toBeTruthy();
    expect(calls(fetchMock)[0]!.get('gameType')).toBe('crash');
    // Category tabs in the order of docs/product.md; the path's category is current.
    const tabs = within(screen.getByRole('navigation', { name: 'Casino categories' })).getAllByRole('link');
    expect(tabs.map((a) => a.textContent)).toEqual([
      'All Sports',
      'All Casino',
      'Sports Book',
      'Live Casino',
      'Virtual Games',
      'Slot Games',
      'Crash Games',
      'Lottery',
    ]);
    expect(tabs.find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Crash Games');
    const chips = within(screen.getByRole('group', { name: 'Providers' })).getAllByRole('button');
    expect(chips.map((b) => b.textContent)).toEqual(['All Providers', BACKLAY_ORIGINALS, 'Spribe']);
    // Tiles open the game screen with the game named in the link.
    expect(screen.getByRole('link', { name: /^Aviator,/ }).getAttribute('href')).toBe(
      '/game-screen?gameId=g-aviator&gameType=crash&provider=Spribe',
    );
    // A visitor gets no stars.
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('filters by provider on the server and by name after typing pauses', async () => {
    const fetchMock = stubCatalogue();
    await renderInShell(<CasinoListingRoute />, { path: '/crash-games' });
    await screen.findByRole('region', { name: 'Spribe' });
    fireEvent.click(screen.getByRole('button', { name: 'Spribe' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Crash,/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Spribe' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls(fetchMock).at(-1)!.get('subProviderName')).toBe('Spribe');
    // One grid, no provider sections, while a provider is chosen.
    expect(screen.queryByRole('region', { name: 'Spribe' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'All Providers' }));
    await screen.findByRole('link', { name: /^Rocket Run,/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'rock' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Aviator,/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Rocket Run,/ })).toBeTruthy();
    expect(calls(fetchMock).at(-1)!.get('search')).toBe('rock');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No Result Found')).toBeTruthy();
  });

  it('shows No Data Found for a game type without games', async () => {
    stubCatalogue();
    await renderInShell(<CasinoListingRoute />, { path: '/live' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeTruthy();
  });

  it('loads the next page on demand', async () => {
    const many = Array.from({ length: 30 }, (_, i) => testGame({ _id: `g${i}`, name: `Game ${String(i).padStart(2, '0')}` }));
    const fetchMock = stubCatalogue(many);
    await renderInShell(<CasinoListingRoute />, { path: '/crash-games' });
    expect(await screen.findByText('Showing 24 of 30')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Game 29,/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Game 29,/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls(fetchMock).map((q) => q.get('page'))).toEqual(['1', '2']);
  });

  it('lets a signed-in player star a game, for that account only', async () => {
    stubCatalogue();
    act(() => {
      signInPlayer();
      useSession.getState().setProfile({ _id: 'u1', userName: 'player1' } as never);
    });
    await renderInShell(<CasinoListingRoute />, { path: '/crash-games' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Aviator to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Aviator from favourites' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('casinoFavorites:u1')!).map((g: { _id: string }) => g._id)).toEqual(['g-aviator']);
  });
});
