import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffMarket } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { LiveMarketRoute } from './live-market';

resetBetweenTests();

const team = (id: string, name: string, back: number | null, lay: number | null) => ({
  id,
  name,
  sort: 1,
  status: 'active' as const,
  back: back === null ? [] : [{ odd: back, run: 100_000 }],
  lay: lay === null ? [] : [{ odd: lay, run: 100_000 }],
});

function row(over: { id: string; name: string; manual: boolean; canEdit: boolean; type?: 'betfair' | 'bookmaker' }): StaffMarket {
  const type = over.type ?? 'bookmaker';
  return {
    market: {
      _id: `u-${over.id}`,
      id: over.id,
      name: over.name,
      marketName: over.name,
      type,
      active: true,
      betAllow: true,
      min: 100,
      max: 100_000,
      volume: 0,
      delay: 2,
      delaySecond: 2,
      manual: over.manual,
      screenPlay: false,
      cashout: false,
      analysis: false,
      category: 'exchange',
      teams: [team(`${over.id}.1`, 'India', 85, 90), team(`${over.id}.2`, 'Australia', null, null)],
      top: false,
      bottom: false,
      remarksMessage: '',
      totalMatched: 500,
      betOpenDate: '2026-11-22T08:00:00.000Z',
      marketClosed: false,
      betfairMarketEnabled: false,
      statusExist: true,
      openBets: 0,
      externalType: '',
      eventId: 'e1',
      eventTypeId: 4,
      openDate: '2026-11-22T08:00:00.000Z',
      status: 'open',
      updatedAt: '2026-11-22T08:00:00.000Z',
      seq: 3,
    },
    event: {
      id: 'e1',
      name: 'India v Australia',
      status: 'inPlay',
      openDate: '2026-11-22T08:00:00.000Z',
      eventTypeId: 4,
      eventTypeName: 'Cricket',
      competitionName: 'ODI',
    },
    staffSuspended: false,
    whiteLabelId: null,
    whiteLabelName: null,
    result: null,
    bets: 1,
    betStakes: 500,
    canEdit: over.canEdit,
  };
}

function serve(rows: StaffMarket[]) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/administrator/market/list') || url.startsWith('/api/whiteLabel/market/list')) return { body: paged(rows) };
    if (init.method === 'PATCH' && url.endsWith('/market/event')) {
      return {
        body: { message: 'Markets of the event suspended', docs: { eventId: 'e1', suspended: true, changed: ['1.5'], unchanged: 0 } },
      };
    }
    if (init.method === 'PATCH' && url.includes('/market')) return { body: { message: 'Market suspended', docs: rows[0] } };
    if (init.method === 'PUT') return { body: { message: 'Odds updated', docs: rows[0] } };
    return undefined;
  });
}

describe('live market', () => {
  it('suspends a market and enters a manual market’s odds with the server’s rules', async () => {
    signInAs('administrator');
    const fetchMock = serve([row({ id: 'm.1', name: 'Bookmaker 2', manual: true, canEdit: true })]);
    renderWithProviders(<LiveMarketRoute />);
    const line = (await screen.findByText('Bookmaker 2')).closest('tr')!;
    fireEvent.click(within(line).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/administrator/market',
      body: { marketId: 'm.1', suspended: true },
    });

    fireEvent.click(within(line).getByRole('button', { name: 'Odds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bookmaker odds' });
    fireEvent.change(within(dialog).getByLabelText('India lay'), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save odds' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The lay odd must be at least the back odd');
    expect(callsOf(fetchMock).some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('India lay'), { target: { value: '88' } });
    fireEvent.change(within(dialog).getByLabelText('Australia back'), { target: { value: '110' } });
    fireEvent.change(within(dialog).getByLabelText('Australia lay'), { target: { value: '115' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save odds' }));
    await within(dialog).findByText(/Saved at/);
    expect(callsOf(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/administrator/market/manual/odds',
      body: {
        marketId: 'm.1',
        runners: [
          { id: 'm.1.1', status: 'active', back: { odd: 85, run: 100_000 }, lay: { odd: 88, run: 100_000 } },
          { id: 'm.1.2', status: 'active', back: { odd: 110 }, lay: { odd: 115 } },
        ],
      },
    });
  });

  it('suspends every market of the event shown in one action', async () => {
    signInAs('administrator');
    const fetchMock = serve([
      row({ id: '1.5', name: 'Match Odds', manual: false, canEdit: true, type: 'betfair' }),
      row({ id: 'm.1', name: 'Bookmaker 2', manual: true, canEdit: true }),
    ]);
    renderWithProviders(<LiveMarketRoute />, { path: '/markets/live?eventId=e1' });
    await screen.findByText('Bookmaker 2');
    expect(screen.queryByRole('button', { name: 'Resume all' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend all' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/administrator/market/event',
      body: { eventId: 'e1', suspended: true },
    });
  });

  it('offers a whiteLabel no "Suspend all" on an event of the shared book', async () => {
    signInAs('whiteLabel');
    serve([row({ id: '1.5', name: 'Match Odds', manual: false, canEdit: false, type: 'betfair' })]);
    renderWithProviders(<LiveMarketRoute />, { path: '/markets/live?eventId=e1' });
    await screen.findByText('Match Odds');
    expect(screen.queryByRole('button', { name: 'Suspend all' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume all' })).toBeNull();
  });

  it('shows a whiteLabel the shared book read-only', async () => {
    signInAs('whiteLabel');
    serve([row({ id: '1.5', name: 'Match Odds', manual: false, canEdit: false, type: 'betfair' })]);
    renderWithProviders(<LiveMarketRoute />);
    const line = (await screen.findByText('Match Odds')).closest('tr')!;
    expect(within(line).getByText('read only')).toBeTruthy();
    expect(within(line).queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect((within(line).getByRole('switch', { name: 'Bets allowed on Match Odds' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
