import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginDocs, Role } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { AuthPopups } from './auth-popups';
import { apiCalls, renderWithProviders, stubFetch } from '../test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';

function signIn(over: Partial<LoginDocs> = {}) {
  useSession.getState().signIn({
    token: 'tok-1',
    _id: 'u1',
    userName: 'user1',
    userType: 'user',
    whiteLabelId: 'wl1',
    demo: false,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
    ...over,
  });
}

async function openChangePassword(handler?: Parameters<typeof stubFetch>[0], opts: { forced?: boolean; role?: Role; demo?: boolean } = {}) {
  const fetchMock = stubFetch(handler);
  act(() => {
    signIn({ userType: opts.role ?? 'user', changePassword: opts.forced ?? false, demo: opts.demo ?? false });
    if (!opts.forced) useUi.getState().openAuthPopup('changePassword');
  });
  await renderWithProviders(<AuthPopups />, { path: '/profile' });
  return fetchMock;
}

function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText('Old Password'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
const where = () => screen.getByTestId('location').textContent;

resetSessionBetweenTests();

describe('change password popup', () => {
  it('needs the old and the new password', async () => {
    const fetchMock = await openChangePassword();
    submit();
    expect(await screen.findAllByText('Invalid Password')).toHaveLength(2);
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('applies the password rule to the new password', async () => {
    const fetchMock = await openChangePassword();
    fill('Backlay123', 'short1', 'short1');
    submit();
    expect(await screen.findByText('Password should contain 8 character & 1 digit')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('needs the confirmation to match', async () => {
    const fetchMock = await openChangePassword();
    fill('Backlay123', 'NewSecret1', 'NewSecret2');
    submit();
    expect(await screen.findByText("Password Didn't Match")).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('tells a demo account to log in as a normal user', async () => {
    await openChangePassword(undefined, { demo: true });
    expect(await screen.findByText('This is your Demo Account, Please Login as Normal user')).toBeTruthy();
    expect(screen.queryByLabelText('Old Password')).toBeNull();
  });

  it('updates the password, then logs the player out without another call', async () => {
    const fetchMock = await openChangePassword((url, init) =>
      url === '/api/user/changePassword' && init.method === 'PATCH'
        ? { body: { message: 'PASSWORD UPDATED', docs: { transactionCode: null } } }
        : undefined,
    );
    fill('Backlay123', 'NewSecret1', 'NewSecret1');
    submit();
    expect(await screen.findByText('PASSWORD UPDATED')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().isLogin).toBe(false));
    await waitFor(() => expect(where()).toBe('/'));
    expect(JSON.parse(String(apiCalls(fetchMock)[0]![1]?.body))).toMatchObject({ oldPassword: 'Backlay123', password: 'NewSecret1' });
    expect(apiCalls(fetchMock)).toHaveLength(1);
    expect(useUi.getState().authPopup).toBe('login');
  });

  it('shows staff their transaction code with a copy button before logging out', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openChangePassword(
      (url) => (url === '/api/master/changePassword' ? { body: { docs: { transactionCode: '834920' } } } : undefined),
      { role: 'master' },
    );
    fill('Backlay123', 'NewSecret1', 'NewSecret1');
    submit();
    expect(await screen.findByText('834920')).toBeTruthy();
    expect(useSession.getState().isLogin).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('copied 834920')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('834920');
    fireEvent.click(screen.getByRole('button', { name: 'Done, log in again' }));
    await waitFor(() => expect(useSession.getState().isLogin).toBe(false));
  });

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    await openChangePassword(
      (url) => (url === '/api/admin/changePassword' ? { body: { docs: { transactionCode: '111222' } } } : undefined),
      { role: 'admin' },
    );
    fill('Backlay123', 'NewSecret1', 'NewSecret1');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Unable to copy to clipboard')).toBeTruthy();
  });

  describe('forced', () => {
    it('opens by itself for a flagged account and ignores Escape', async () => {
      await openChangePassword(undefined, { forced: true });
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
      expect(useSession.getState().isLogin).toBe(true);
    });

    it('turns a close attempt into the error and a logout', async () => {
      const fetchMock = await openChangePassword(
        (url, init) => (url.startsWith('/api/user/auth') && init.method === 'DELETE' ? { body: { message: 'ok' } } : undefined),
        {
          forced: true,
        },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
      expect(await screen.findByText('Please change password and copy transaction code')).toBeTruthy();
      await waitFor(() => expect(useSession.getState().isLogin).toBe(false));
      expect(apiCalls(fetchMock).some(([u, i]) => String(u).startsWith('/api/user/auth') && i?.method === 'DELETE')).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
