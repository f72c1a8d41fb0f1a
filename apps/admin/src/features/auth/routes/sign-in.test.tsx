import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { TWO_FACTOR_SETUP_REQUIRED } from '@backlay/contract';
import { callsOf, renderWithProviders, stubFetch } from '../../../components/test/render';
import { loginDocs, resetBetweenTests, signInAs } from '../../../components/test/session';
import { useSession } from '../../../lib/session-store';
import { Shell } from '../../../app/shell';
import { SignInRoute } from './sign-in';

resetBetweenTests();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const SECRET = 'JBSWY3DPEHPK3PXP';
const setupDocs = {
  enable2fa: false,
  secret: SECRET,
  otpauthUrl: `otpauth://totp/Backlay:admin1?secret=${SECRET}&issuer=Backlay`,
};
const administrator = { userType: 'administrator', userName: 'admin1', whiteLabelId: null } as const;

function signInWith(userName: string, password: string) {
  type('User Name', userName);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('staff sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('User Name is Required')).toBeTruthy();
    expect(screen.getByText('Password is Required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a staff member in under the console’s own storage keys and opens the dashboard', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/auth' ? { body: { message: 'Login Successful', docs: loginDocs() } } : undefined));
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('  master1 ', 'Backlay123');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    const [call] = callsOf(fetchMock);
    expect(call).toMatchObject({ method: 'POST', url: '/api/auth', body: { email: 'master1', password: 'Backlay123' } });
    expect(localStorage.getItem('staff.token')).toBe('staff-token');
    expect(localStorage.getItem('staff.userType')).toBe('master');
    // The player site's keys on the same host are left alone.
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it('refuses a player with a clear message and revokes the session it was given', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth') return { body: { docs: loginDocs({ userType: 'user', userName: 'user1', token: 'player-token' }) } };
      if (url === '/api/user/auth' && init.method === 'DELETE') return { body: { message: 'Logout Successfully' } };
      return undefined;
    });
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('user1', 'Backlay123');
    expect(await screen.findByText('This console is for staff only. Players log in on the player site.')).toBeTruthy();
    const revoke = callsOf(fetchMock).find((c) => c.method === 'DELETE');
    expect(revoke).toMatchObject({ url: '/api/user/auth', authorization: 'Bearer player-token' });
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('staff.token')).toBeNull();
  });

  it('shows the server’s message for a wrong password', async () => {
    stubFetch((url) =>
      url === '/api/auth' ? { status: 400, body: { message: 'Invalid User Name or Password', code: 'BAD_REQUEST' } } : undefined,
    );
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('master1', 'wrong-one1');
    expect(await screen.findByText('Invalid User Name or Password')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('asks for the two-factor code when the account has it on, then opens the console', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/auth') return { body: { docs: loginDocs({ enable2fa: true, twoFactorPending: true }) } };
      if (url === '/api/auth/verify2fa') return { body: { docs: loginDocs({ enable2fa: true }) } };
      return undefined;
    });
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('master1', 'Backlay123');
    expect(await screen.findByRole('heading', { name: 'Two-factor code' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
    type('Code', '12a345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6 digit code')).toBeTruthy();
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(callsOf(fetchMock).at(-1)).toMatchObject({
      url: '/api/auth/verify2fa',
      body: { code: '123456' },
      authorization: 'Bearer staff-token',
    });
    expect(localStorage.getItem('staff.twoFactorPending')).toBeNull();
  });

  it('makes a flagged account change its password, shows the new transaction code once, then asks for a new login', async () => {
    const fetchMock = stubFetch((url) => {
      if (url === '/api/auth') return { body: { docs: loginDocs({ changePassword: true }) } };
      if (url === '/api/master/changePassword') return { body: { message: 'Password Changed', docs: { transactionCode: '48151623' } } };
      return undefined;
    });
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('master1', 'Backlay123');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    type('Old Password', 'Backlay123');
    type('New Password', 'short');
    type('Confirm Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password should contain 8 character & 1 digit')).toBeTruthy();
    type('New Password', 'Newpass123');
    type('Confirm Password', 'Newpass124');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password Mismatch')).toBeTruthy();
    type('Confirm Password', 'Newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByTestId('transaction-code')).textContent).toBe('48151623');
    expect(callsOf(fetchMock).at(-1)).toMatchObject({
      method: 'PATCH',
      body: { oldPassword: 'Backlay123', password: 'Newpass123', confirmPassword: 'Newpass123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to login' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeTruthy();
    expect(localStorage.getItem('staff.token')).toBeNull();
  });

  it('lets a flagged account log out instead, with the reminder to change the password', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth') return { body: { docs: loginDocs({ changePassword: true }) } };
      if (url.startsWith('/api/master/auth') && init.method === 'DELETE') return { body: { message: 'Logout Successfully' } };
      return undefined;
    });
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('master1', 'Backlay123');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeTruthy();
    expect(await screen.findByText('Please change password and copy transaction code')).toBeTruthy();
    expect(callsOf(fetchMock).at(-1)).toMatchObject({ method: 'DELETE', authorization: 'Bearer staff-token' });
    expect(localStorage.getItem('staff.token')).toBeNull();
    expect(localStorage.getItem('staff.changePassword')).toBeNull();
  });

  it('makes a flagged account turn two-factor on before anything else, then opens the console', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth') return { body: { docs: loginDocs({ ...administrator, twoFactorSetupRequired: true }) } };
      if (url === '/api/administrator/secureAuth' && init.method === 'GET') return { body: { docs: setupDocs } };
      if (url === '/api/administrator/secureAuth' && init.method === 'POST') {
        const { code } = JSON.parse(String(init.body)) as { code: string };
        return code === '123456'
          ? { body: { message: 'Secure Auth Enabled', docs: { enable2fa: true } } }
          : { status: 400, body: { message: 'Invalid Code', code: 'BAD_REQUEST' } };
      }
      return undefined;
    });
    renderWithProviders(<SignInRoute />, { path: '/sign-in' });
    signInWith('admin1', 'Backlay123');
    expect(await screen.findByRole('heading', { name: 'Set up two-factor' })).toBeTruthy();
    expect(localStorage.getItem('staff.twoFactorSetup')).toBe('true');
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByTitle('QR code to scan with your authenticator app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digit code')).toBeTruthy();
    type('Code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Invalid Code')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
    type('Code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(callsOf(fetchMock).at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/administrator/secureAuth',
      body: { code: '123456', enable: true },
      authorization: 'Bearer staff-token',
    });
    expect(localStorage.getItem('staff.twoFactorSetup')).toBeNull();
    expect(useSession.getState().token).toBe('staff-token');
  });

  it('brings the set-up step back when a call is refused with TWO_FACTOR_SETUP_REQUIRED', async () => {
    signInAs('administrator', 'admin1');
    let isOn = false;
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/administrator/secureAuth' && init.method === 'GET') return { body: { docs: setupDocs } };
      if (url === '/api/administrator/secureAuth' && init.method === 'POST') {
        isOn = true;
        return { body: { message: 'Secure Auth Enabled', docs: { enable2fa: true } } };
      }
      if (!isOn) return { status: 403, body: TWO_FACTOR_SETUP_REQUIRED };
      return undefined;
    });
    // The shell beside the sign-in route, as in the app.
    renderWithProviders(
      <Routes>
        <Route path="/sign-in" element={<SignInRoute />} />
        <Route path="*" element={<Shell />} />
      </Routes>,
      { path: '/hierarchy/users' },
    );
    expect(await screen.findByRole('heading', { name: 'Set up two-factor' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-in');
    expect(localStorage.getItem('staff.twoFactorSetup')).toBe('true');
    expect(callsOf(fetchMock).some((c) => c.url === '/api/administrator/profile')).toBe(true);
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    type('Code', '123456');
    fireEvent.click(turnOn);
    // Back where the refusal came from.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/hierarchy/users'));
  });
});
