import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MONEY_MESSAGES, type WithdrawRequest } from '@backlay/contract';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { WithdrawalsRoute } from './withdrawals';

resetBetweenTests();

function withdrawal(over: Partial<WithdrawRequest> = {}): WithdrawRequest {
  return {
    _id: 'w1',
    userId: 'u2',
    userName: 'user2',
    amount: 1500,
    type: 'IMPS',
    accountId: 'a1',
    account: { name: 'Asha Rao-user2', accountDetails: [{ label: 'Account Number', value: '123456789012', type: 'text' }] },
    status: 'pending',
    utr: null,
    remarks: '',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...over,
  };
}

function serve(rows: WithdrawRequest[]) {
  return stubFetch((url, init) => {
    if (url.startsWith('/api/master/withdraw') && (init.method ?? 'GET') === 'GET') return { body: paged(rows) };
    if (url === '/api/master/withdraw' && init.method === 'PATCH')
      return { body: { message: 'Request Updated', docs: { ...rows[0], status: 'approved' } } };
    if (url === '/api/master/pts') return { body: { docs: {} } };
    return undefined;
  });
}

async function openDecision(action: 'Approve' | 'Reject') {
  fireEvent.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: `${action} withdrawal` });
}

function fillCommon(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'Paid by NEFT' } });
  fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
}

describe('withdrawal queue: payout UTR', () => {
  it('shows the UTR column: the payout reference, or a dash while there is none', async () => {
    signInAs('master');
    serve([
      withdrawal({ _id: 'w1', userName: 'paid', status: 'approved', utr: 'SBIN1234567890ABCD', decidedAt: '2026-11-20T11:00:00.000Z' }),
      withdrawal({ _id: 'w2', userName: 'waiting' }),
    ]);
    renderWithProviders(<WithdrawalsRoute />);
    expect(await screen.findByText('paid')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'UTR' })).toBeTruthy();
    const [paidRow, waitingRow] = screen.getAllByRole('row').slice(1);
    expect(within(paidRow!).getByText('SBIN1234567890ABCD').getAttribute('data-label')).toBe('UTR');
    expect(waitingRow!.querySelector('td[data-label="UTR"]')!.textContent).toBe('—');
  });

  it('approves with the payout UTR (spaces dropped, upper-cased)', async () => {
    signInAs('master');
    const fetchMock = serve([withdrawal()]);
    renderWithProviders(<WithdrawalsRoute />);
    const dialog = await openDecision('Approve');
    fillCommon(dialog);
    fireEvent.change(within(dialog).getByLabelText('Payout UTR'), { target: { value: 'sbin 1234567890' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve withdrawal' })).toBeNull());
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/master/withdraw',
      body: { withdrawId: 'w1', action: 'approve', remarks: 'Paid by NEFT', transactionCode: '12345678', utr: 'SBIN1234567890' },
    });
  });

  it('approves without a UTR: the field is optional and nothing is sent for it', async () => {
    signInAs('master');
    const fetchMock = serve([withdrawal()]);
    renderWithProviders(<WithdrawalsRoute />);
    const dialog = await openDecision('Approve');
    fillCommon(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve withdrawal' })).toBeNull());
    const body = callsOf(fetchMock).find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ withdrawId: 'w1', action: 'approve' });
    expect('utr' in body).toBe(false);
  });

  it('catches a malformed UTR before the call', async () => {
    signInAs('master');
    const fetchMock = serve([withdrawal()]);
    renderWithProviders(<WithdrawalsRoute />);
    const dialog = await openDecision('Approve');
    fillCommon(dialog);
    for (const typed of ['12345', 'UTR-123456', 'A'.repeat(23)]) {
      fireEvent.change(within(dialog).getByLabelText('Payout UTR'), { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await within(dialog).findByText(MONEY_MESSAGES.payoutUtrInvalid)).toBeTruthy();
    }
    expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('has no UTR field when rejecting', async () => {
    signInAs('master');
    const fetchMock = serve([withdrawal()]);
    renderWithProviders(<WithdrawalsRoute />);
    const dialog = await openDecision('Reject');
    expect(within(dialog).queryByLabelText('Payout UTR')).toBeNull();
    fillCommon(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsOf(fetchMock).some((c) => c.method === 'PATCH')).toBe(true));
    expect('utr' in (callsOf(fetchMock).find((c) => c.method === 'PATCH')!.body as Record<string, unknown>)).toBe(false);
  });
});
