import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LoginDocs } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { AuthPopups } from './auth-popups';
import { apiCalls, renderWithProviders, siteConfiguration, stubFetch } from '../test/render';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';

function docs(over: Partial<LoginDocs> = {}): LoginDocs {
  return {
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
  };
}

async function openLogin(type: 'b2b' | 'b2c' = 'b2c', handler?: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(handler, type);
  act(() => useUi.getState().openAuthPopup('login'));
  await renderWithProviders(<AuthPopups />);
  // The site configuration has arrived once the b2c links show (b2b: once it was asked for).
  if (type === 'b2c') await screen.findByRole('button', { name: 'Register' });
  else await act(async () => {});
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

resetSessionBetweenTests();

describe('login popup', () => {
  it('is a labelled modal dialog with the focus on the user name', async () => {
    await openLogin();
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field('User Name'));
  });

  it('asks for the user name and the password before calling the server', async () => {
    const fetchMock = await openLogin();
    submit();
    expect(await screen.findByText('User Name is Required')).toBeTruthy();
    expect(screen.getByText('Password is Required')).toBeTruthy();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('treats a name of spaces as no name', async () => {
    const fetchMock = await openLogin();
    type('User Name', '   ');
    type('Password', 'Backlay123');
    submit();
    expect(await screen.findByText('User Name is Required')).toBeTruthy();
    expect(screen.queryByText('Password is Required')).toBeNull();
    expect(apiCalls(fetchMock)).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    await openLogin();
    expect(field('Password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password').type).toBe('password');
  });

  it('sends the trimmed name, signs in, remembers the name and goes to the stored path', async () => {
    localStorage.setItem('redirectPath', '/profile');
    const fetchMock = await openLogin('b2c', (url) => (url === '/api/auth' ? { body: { docs: docs() } } : undefined));
    type('User Name', '  user1 ');
    type('Password', 'Backlay123');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.submit(field('Password').closest('form')!);
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    const [, init] = apiCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'user1', password: 'Backlay123', whiteLabelId: 'wl1', demo: false });
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('future9');
    expect(useSession.getState().isLogin).toBe(true);
    expect(localStorage.getItem('rememberMe')).toBe('user1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the future9 flag only where the domain has its Future9 switch on', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/auth' ? { body: { docs: docs() } } : undefined));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).startsWith('/api/common/wholeAppConfiguration')) return answer(input, init);
      const cfg = siteConfiguration();
      return new Response(JSON.stringify({ docs: { ...cfg, domain: { ...cfg.domain, isFuture9Switch: true } } }), { status: 200 });
    });
    act(() => useUi.getState().openAuthPopup('login'));
    await renderWithProviders(<AuthPopups />);
    await screen.findByRole('button', { name: 'Register' });
    type('User Name', 'user1');
    type('Password', 'Backlay123');
    submit();
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(JSON.parse(String(apiCalls(fetchMock)[0]![1]?.body))).toMatchObject({ email: 'user1', future9: true });
  });

  it('goes to /login-auth when two-factor is pending', async () => {
    await openLogin('b2c', (url) =>
      url === '/api/auth' ? { body: { docs: docs({ enable2fa: true, twoFactorPending: true }) } } : undefined,
    );
    type('User Name', 'user1');
    type('Password', 'Backlay123');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login-auth'));
    expect(useSession.getState().twoFactorPending).toBe(true);
  });

  it('refuses staff accounts: revokes the token and stays logged out', async () => {
    const fetchMock = await openLogin('b2c', (url) => {
      if (url === '/api/auth') return { body: { docs: docs({ userType: 'master', token: 'staff-tok' }) } };
      if (url.startsWith('/api/master/auth')) return { body: { message: 'ok' } };
      return undefined;
    });
    type('User Name', 'master1');
    type('Password', 'Backlay123');
    submit();
    expect(await screen.findByText('Login with admin website')).toBeTruthy();
    const revoke = apiCalls(fetchMock).find(([u]) => String(u).startsWith('/api/master/auth'));
    expect(revoke?.[1]?.method).toBe('DELETE');
    expect((revoke?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer staff-tok');
    expect(useSession.getState().isLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('adds the upline hint to a locked account', async () => {
    await openLogin('b2c', (url) =>
      url === '/api/auth'
        ? { status: 403, body: { message: 'Access Denied: Account Locked By Admin', code: 'ACCOUNT_LOCKED' } }
        : undefined,
    );
    type('User Name', 'locked1');
    type('Password', 'Backlay123');
    submit();
    expect(await screen.findByText('Access Denied: Account Locked By Admin, Please contact your upline!')).toBeTruthy();
  });

  it('shows the server message of other errors', async () => {
    await openLogin('b2c', (url) =>
      url === '/api/auth' ? { status: 400, body: { message: 'Invalid user name or password', code: 'BAD_REQUEST' } } : undefined,
    );
    type('User Name', 'user1');
    type('Password', 'wrong1234');
    submit();
    expect(await screen.findByText('Invalid user name or password')).toBeTruthy();
  });

  it("shows the localized 'something went wrong' when the demo login fails", async () => {
    await openLogin('b2c', (url) => (url === '/api/auth' ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } } : undefined));
    fireEvent.click(screen.getByRole('button', { name: 'Demo Login' }));
    expect(await screen.findByText('something went wrong')).toBeTruthy();
    expect(screen.queryByText('Something Went Wrong, Please Try again!')).toBeNull();
  });

  it('links to register and forgot password on b2c only', async () => {
    await openLogin('b2c');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forget Password' })).toBeTruthy();
    cleanup();
    await openLogin('b2b');
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Forget Password' })).toBeNull();
  });

  it('closes on Escape', async () => {
    await openLogin();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(useUi.getState().authPopup).toBeNull();
  });
});
