import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type LeaderboardDocs } from '@backlay/contract';
import { renderInShell } from '../../../components/test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';
import { stubApi } from '../../../components/sports/test/fixtures';
import { LeadershipBoardRoute } from './leadership-board';

resetSessionBetweenTests();

function board(period: LeaderboardDocs['period'], rows: LeaderboardDocs['rows']) {
  return { docs: { period, from: '2026-11-19T18:30:00.000Z', to: '2026-11-26T06:00:00.000Z', rows } };
}

describe('/leadersip-board', () => {
  it('lists the week’s winners by rank with masked names and profit, and switches period through the server', async () => {
    const fetchMock = stubApi((path, url) => {
      if (path !== '/api/common/leaderboard') return undefined;
      const period = (url.searchParams.get('period') ?? 'week') as LeaderboardDocs['period'];
      return period === 'week'
        ? {
            body: board('week', [
              { rank: 1, name: 'pl***1', profit: 12500 },
              { rank: 2, name: 'us***7', profit: 980.5 },
            ]),
          }
        : { body: board(period, []) };
    });
    await renderInShell(<LeadershipBoardRoute />);
    const list = await screen.findByRole('list', { name: 'Leadership Board' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Rank 1');
    expect(items[0]!.textContent).toContain('pl***1');
    expect(items[0]!.textContent).toMatch(/₹12,500/);
    expect(items[1]!.textContent).toContain('us***7');
    expect(screen.getByRole('tab', { name: 'This Week' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Today' }));
    expect(await screen.findByText(MESSAGES.noDataFound)).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('period=day'))).toBe(true));
  });

  it('shows the server’s message when the board cannot be read', async () => {
    stubApi((path) =>
      path === '/api/common/leaderboard' ? { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } } : undefined,
    );
    await renderInShell(<LeadershipBoardRoute />);
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });
});
