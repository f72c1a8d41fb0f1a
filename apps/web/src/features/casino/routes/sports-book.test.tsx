import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInShell, testConfiguration } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi } from '../../../components/sports/test/fixtures';
import { gamesPage, testGame } from '../test/fixtures';
import { SportsBookRoute } from './sports-book';

const book = testGame({ _id: 'sb', name: 'Sportsbook', gameType: 'virtual', category: 'Sports Book', subProviderName: 'BetBy' });
const crash = testGame({ _id: 'g-crash', name: 'Crash' });

resetSessionBetweenTests();

describe('/sports-book', () => {
  it("says 'Coming soon' when the domain has no sports book, without asking the catalogue", async () => {
    const fetchMock = stubApi(() => ({ body: gamesPage([book, crash]) }));
    await renderInShell(<SportsBookRoute />, { path: '/sports-book' });
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the Sports Book games of the catalogue when the domain has one', async () => {
    stubApi((path) => (path === '/api/common/game/casinoGame' ? { body: gamesPage([book, crash]) } : undefined));
    const config = testConfiguration();
    config.domain.features.sportsBook = true;
    await renderInShell(<SportsBookRoute />, { path: '/sports-book', config });
    expect(await screen.findByRole('link', { name: 'Sportsbook, BetBy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Crash,/ })).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });
});
