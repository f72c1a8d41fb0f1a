import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, routes, type MultiLogin } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { useSession } from '../../../lib/session-store';
import { mayCall } from '../../../lib/staff-access';
import { MultiLoginRoute } from './multi-login';

resetBetweenTests();

const desk: MultiLogin = {
  _id: '7f0c5c1e-3b7d-4f57-9f3e-2c1a2b3c4d5e',
  userName: 'desk1',
  permissions: ['users', 'points'],
  locked: false,
  codeLockedUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastLoginAt: null,
};

describe('multi login', () => {
  it('lists the logins and creates one with its permissions', async () => {
    signInAs('master');
    let logins = [desk];
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/master/multiLogin' && (init.method ?? 'GET') === 'GET') return { body: { docs: logins } };
      if (url === '/api/master/multiLogin' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { userName: string; permissions: MultiLogin['permissions'] };
        const created = { ...desk, _id: 'b1e2', userName: body.userName, permissions: body.permissions };
        logins = [...logins, created];
        return { body: { message: 'Login Created Successfully', docs: created } };
      }
      return undefined;
    });
    renderWithProviders(<MultiLoginRoute />);
    expect(await screen.findByRole('cell', { name: 'desk1' })).toBeTruthy();
    expect(screen.getByText('Points')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New login' }));
    const dialog = await screen.findByRole('dialog', { name: 'New login' });
    // Sent empty: each field says what it lacks, under itself, and nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create login' }));
    expect(await within(dialog).findByText(MESSAGES.invalidName)).toBeTruthy();
    expect(within(dialog).getByLabelText('User name').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(callsOf(fetchMock).some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('User name'), { target: { value: 'cashier1' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create login' }));
    expect(await within(dialog).findByText(MESSAGES.passwordRule)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Worker123' } });
    fireEvent.click(within(dialog).getByLabelText(/^Money/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create login' }));
    expect(await screen.findByRole('cell', { name: 'cashier1' })).toBeTruthy();
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({
      userName: 'cashier1',
      password: 'Worker123',
      permissions: ['money'],
    });
  });

  it("shows a login's transaction code lock and lifts it with the account's code", async () => {
    signInAs('master');
    let logins: MultiLogin[] = [{ ...desk, codeLockedUntil: '2026-11-20T10:15:00.000Z' }];
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/master/multiLogin' && (init.method ?? 'GET') === 'GET') return { body: { docs: logins } };
      if (url === `/api/master/multiLogin/${desk._id}/liftCodeLock` && init.method === 'POST') {
        logins = [desk];
        return {
          body: {
            message: 'Transaction code lock lifted',
            docs: { userId: 'm1', loginId: desk._id, wasLockedUntil: '2026-11-20T10:15:00.000Z' },
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<MultiLoginRoute />);
    expect(await screen.findByText('Code locked till 15:45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lift code lock desk1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the code lock of desk1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift lock' }));
    expect(await within(dialog).findByText(MESSAGES.transactionCodeEmpty)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Transaction code'), { target: { value: '12345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift lock' }));
    await waitFor(() => expect(screen.queryByText('Code locked till 15:45')).toBeNull());
    expect(callsOf(fetchMock).find((c) => c.method === 'POST')?.body).toEqual({ transactionCode: '12345678' });
  });

  it('hides what a sub-login has no permission for', () => {
    signInAs('master');
    expect(mayCall(routes.ledger.transferPts, 'master')).toBe(true);
    useSession.getState().setLogin({ userName: 'desk1', permissions: ['users'] });
    expect(mayCall(routes.staffUsers.getStaffUsers, 'master')).toBe(true);
    expect(mayCall(routes.ledger.transferPts, 'master')).toBe(false);
    expect(mayCall(routes.multiLogins.getMultiLogins, 'master')).toBe(false);
    expect(mayCall(routes.profile.getProfile, 'master')).toBe(true);
  });
});
