import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventStatus, MarketStatus, StaffMarket } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { MarketResultsRoute } from './market-results';

resetBetweenTests();

const team = (id: string, name: string, status: 'active' | 'winner' | 'loser' = 'active') => ({
  id,
  name,
  sort: 1,
  status,
  back: [],
  lay: [],
});

function row(over: { marketStatus: MarketStatus; eventStatus: EventStatus; resulted?: boolean }): StaffMarket {
  return {
    market: {
      _id: 'u-1.5',
      id: '1.5',
      name: 'Match Odds',
      marketName: 'Match Odds',
      type: 'betfair',
      active: true,
      betAllow: true,
      min: 100,
      max: 100_000,
      volume: 0,
      delay: 2,
      delaySecond: 2,
      manual: false,
      screenPlay: false,
      cashout: false,
      analysis: false,
      category: 'exchange',
      teams: [team('1.5.1', 'India', over.resulted ? 'winner' : 'active'), team('1.5.2', 'Australia', over.resulted ? 'loser' : 'active')],
      top: false,
      bottom: false,
      remarksMessage: '',
      totalMatched: 500,
      betOpenDate: '2026-11-22T08:00:00.000Z',
      marketClosed: over.marketStatus === 'closed',
      betfairMarketEnabled: false,
      statusExist: true,
      openBets: 0,
      externalType: '',
      eventId: 'e1',
      eventTypeId: 4,
      openDate: '2026-11-22T08:00:00.000Z',
      status: over.marketStatus,
      updatedAt: '2026-11-22T08:00:00.000Z',
      seq: 3,
    },
    event: {
      id: 'e1',
      name: 'India v Australia',
      status: over.eventStatus,
      openDate: '2026-11-22T08:00:00.000Z',
      eventTypeId: 4,
      eventTypeName: 'Cricket',
      competitionName: 'ODI',
    },
    staffSuspended: false,
    whiteLabelId: null,
    whiteLabelName: null,
    result: over.resulted ? { kind: 'winner', teamId: '1.5.1', run: null, declaredAt: '2026-11-22T12:00:00.000Z', byStaff: true } : null,
    bets: 1,
    betStakes: 500,
    canEdit: true,
  };
}

const declared = { marketId: '1.5', kind: 'winner', teamId: '1.5.1', run: null, declaration: 1, declaredAt: '', declaredBy: 'u1' };

function serve(r: StaffMarket) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/administrator/market/list')) return { body: paged([r]) };
    if (url.startsWith('/api/administrator/market/result') && init.method === 'POST') {
      return { body: { message: 'Result declared, settlement started', docs: declared } };
    }
    if (url.startsWith('/api/administrator/market/result') && init.method === 'DELETE') {
      return { body: { message: 'Result rolled back, bets reopened', docs: declared } };
    }
    return undefined;
  });
}

async function openDialog(button: RegExp, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Match Odds/ }));
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

const warningsIn = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('market results', () => {
  it('warns that the event is in play and the market open, and declares only with the transaction code', async () => {
    signInAs('administrator');
    const fetchMock = serve(row({ marketStatus: 'open', eventStatus: 'inPlay' }));
    renderWithProviders(<MarketResultsRoute />);
    const dialog = await openDialog(/Declare winner or void/, 'Declare result');
    expect(warningsIn(within(dialog).getByRole('list', { name: 'Warnings' }))).toEqual([
      'This event is in play. Declaring now settles every bet on this market on every site.',
      'This market is still open and taking bets. Declaring closes it and settles the bets matched so far.',
    ]);
    // Choosing void says what a void does instead.
    fireEvent.click(within(dialog).getByLabelText(/Void/));
    expect(warningsIn(within(dialog).getByRole('list', { name: 'Warnings' }))[0]).toBe(
      'This event is in play. Voiding now returns every stake on this market on every site.',
    );

    fireEvent.click(within(dialog).getByLabelText('India'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/administrator/market/result',
      body: { marketId: '1.5', teamId: '1.5.1', transactionCode: '12345678' },
    });
  });

  it('shows no warning for a suspended market of an event not in play', async () => {
    signInAs('administrator');
    serve(row({ marketStatus: 'suspended', eventStatus: 'closed' }));
    renderWithProviders(<MarketResultsRoute />);
    const dialog = await openDialog(/Declare winner or void/, 'Declare result');
    expect(within(dialog).queryByRole('list', { name: 'Warnings' })).toBeNull();
    expect(within(dialog).getByLabelText('Transaction code')).toBeTruthy();
  });

  it('rolls back with the transaction code in the body, never in the URL, after the in-play warning', async () => {
    signInAs('administrator');
    const fetchMock = serve(row({ marketStatus: 'closed', eventStatus: 'inPlay', resulted: true }));
    renderWithProviders(<MarketResultsRoute />);
    const dialog = await openDialog(/Roll back result/, 'Roll back result');
    expect(warningsIn(within(dialog).getByRole('list', { name: 'Warnings' }))).toEqual([
      'This event is in play. Rolling back now reopens every settled bet on this market on every site.',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'DELETE')).toBe(true));
    const call = callsOf(fetchMock).find((c) => c.method === 'DELETE')!;
    expect(call).toMatchObject({ url: '/api/administrator/market/result?marketId=1.5', body: { transactionCode: '12345678' } });
    expect(call.url).not.toContain('12345678');
  });
});
