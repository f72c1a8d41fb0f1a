import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffEvent } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { EventsRoute } from './events';

resetBetweenTests();

function event(id: string, name: string, over: Partial<StaffEvent> = {}): StaffEvent {
  return {
    id,
    name,
    countryCode: 'IN',
    timezone: 'Asia/Kolkata',
    liveTv: false,
    eventTypeId: 4,
    eventTypeName: 'Cricket',
    competitionId: 'c1',
    competitionName: 'ODI',
    openDate: '2026-11-22T08:00:00.000Z',
    status: 'inPlay',
    inPlay: true,
    hasBookmaker: false,
    hasSession: false,
    markets: 3,
    liveMarkets: 3,
    manualMarkets: 1,
    awaitingResult: 0,
    editableMarkets: 3,
    heldMarkets: 0,
    totalMatched: 1000,
    ...over,
  };
}

function serve(rows: StaffEvent[]) {
  return stubFetch((url, init) => {
    if (url.includes('/market/events')) return { body: paged(rows) };
    if (init.method === 'PATCH' && url.endsWith('/market/event')) {
      const body = JSON.parse(String(init.body)) as { eventId: string; suspended: boolean };
      return { body: { message: 'Markets of the event suspended', docs: { ...body, changed: ['1.1', '1.2'], unchanged: 0 } } };
    }
    return undefined;
  });
}

describe('events', () => {
  it('suspends and resumes every market of an event in one action', async () => {
    signInAs('administrator');
    const fetchMock = serve([
      event('e1', 'India v Australia'),
      event('e2', 'England v Pakistan', { heldMarkets: 3 }),
      event('e3', 'Mixed v Held', { heldMarkets: 1 }),
    ]);
    renderWithProviders(<EventsRoute />);
    const open = (await screen.findByText('India v Australia')).closest('tr')!;
    const held = screen.getByText('England v Pakistan').closest('tr')!;
    const mixed = screen.getByText('Mixed v Held').closest('tr')!;
    expect(within(open).queryByRole('button', { name: 'Resume all' })).toBeNull();
    expect(within(held).queryByRole('button', { name: 'Suspend all' })).toBeNull();
    expect(within(mixed).getByRole('button', { name: 'Suspend all' })).toBeTruthy();
    expect(within(mixed).getByRole('button', { name: 'Resume all' })).toBeTruthy();

    fireEvent.click(within(open).getByRole('button', { name: 'Suspend all' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(true));
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/administrator/market/event',
      body: { eventId: 'e1', suspended: true },
    });
    expect(await screen.findByText('2 markets suspended')).toBeTruthy();

    fireEvent.click(within(held).getByRole('button', { name: 'Resume all' }));
    await waitFor(() => expect(callsOf(fetchMock).filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(callsOf(fetchMock).filter((c) => c.method === 'PATCH')[1]?.body).toEqual({ eventId: 'e2', suspended: false });
  });

  it('offers a whiteLabel the action only on events with its own open markets, and shows a refusal', async () => {
    signInAs('whiteLabel');
    stubFetch((url, init) => {
      if (url.includes('/market/events')) {
        return { body: paged([event('e1', 'Shared v Book', { editableMarkets: 0 }), event('e2', 'Own v Market', { editableMarkets: 1 })]) };
      }
      if (init.method === 'PATCH') {
        return { status: 403, body: { code: 'FORBIDDEN', message: 'You can change only the manual markets of your own white label' } };
      }
      return undefined;
    });
    renderWithProviders(<EventsRoute />);
    const shared = (await screen.findByText('Shared v Book')).closest('tr')!;
    const own = screen.getByText('Own v Market').closest('tr')!;
    expect(within(shared).queryByRole('button', { name: 'Suspend all' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Suspend all' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can change only the manual markets of your own white label');
  });
});
