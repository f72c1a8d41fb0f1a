import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Profile } from '@backlay/contract';
import { useSession } from '../../../lib/session-store';
import { useUi } from '../../../lib/ui-store';
import { ProfileRoute } from './profile';
import { resetSessionBetweenTests } from '../../../components/test/reset-session';

const profile = {
  _id: 'u1',
  userName: 'user1',
  fullName: 'Demo Player',
  email: 'user1@example.com',
  userType: 'user',
  whiteLabelType: 'b2c',
  demo: false,
  enable2fa: false,
  pts: 1234567.5,
  availablePts: 1200000,
  exposure: -34567.5,
  createdAt: '2025-01-02T10:00:00.000Z',
} as Profile;

function stubProfile(p: Partial<Profile> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/user/profile'
        ? new Response(JSON.stringify({ docs: { ...profile, ...p } }), { status: 200 })
        : new Response('{}', { status: 404 }),
    ),
  );
}

/** Deliberately without an i18next instance: the screen must fall back to its English labels. */
function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfileRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn(demo = false) {
  useSession.getState().signIn({
    token: 't',
    _id: 'u1',
    userName: 'user1',
    userType: 'user',
    whiteLabelId: 'wl1',
    demo,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
  });
}

resetSessionBetweenTests();

describe('/profile', () => {
  it('shows the account and its points in Indian grouping', async () => {
    stubProfile();
    act(() => signIn());
    renderProfile();
    expect(await screen.findByText('Demo Player')).toBeTruthy();
    expect(screen.getByText('12,34,567.50')).toBeTruthy();
    expect(screen.getByText('12,00,000.00')).toBeTruthy();
    expect(screen.getByText('-34,567.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Secure Auth' }).getAttribute('href')).toBe('/secureauth');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(useUi.getState().authPopup).toBe('changePassword');
  });

  it('shows the mobile number with its country code from country-list/phone-codes.json', async () => {
    stubProfile({ phone: '9876543210' });
    act(() => signIn());
    const { unmount } = renderProfile();
    expect(await screen.findByText('+91 9876543210')).toBeTruthy();
    unmount();
    const codes = [
      { name: 'India', code: 'IN', dialCode: '+91' },
      { name: 'United Kingdom', code: 'GB', dialCode: '+44' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/user/profile'
          ? new Response(JSON.stringify({ docs: { ...profile, phone: '+447911123456' } }), { status: 200 })
          : url === '/country-list/phone-codes.json'
            ? new Response(JSON.stringify(codes), { status: 200 })
            : new Response('{}', { status: 404 }),
      ),
    );
    renderProfile();
    expect(await screen.findByText('+44 7911123456')).toBeTruthy();
    expect(screen.getByText('Mobile Number')).toBeTruthy();
  });

  it('hides Change Password from a demo account', async () => {
    stubProfile({ demo: true });
    act(() => signIn(true));
    renderProfile();
    expect(await screen.findByText('Demo User')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('opens the login popup for a signed-out visitor and comes back after login', async () => {
    stubProfile();
    renderProfile();
    await waitFor(() => expect(useUi.getState().authPopup).toBe('login'));
    expect(localStorage.getItem('redirectPath')).toBe('/profile');
    expect(screen.queryByText('user1')).toBeNull();
  });
});
