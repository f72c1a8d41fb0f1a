import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MarketGroup } from '@backlay/contract';
import { renderInShell } from '../test/render';
import { resetSessionBetweenTests } from '../test/reset-session';
import { signInPlayer, stubApi } from '../sports/test/fixtures';
import { SportsTree } from './sports-tree';

const soon = new Date(Date.now() + 86_400_000).toISOString();
const ev = (id: string, name: string, inPlay = false) =>
  ({ id, name, openDate: soon, inPlay, status: inPlay ? 'inPlay' : 'upcoming', marketCount: 3 }) as const;

/** The server's order on purpose puts Politics and Kabaddi first. */
const tree: MarketGroup[] = [
  { eventTypeId: 2378961, name: 'Politics', competitions: [{ id: 'p1', name: 'Elections', events: [ev('e9', 'Party A v Party B')] }] },
  { eventTypeId: 23789607, name: 'Kabaddi', competitions: [{ id: 'k1', name: 'Pro Kabaddi', events: [ev('e8', 'Patna v Delhi')] }] },
  { eventTypeId: 7, name: 'Horse Racing', competitions: [{ id: 'h1', name: 'Ascot', events: [ev('e7', '14:30 Ascot')] }] },
  { eventTypeId: 1, name: 'Soccer', competitions: [{ id: 's1', name: 'Premier League', events: [ev('e5', 'Arsenal vs Chelsea', true)] }] },
  {
    eventTypeId: 4,
    name: 'Cricket',
    competitions: [
      {
        id: 'c1',
        name: 'Indian Premier League',
        events: [ev('e1', 'Mumbai Indians v Chennai Super Kings', true), ev('e2', 'Delhi Capitals v Punjab Kings')],
      },
      { id: 'c2', name: 'Big Bash League', events: [ev('e3', 'Sixers v Stars')] },
    ],
  },
];

function stubTree() {
  return stubApi((path) =>
    path === '/api/common/game/market/group' || path === '/api/protected/game/market/group' ? { body: { docs: tree } } : undefined,
  );
}

resetSessionBetweenTests();

describe('side menu sports tree', () => {
  it('lists cricket and soccer first and Kabaddi and Politics last', async () => {
    stubTree();
    await renderInShell(<SportsTree />);
    await screen.findByRole('button', { name: /Cricket/ });
    const names = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\d+$/, ''));
    expect(names).toEqual(['Cricket', 'Soccer', 'Horse Racing', 'Kabaddi', 'Politics']);
  });

  it('keeps one sport and one competition open at a time', async () => {
    stubTree();
    await renderInShell(<SportsTree />);
    fireEvent.click(await screen.findByRole('button', { name: /Cricket/ }));
    expect(screen.getByRole('button', { name: /Cricket/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'All Cricket events' }).getAttribute('href')).toBe('/4');

    fireEvent.click(screen.getByRole('button', { name: 'Indian Premier League' }));
    expect(screen.getByRole('link', { name: /Mumbai Indians v Chennai Super Kings/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Big Bash League' }));
    expect(screen.queryByRole('link', { name: /Mumbai Indians/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Sixers v Stars/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Soccer/ }));
    expect(screen.getByRole('button', { name: /Cricket/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Indian Premier League' })).toBeNull();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it("shows LIVE for events in play, VS for the others, names with ' v ' and links to the event page", async () => {
    stubTree();
    await renderInShell(<SportsTree />);
    fireEvent.click(await screen.findByRole('button', { name: /Cricket/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Indian Premier League' }));
    const live = screen.getByRole('link', { name: /Mumbai Indians v Chennai Super Kings/ });
    expect(within(live).getByText('LIVE')).toBeTruthy();
    expect(within(live).queryByText('VS')).toBeNull();
    expect(live.getAttribute('href')).toBe('/events/4/e1');
    const upcoming = screen.getByRole('link', { name: /Delhi Capitals v Punjab Kings/ });
    expect(within(upcoming).getByText('VS')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Soccer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Premier League' }));
    expect(screen.getByRole('link', { name: /Arsenal v Chelsea/ })).toBeTruthy();
  });

  it('asks the protected tree (with Politics) for signed-in players, the public one for visitors', async () => {
    let fetchMock = stubTree();
    const first = await renderInShell(<SportsTree />);
    await screen.findByRole('button', { name: /Cricket/ });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/common/game/market/group']);
    first.unmount();

    fetchMock = stubTree();
    act(() => signInPlayer());
    await renderInShell(<SportsTree />);
    await screen.findByRole('button', { name: /Cricket/ });
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/protected/game/market/group']);
  });
});
