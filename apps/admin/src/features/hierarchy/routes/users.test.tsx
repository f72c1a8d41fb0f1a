import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { UsersRoute } from './users';

resetBetweenTests();

function account(over: Record<string, unknown> = {}) {
  return {
    _id: '7d7f6a3e-0000-4000-8000-000000000001',
    userName: 'agent7',
    fullName: '',
    userType: 'agent',
    whiteLabelId: 'wl1',
    parent: { _id: 'u-master1', userName: 'master1' },
    partnership: 10,
    commission: 0,
    pts: 5000,
    exposure: 0,
    availablePts: 5000,
    blocked: false,
    betLock: false,
    blockedByUpline: false,
    betLockedByUpline: false,
    demo: false,
    changePassword: false,
    codeLockedUntil: null,
    codeLockedLogins: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

describe('hierarchy users', () => {
  it('lists the direct downline, then searches and sorts through the server', async () => {
    signInAs('master');
    const fetchMock = stubFetch((url) => (url.startsWith('/api/master/user?') ? { body: paged([account()]) } : undefined));
    renderWithProviders(<UsersRoute />);
    expect(await screen.findByText('agent7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Balance/ }));
    fireEvent.change(screen.getByPlaceholderText('Search user name'), { target: { value: 'age' } });
    await waitFor(() =>
      expect(callsOf(fetchMock).some((c) => c.url.includes('search=age') && c.url.includes('sortBy=balance'))).toBe(true),
    );
  });

  it('creates a player with an opening credit only with the transaction code', async () => {
    signInAs('master');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/master/user?')) return { body: paged([]) };
      if (url === '/api/master/user' && init.method === 'POST') {
        return {
          body: {
            message: 'User Created Successfully',
            docs: { ...account({ userName: 'newplayer', userType: 'user', pts: 500 }), journalEntryId: 'j1' },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<UsersRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create user' });
    // The master may create the roles below it; a player needs no partnership.
    expect(within(dialog).getByRole('option', { name: 'Player' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'user' } });
    expect(within(dialog).queryByLabelText('Partnership %')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: 'newplayer' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'Secret123' } });
    fireEvent.change(within(dialog).getByLabelText('Opening credit'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(/User Created Successfully: newplayer/)).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toMatchObject({
      userName: 'newplayer',
      role: 'user',
      partnership: 0,
      credit: 500,
      transactionCode: '12345678',
    });
  });

  it('offers credit and debit only on the direct downline and shows the server refusal', async () => {
    signInAs('master');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/master/user?')) {
        return {
          body: paged([
            account(),
            account({ _id: 'x2', userName: 'branch9', userType: 'branch', parent: { _id: 'a', userName: 'agent7' } }),
          ]),
        };
      }
      if (url === '/api/master/user/pts' && init.method === 'PATCH') {
        return { status: 400, body: { code: 'BAD_REQUEST', message: 'Insufficient balance' } };
      }
      return undefined;
    });
    renderWithProviders(<UsersRoute />);
    const deep = await screen.findByRole('group', { name: 'Actions for branch9' });
    expect(within(deep).queryByRole('button', { name: 'Credit' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for agent7' })).getByRole('button', { name: 'Credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit points' });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.change(within(dialog).getByLabelText('Remarks'), { target: { value: 'top up' } });
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    expect(await within(dialog).findByText('Insufficient balance')).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'PATCH')?.body).toMatchObject({
      userId: account()._id,
      amount: 250,
      action: 'add',
      remarks: 'top up',
    });
  });
  it("shows a transaction code lock with its end and lifts the chosen one with the caller's code", async () => {
    signInAs('master');
    const lockedUntil = '2026-11-20T10:15:00.000Z';
    const locked = account({
      codeLockedUntil: lockedUntil,
      codeLockedLogins: [{ _id: '7d7f6a3e-0000-4000-8000-0000000000e1', userName: 'desk2', lockedUntil }],
    });
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/master/user?')) return { body: paged([locked, account({ _id: 'x3', userName: 'agent8' })]) };
      if (url === `/api/master/user/${locked._id}/liftCodeLock` && init.method === 'POST') {
        return {
          body: { message: 'Transaction code lock lifted', docs: { userId: locked._id, loginId: null, wasLockedUntil: lockedUntil } },
        };
      }
      return undefined;
    });
    renderWithProviders(<UsersRoute />);
    // 10:15 UTC is 15:45 in India.
    expect(await screen.findByText('Code locked till 15:45')).toBeTruthy();
    expect(screen.getByText('desk2: code locked till 15:45')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Actions for agent8' })).queryByRole('button', { name: 'Lift code lock' })).toBeNull();
    fireEvent.click(within(screen.getByRole('group', { name: 'Actions for agent7' })).getByRole('button', { name: 'Lift code lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift transaction code lock' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift lock' }));
    expect(await within(dialog).findByText('Transaction Code is Empty')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /desk2/ }));
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift lock' }));
    expect(await screen.findByText(/Transaction code lock lifted: desk2/)).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      loginId: '7d7f6a3e-0000-4000-8000-0000000000e1',
      transactionCode: '12345678',
    });
  });
});
