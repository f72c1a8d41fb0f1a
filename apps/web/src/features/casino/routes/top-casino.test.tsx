import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BACKLAY_ORIGINALS } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi } from '../../../components/sports/test/fixtures';
import { useSession } from '../../../lib/session-store';
import { memoryKey } from '../lib/game-memory';
import { gamesPage, testGame } from '../test/fixtures';
import { TopCasinoRoute } from './top-casino';

const crash = testGame({ _id: 'g-crash', name: 'Crash', top: true });
const fruit = testGame({ _id: 'g-fruit', name: 'Fruit Line', gameType: 'slot', category: 'Slots', top: true });
const lotto = testGame({ _id: 'g-lotto', name: 'Lotto 6/49', gameType: 'lottery', category: 'Lotto' });
const dragon = testGame({ _id: 'g-dt', name: 'Dragon Tiger', gameType: 'virtual', category: 'Dragon Tiger' });
const aviator = testGame({ _id: 'g-aviator', name: 'Aviator', subProviderName: 'Spribe' });
const ALL = [crash, fruit, lotto, dragon, aviator];

/** The catalogue as the server filters it: top games, or one game type. `fail` makes a call fail. */
function stubCatalogue(fail: (q: URLSearchParams) => boolean = () => false) {
  return stubApi((path, url) => {
    if (path !== '/api/common/game/casinoGame') return undefined;
    const q = url.searchParams;
    if (fail(q)) return { status: 500, body: { message: 'boom', code: 'INTERNAL' } };
    const games = ALL.filter((g) => (q.get('top') === 'true' ? g.top : true) && (!q.get('gameType') || g.gameType === q.get('gameType')));
    return { body: gamesPage(games) };
  });
}

const rowNames = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('aria-label'));

resetSessionBetweenTests();

/** A signed-in player whose profile (and so the id the game lists are kept under) is loaded. */
function signInWithProfile() {
  act(() => {
    signInPlayer();
    useSession.getState().setProfile({ _id: 'u1', userName: 'player1' } as never);
  });
}

describe('/top-casino', () => {
  it('shows the top games, then a row per game type in the fixed order with a See all link', async () => {
    const fetchMock = stubCatalogue();
    await renderInShell(<TopCasinoRoute />, { path: '/top-casino' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Casino' })).toBeTruthy();
    await waitFor(() => expect(rowNames('Top games')).toEqual([`Crash, ${BACKLAY_ORIGINALS}`, `Fruit Line, ${BACKLAY_ORIGINALS}`]));
    expect(fetchMock.mock.calls.some(([u]) => new URL(String(u), 'http://x').searchParams.get('top') === 'true')).toBe(true);

    // Live Casino has no games: its row is left out. The others follow the order of docs/product.md.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Lottery' })).toBeTruthy());
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => h !== 'Top games')).toEqual(['Virtual Games', 'Slot Games', 'Crash Games', 'Lottery']);
    expect(rowNames('Crash Games')).toEqual([`Crash, ${BACKLAY_ORIGINALS}`, 'Aviator, Spribe']);
    expect(rowNames('Lottery')).toEqual([`Lotto 6/49, ${BACKLAY_ORIGINALS}`]);
    const slots = screen.getByRole('region', { name: 'Slot Games' });
    expect(within(slots).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/slot-games');
    // A visitor has no recently played or favourites rows.
    expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Favourite games' })).toBeNull();
  });

  it("shows the signed-in player's recently played and favourite games from this browser", async () => {
    stubCatalogue();
    signInWithProfile();
    localStorage.setItem(memoryKey('casinoRecent', 'u1'), JSON.stringify([dragon, crash]));
    localStorage.setItem(memoryKey('casinoFavorites', 'u1'), JSON.stringify([aviator]));
    await renderInShell(<TopCasinoRoute />, { path: '/top-casino' });
    expect(await screen.findByRole('heading', { name: 'Recently played' })).toBeTruthy();
    expect(rowNames('Recently played')).toEqual([`Dragon Tiger, ${BACKLAY_ORIGINALS}`, `Crash, ${BACKLAY_ORIGINALS}`]);
    expect(rowNames('Favourite games')).toEqual(['Aviator, Spribe']);
    // Another account on the same browser sees none of them.
    act(() => useSession.getState().setProfile({ _id: 'u2', userName: 'player2' } as never));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Favourite games' })).toBeNull();
  });

  it('leaves out empty memory rows, and tells when the top games fail', async () => {
    stubCatalogue((q) => q.get('top') === 'true');
    signInWithProfile();
    await renderInShell(<TopCasinoRoute />, { path: '/top-casino' });
    expect(await screen.findByText('Something Went Wrong, Please Try again!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recently played' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Favourite games' })).toBeNull();
    // The game-type rows still load.
    expect(await screen.findByRole('list', { name: 'Crash Games' })).toBeTruthy();
  });

  it("says 'No Data Found' when there are no top games", async () => {
    stubApi((path) => (path === '/api/common/game/casinoGame' ? { body: gamesPage([]) } : undefined));
    await renderInShell(<TopCasinoRoute />, { path: '/top-casino' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});
