import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Competition, Home } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { signInPlayer, stubApi, testCard } from '../../../components/sports/test/fixtures';
import { HomeRoute } from './home';

const liveCricket = testCard({
  id: 'e1',
  name: 'Mumbai Indians v Chennai Super Kings',
  inPlay: true,
  status: 'inPlay',
  hasBookmaker: true,
  hasSession: true,
});
const liveSoccer = testCard({
  id: 'e5',
  name: 'Arsenal v Chelsea',
  eventTypeId: 1,
  eventTypeName: 'Soccer',
  inPlay: true,
  status: 'inPlay',
});
const tomorrow = new Date();
tomorrow.setDate(tomorrow.getDate() + 1);
tomorrow.setHours(19, 30, 0, 0);
const upcomingCricket = testCard({ id: 'e2', name: 'Delhi Capitals vs Punjab Kings', openDate: tomorrow.toISOString() });

const home: Home = {
  ongoing: [
    // The server's order puts soccer first; the page shows cricket first.
    { eventTypeId: 1, name: 'Soccer', events: [liveSoccer] },
    { eventTypeId: 4, name: 'Cricket', events: [liveCricket] },
  ],
  upcoming: [{ eventTypeId: 4, name: 'Cricket', events: [upcomingCricket] }],
  highlight: [liveCricket],
  fastestOdd: [],
  marketIds: [liveCricket.market!.id, liveSoccer.market!.id, upcomingCricket.market!.id],
};
const tournaments: Competition[] = [
  { id: 'c1', name: 'Indian Premier League', eventTypeId: 4, eventTypeName: 'Cricket', region: 'IND', eventCount: 2 },
];

function stubHome(h: Home = home) {
  return stubApi((path) => {
    if (path === '/api/common/home') return { body: { docs: h } };
    if (path === '/api/common/game/hotEvent') return { body: { docs: [] } };
    if (path === '/api/common/game/tournament') return { body: { docs: tournaments } };
    if (path === '/api/user/pts') return { body: { docs: { pts: 1500, availablePts: 1200, exposure: -300, bonusPts: 0 } } };
    if (path === '/api/user/favorite/event') return { body: { docs: [] } };
    return undefined;
  });
}

resetSessionBetweenTests();

describe('signed-in home', () => {
  it('shows in-play events by sport (cricket first) and upcoming ones with their start', async () => {
    stubHome();
    act(() => signInPlayer());
    await renderInShell(<HomeRoute />);

    const inPlay = screen.getByRole('region', { name: /In-Play/ });
    const tabs = await within(inPlay).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Cricket1', 'Soccer1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const row = within(inPlay).getByRole('link', { name: /Mumbai Indians v Chennai Super Kings/ });
    expect(row.getAttribute('href')).toBe('/events/4/e1');
    expect(within(row).getByText('LIVE')).toBeTruthy();
    expect(within(row).getByText('BM')).toBeTruthy();
    expect(within(row).getByText('F')).toBeTruthy();
    expect(within(row).getByText('Indian Premier League')).toBeTruthy();

    fireEvent.click(tabs[1]!);
    expect(
      within(inPlay)
        .getByRole('link', { name: /Arsenal v Chelsea/ })
        .getAttribute('href'),
    ).toBe('/events/1/e5');
    expect(within(inPlay).queryByRole('link', { name: /Mumbai Indians/ })).toBeNull();

    const upcoming = screen.getByRole('region', { name: /Upcoming/ });
    const next = within(upcoming).getByRole('link', { name: /Delhi Capitals v Punjab Kings/ });
    expect(within(next).getByText('Tomorrow')).toBeTruthy();
    expect(within(next).getByText('19:30')).toBeTruthy();
    expect(within(next).queryByText('LIVE')).toBeNull();

    expect(within(screen.getByRole('region', { name: /Fastest Odds/ })).getByText('No Data Found')).toBeTruthy();
    const tournament = await within(screen.getByRole('region', { name: /Tournaments/ })).findByRole('link', {
      name: /Indian Premier League/,
    });
    expect(tournament.getAttribute('href')).toBe('/4?competition=c1');
    expect(await screen.findByText('₹1,500.00')).toBeTruthy();
  });

  it("says 'No Match Found' when nothing is in play or coming up", async () => {
    stubHome({ ...home, ongoing: [], upcoming: [{ eventTypeId: 4, name: 'Cricket', events: [] }] });
    act(() => signInPlayer());
    await renderInShell(<HomeRoute />);
    const inPlay = screen.getByRole('region', { name: /In-Play/ });
    expect(await within(inPlay).findByText('No Match Found')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Upcoming/ })).getByText('No Match Found')).toBeTruthy();
  });
});
