import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { MarketGroup } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi, testCard } from '../../../components/sports/test/fixtures';
import { runner } from '../../../lib/live/test/fixtures';
import { InPlayRoute } from './in-play';
import { ExchangeRoute } from './exchange';
import { SearchRoute } from './search';

const cricket = testCard({ id: 'e1', name: 'India v Australia', inPlay: true, status: 'inPlay' });
const soccer = testCard({ id: 'e5', name: 'Arsenal v Chelsea', eventTypeId: 1, eventTypeName: 'Soccer', inPlay: true, status: 'inPlay' });
const tennis = testCard({ id: 'e7', name: 'Alcaraz v Sinner', eventTypeId: 2, eventTypeName: 'Tennis', competitionName: 'ATP Finals' });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

resetSessionBetweenTests();

describe('/inPlay', () => {
  it('shows every event in play, one section per sport with cricket first', async () => {
    const fetchMock = stubApi((path) => (path === '/api/common/game/highlight' ? { body: { docs: [soccer, cricket] } } : undefined));
    await renderInShell(<InPlayRoute />, { path: '/inPlay' });
    await screen.findByRole('link', { name: /India v Australia/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Cricket1', 'Soccer1']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/common/game/highlight?inPlay=true');
  });

  it('heads each list 1 / X / 2 in line with its price columns; two-runner lists read 1 and 2', async () => {
    const draw = { ...soccer, market: { ...soccer.market!, teams: [...soccer.market!.teams, runner('e5-c', 'The Draw', { sort: 2 })] } };
    stubApi((path) => (path === '/api/common/game/highlight' ? { body: { docs: [draw, cricket] } } : undefined));
    await renderInShell(<InPlayRoute />, { path: '/inPlay' });
    await screen.findByRole('link', { name: /India v Australia/ });
    const headings = screen.getAllByTestId('odds-headings');
    const labels = headings.map((h) => [...h.querySelectorAll('[data-heading]')].map((c) => c.getAttribute('data-heading')));
    expect(labels).toEqual([
      ['1', '', '2'],
      ['1', 'X', '2'],
    ]);
    // The first item of its list, out of the list's items for screen readers.
    const list = screen.getByRole('list', { name: 'Cricket' });
    expect(list.firstElementChild).toBe(headings[0]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'No Match Found' when nothing is in play", async () => {
    stubApi((path) => (path === '/api/common/game/highlight' ? { body: { docs: [] } } : undefined));
    await renderInShell(<InPlayRoute />, { path: '/inPlay' });
    expect(await screen.findByText('No Match Found')).toBeTruthy();
  });
});

describe('/exchange', () => {
  const tree: MarketGroup[] = [
    { eventTypeId: 2, name: 'Tennis', competitions: [{ id: 't1', name: 'ATP Finals', events: [] }] },
    {
      eventTypeId: 4,
      name: 'Cricket',
      competitions: [{ id: 'c1', name: 'IPL', events: [{ ...cricket.event, marketCount: 2 }] }],
    },
    { eventTypeId: 1, name: 'Soccer', competitions: [{ id: 's1', name: 'EPL', events: [{ ...soccer.event, marketCount: 2 }] }] },
  ];

  it('has a tab per sport with open events and lists the chosen sport, kept in ?sport=', async () => {
    stubApi((path, url) => {
      if (path === '/api/common/game/market/group') return { body: { docs: tree } };
      if (path === '/api/common/game/highlight')
        return {
          body: {
            docs: url.searchParams.get('eventTypeId') === '1' ? [soccer] : url.searchParams.get('eventTypeId') === '4' ? [cricket] : [],
          },
        };
      return undefined;
    });
    await renderInShell(
      <>
        <ExchangeRoute />
        <Where />
      </>,
      { path: '/exchange' },
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Cricket1', 'Soccer1']);
    expect(await screen.findByRole('link', { name: /India v Australia/ })).toBeTruthy();

    fireEvent.click(tabs[1]!);
    expect(screen.getByTestId('where').textContent).toBe('/exchange?sport=1');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: /Arsenal v Chelsea/ })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Soccer by competition' }).getAttribute('href')).toBe('/1');
  });
});

describe('/search', () => {
  it('searches the ?q= term full width and keeps the address in step with the box', async () => {
    stubApi((path, url) =>
      path === '/api/common/game/market/globalSearch'
        ? {
            body: {
              docs:
                url.searchParams.get('search') === 'alcaraz'
                  ? [
                      {
                        eventTypeId: 2,
                        name: 'Tennis',
                        events: [{ ...tennis.event, markets: [{ id: '1.7', name: 'Match Odds', type: 'betfair' }] }],
                      },
                    ]
                  : [],
            },
          }
        : undefined,
    );
    await renderInShell(
      <Routes>
        <Route
          path="/search"
          element={
            <>
              <SearchRoute />
              <Where />
            </>
          }
        />
      </Routes>,
      { path: '/search?q=alcaraz' },
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('alcaraz');
    expect(await screen.findByRole('link', { name: /Alcaraz v Sinner/ })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No Result Found', undefined, { timeout: 2_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search?q=nobody'));

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(screen.queryByText('No Result Found')).toBeNull();
    expect(await screen.findByText('Type a team, event, competition or market name.')).toBeTruthy();
    // Nothing searched: 'No Search Found'.
    expect(screen.getByText('No Search Found')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search'));
  });
});
