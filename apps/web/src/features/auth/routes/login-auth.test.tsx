import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginDocs } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { LoginAuthRoute } from './login-auth';
import { apiCalls, renderWithProviders, stubFetch } from '../test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';

const pending: LoginDocs = {
  token: 'tok-2fa',
  _id: 'u1',
  userName: 'user1',
  userType: 'user',
  whiteLabelId: 'wl1',
  demo: false,
  changePassword: false,
  enable2fa: true,
  twoFactorPending: true,
  demoExpiresAt: null,
};

resetSessionBetweenTests();

describe('/login-auth', () => {
  it('takes digits only and submits the sixth on its own, then goes to the stored path', async () => {
    localStorage.setItem('redirectPath', '/profile');
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/verify2fa' ? { body: { docs: { ...pending, twoFactorPending: false } } } : undefined,
    );
    act(() => useSession.getState().signIn(pending));
    await renderWithProviders(<LoginAuthRoute />, { path: '/login-auth' });
    const input = screen.getByLabelText('Authentication Code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab3' } });
    expect(input.value).toBe('123');
    expect(apiCalls(fetchMock)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '123456' } });
    await waitFor(() => expect(useSession.getState().isLogin).toBe(true));
    expect(JSON.parse(String(apiCalls(fetchMock)[0]![1]?.body))).toEqual({ code: '123456' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
  });

  it('shows the server message of a wrong code and clears the field', async () => {
    stubFetch((url) =>
      url === '/api/auth/verify2fa' ? { status: 400, body: { message: 'Invalid Code', code: 'BAD_REQUEST' } } : undefined,
    );
    act(() => useSession.getState().signIn(pending));
    await renderWithProviders(<LoginAuthRoute />, { path: '/login-auth' });
    const input = screen.getByLabelText('Authentication Code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '000000' } });
    expect(await screen.findByText('Invalid Code')).toBeTruthy();
    expect(input.value).toBe('');
    expect(useSession.getState().twoFactorPending).toBe(true);
  });

  it('cancel logs out', async () => {
    const fetchMock = stubFetch((url, init) =>
      url.startsWith('/api/user/auth') && init.method === 'DELETE' ? { body: { message: 'Logout Successfully' } } : undefined,
    );
    act(() => useSession.getState().signIn(pending));
    await renderWithProviders(<LoginAuthRoute />, { path: '/login-auth' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(apiCalls(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('sends a visitor without a waiting step home with the login popup', async () => {
    stubFetch();
    await renderWithProviders(<LoginAuthRoute />, { path: '/login-auth' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(useUi.getState().authPopup).toBe('login');
  });
});
