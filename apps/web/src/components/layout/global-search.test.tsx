import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SearchGroup } from '@backlay/contract';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { stubApi } from '../sports/test/fixtures';
import { GlobalSearch, limitSearchGroups } from './global-search';

const groups: SearchGroup[] = [
  {
    eventTypeId: 1,
    name: 'Soccer',
    events: [
      {
        id: 'e5',
        name: 'India vs Nepal',
        openDate: new Date().toISOString(),
        inPlay: false,
        competitionName: 'SAFF Championship',
        markets: [{ id: '1.55', name: 'Match Odds', type: 'betfair' }],
      },
    ],
  },
  {
    eventTypeId: 4,
    name: 'Cricket',
    events: [
      {
        id: 'e1',
        name: 'India v Australia',
        openDate: new Date().toISOString(),
        inPlay: true,
        competitionName: 'Test Series',
        markets: [
          { id: '1.11', name: 'Match Odds', type: 'betfair' },
          { id: 'b-1', name: 'Bookmaker', type: 'bookmaker' },
        ],
      },
    ],
  },
];

const box = () => screen.getByRole('searchbox', { name: 'Search events and markets' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const slow = { timeout: 2_000 };

resetSessionBetweenTests();

describe('global search', () => {
  it('shows results by sport (cricket first) linking to the event page, and an emptied box clears them at once', async () => {
    const fetchMock = stubApi((path, url) =>
      path === '/api/common/game/market/globalSearch' && url.searchParams.get('search') === 'india'
        ? { body: { docs: groups } }
        : undefined,
    );
    await renderInShell(<GlobalSearch />);
    type('  india ');
    const event = await screen.findByRole('link', { name: /India v Australia/ }, slow);
    expect(event.getAttribute('href')).toBe('/events/4/e1');
    expect(screen.getByRole('link', { name: 'Bookmaker' }).getAttribute('href')).toBe('/events/4/e1#market-b-1');
    expect(screen.getByRole('link', { name: /India v Nepal/ }).getAttribute('href')).toBe('/events/1/e5');
    const results = screen.getByRole('region', { name: 'Search results' });
    const sports = [...results.querySelectorAll('h4')].map((h) => h.textContent);
    expect(sports).toEqual(['Cricket', 'Soccer']);
    expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=india');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/common/game/market/globalSearch?search=india&active=true');

    type('   ');
    expect(screen.queryByRole('link', { name: /India v Australia/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'No Result Found' when nothing matches", async () => {
    stubApi((path) => (path === '/api/common/game/market/globalSearch' ? { body: { docs: [] } } : undefined));
    await renderInShell(<GlobalSearch />);
    type('zzz');
    expect(await screen.findByText('No Result Found', undefined, slow)).toBeTruthy();
  });

  it("says 'No Market Found!' when the search call fails", async () => {
    stubApi((path) => (path === '/api/common/game/market/globalSearch' ? { status: 500, body: { message: 'boom' } } : undefined));
    await renderInShell(<GlobalSearch />);
    type('india');
    expect(await screen.findByText('No Market Found!', undefined, slow)).toBeTruthy();
    expect(screen.queryByText('No Result Found')).toBeNull();
  });

  it('waits for typing to pause before it searches', async () => {
    const fetchMock = stubApi((path) => (path === '/api/common/game/market/globalSearch' ? { body: { docs: [] } } : undefined));
    await renderInShell(<GlobalSearch />);
    type('i');
    type('in');
    type('ind');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), slow);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('search=ind&');
  });
});

describe('limitSearchGroups', () => {
  it('keeps the sport order and stops after the limit across sports', () => {
    const cut = limitSearchGroups(groups, 1);
    expect(cut.map((g) => [g.name, g.events.length])).toEqual([['Cricket', 1]]);
    expect(limitSearchGroups(groups).map((g) => g.name)).toEqual(['Cricket', 'Soccer']);
  });
});
