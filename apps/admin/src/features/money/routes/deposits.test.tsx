import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepositRequest } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { DepositsRoute } from './deposits';

resetBetweenTests();

function deposit(over: Partial<DepositRequest> = {}): DepositRequest {
  return {
    _id: 'd1',
    userId: 'u2',
    userName: 'user2',
    amount: 1500,
    type: 'UPI',
    paymentName: 'UPI Main',
    depositTypeId: 'm1',
    utr: '123456789012',
    bonusId: null,
    image: '/uploads/proofs/abc.png',
    status: 'pending',
    approvedAmount: null,
    remarks: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

function serve(rows: DepositRequest[]) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/master/deposit') && (init.method ?? 'GET') === 'GET') return { body: paged(rows) };
    if (url === '/api/master/deposit' && init.method === 'PATCH')
      return { body: { message: 'Request Updated', docs: { ...rows[0], status: 'approved' } } };
    if (url === '/api/master/pts') return { body: { docs: {} } };
    return undefined;
  });
}

describe('deposit queue', () => {
  it('opens on pending requests and searches by the typed text', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=pending&page=1&limit=20');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search user or UTR' }), { target: { value: ' 1234 ' } });
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url === '/api/master/deposit?status=pending&search=1234&page=1&limit=20')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.url.startsWith('/api/master/deposit?status=approved'))).toBe(true));
  });

  it('reads status, search and page from the address (a link from reconciliation lands filtered)', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />, { path: '/?status=approved&search=123456789012&page=2' });
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=approved&search=123456789012&page=2&limit=20');
    expect(screen.getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search user or UTR' }) as HTMLInputElement).value).toBe('123456789012');
    // A new status keeps the search and starts again from page 1.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url === '/api/master/deposit?status=all&search=123456789012&page=1&limit=20')).toBe(true),
    );
  });

  it('reads a status it does not know as pending', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />, { path: '/?status=paid&page=x' });
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toBe('/api/master/deposit?status=pending&page=1&limit=20');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the proof image of a deposit', async () => {
    signInAs('master');
    serve([deposit()]);
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    const img = await screen.findByRole('img', { name: 'Payment proof of user2' });
    expect(img.getAttribute('src')).toBe('/uploads/proofs/abc.png');
  });

  it('approves with remarks, transaction code and the amount that arrived', async () => {
    signInAs('master');
    const fetchMock = serve([deposit()]);
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve deposit' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Remarks is required')).toBeTruthy();
    expect(within(dialog).getByText('Transaction Code is Empty')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Amount to credit'), { target: { value: '1400.50' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: ' Received 1400.50 only ' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '1234-5678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve deposit' })).toBeNull());
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/master/deposit',
      body: { depositId: 'd1', action: 'approve', remarks: 'Received 1400.50 only', transactionCode: '12345678', amount: 1400.5 },
    });
  });

  it('shows the server’s refusal inside the dialog', async () => {
    signInAs('master');
    stubFetch((url, init) => {
      if (init.method === 'PATCH') return { status: 400, body: { message: 'Invalid Transaction Code', code: 'BAD_REQUEST' } };
      if (url.startsWith('/api/master/deposit')) return { body: paged([deposit()]) };
      return undefined;
    });
    renderWithProviders(<DepositsRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit' });
    expect(within(dialog).queryByLabelText('Amount to credit')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'No money arrived' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '87654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Invalid Transaction Code')).toBeTruthy();
  });

  it('lists without decision buttons for a role that may not decide (branch)', async () => {
    signInAs('branch');
    stubFetch((url) => (url.startsWith('/api/branch/deposit') ? { body: paged([deposit()]) } : undefined));
    renderWithProviders(<DepositsRoute />);
    expect(await screen.findByText('user2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Decision' })).toBeNull();
  });
});
