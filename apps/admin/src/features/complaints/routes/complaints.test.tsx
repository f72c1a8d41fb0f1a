import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Complaint } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { ComplaintsRoute } from './complaints';

resetBetweenTests();

const open: Complaint = {
  _id: 'c1',
  userId: 'u1',
  userName: 'user1',
  category: 'deposit',
  description: 'Deposit of 5000 not credited',
  status: 'open',
  answer: null,
  answeredBy: null,
  answeredAt: null,
  closedAt: null,
  createdAt: '2026-11-22T07:00:00.000Z',
  updatedAt: '2026-11-22T07:00:00.000Z',
};

function serve(base: string) {
  return stubFetch((url, init) => {
    if (url.startsWith(`${base}?`) && (init.method ?? 'GET') === 'GET') return { body: paged([open]) };
    if (url === base && init.method === 'PATCH') return { body: { message: 'Complaint Answered', docs: { ...open, status: 'answered' } } };
    return undefined;
  });
}

describe('complaints screen', () => {
  it('lists open complaints on api/{role}/complain and answers one', async () => {
    signInAs('master');
    const fetchMock = serve('/api/master/complain');
    renderWithProviders(<ComplaintsRoute />);
    expect(await screen.findByText('Deposit of 5000 not credited')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/complain?status=open&page=1&limit=20');

    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complaint of user1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please write an answer');
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: 'Credited now' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(true));
    const patch = callsOf(fetchMock).find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ complainId: 'c1', action: 'answer', answer: 'Credited now' });
  });

  it('uses the extra /user path for administrator and whiteLabel', async () => {
    signInAs('whiteLabel');
    const fetchMock = serve('/api/whiteLabel/user/complain');
    renderWithProviders(<ComplaintsRoute />);
    expect(await screen.findByText('Deposit of 5000 not credited')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/whiteLabel/user/complain?status=open&page=1&limit=20');
  });
});
