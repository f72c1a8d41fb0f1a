import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useUi } from '../../../lib/ui-store';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testCard } from '../../../components/sports/test/fixtures';
import { SportRoute } from './sport';

const ipl = testCard({ id: 'e1', name: 'Mumbai Indians v Chennai Super Kings', inPlay: true, status: 'inPlay' });
const bbl = testCard({ id: 'e3', name: 'Sixers v Stars', competitionId: 'c2', competitionName: 'Big Bash League' });
const election = testCard({
  id: 'e9',
  name: 'Party A v Party B',
  eventTypeId: 2378961,
  eventTypeName: 'Politics',
  competitionId: 'p1',
  competitionName: 'Elections',
});

function stubHighlights() {
  return stubApi((path, url) => {
    if (path !== '/api/common/game/highlight') return undefined;
    const docs = url.searchParams.get('eventTypeId') === '2378961' ? [election] : [bbl, ipl];
    return { body: { docs } };
  });
}

resetSessionBetweenTests();

describe('/{gameType}', () => {
  it('lists a sport by competition, the one with a live event first, and filters to one competition', async () => {
    const fetchMock = stubHighlights();
    await renderInShell(<SportRoute />, { path: '/4' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cricket' })).toBeTruthy();
    await screen.findByRole('link', { name: /Mumbai Indians v Chennai Super Kings/ });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Indian Premier League', 'Big Bash League']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/common/game/highlight?eventTypeId=4');

    const chips = screen.getByRole('navigation', { name: 'Competitions' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Big Bash League' }));
    expect(screen.queryByRole('link', { name: /Mumbai Indians/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Sixers v Stars/ })).toBeTruthy();
  });

  it('asks a visitor to log in for Politics and comes back after', async () => {
    const fetchMock = stubHighlights();
    await renderInShell(<SportRoute />, { path: '/2378961' });
    expect(useUi.getState().authPopup).toBe('login');
    expect(localStorage.getItem('redirectPath')).toBe('/2378961');
    expect(screen.queryByText(/Party A/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useUi.getState().closeAuthPopup());
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(useUi.getState().authPopup).toBe('login');
  });

  it('shows Politics to a signed-in player', async () => {
    stubHighlights();
    act(() => signInPlayer());
    await renderInShell(<SportRoute />, { path: '/2378961' });
    expect(await screen.findByRole('link', { name: /Party A v Party B/ })).toBeTruthy();
    expect(useUi.getState().authPopup).toBeNull();
  });

  /** The site's sports tree: Cricket with the IPL only. */
  function stubTreeAndHighlights(highlights: unknown[] = []) {
    return stubApi((path) => {
      if (path === '/api/common/game/highlight') return { body: { docs: highlights } };
      if (path === '/api/common/game/market/group')
        return {
          body: { docs: [{ eventTypeId: 4, name: 'Cricket', competitions: [{ id: 'c1', name: 'Indian Premier League', events: [] }] }] },
        };
      return undefined;
    });
  }

  it("says 'Sports not saved yet | ...' for a sport the site's tree does not have", async () => {
    stubTreeAndHighlights();
    await renderInShell(<SportRoute />, { path: '/3' });
    expect(await screen.findByText('Sports not saved yet | Refresh to continue or any another sports')).toBeTruthy();
    expect(screen.queryByText('No Match Found')).toBeNull();
  });

  it("says 'Competition not saved yet | ...' for a ?competition= the sport does not have", async () => {
    stubTreeAndHighlights([ipl]);
    await renderInShell(<SportRoute />, { path: '/4?competition=nope' });
    expect(await screen.findByText('Competition not saved yet | Refresh to continue or any another competition')).toBeTruthy();
  });

  it("still says 'No Match Found' for a sport and competition the tree has, without open events now", async () => {
    stubTreeAndHighlights();
    await renderInShell(<SportRoute />, { path: '/4?competition=c1' });
    expect(await screen.findByText('No Match Found')).toBeTruthy();
    // The tree has answered by now; the message stays.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByText('No Match Found')).toBeTruthy();
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it("says 'No Match Found' for a sport without open events", async () => {
    stubApi((path) => (path === '/api/common/game/highlight' ? { body: { docs: [] } } : undefined));
    await renderInShell(<SportRoute />, { path: '/7522' });
    expect(await screen.findByText('No Match Found')).toBeTruthy();
  });
});
