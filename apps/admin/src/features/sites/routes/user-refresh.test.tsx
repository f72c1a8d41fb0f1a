import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { callsOf, paged, renderWithProviders, stubFetch } from '../../../components/test/render';
import { resetBetweenTests, signInAs } from '../../../components/test/session';
import { RoleGate } from '../../../app/role-gate';
import { navEntryOf } from '../../../config/navigation';
import { paths } from '../../../config/paths';
import { UserRefreshRoute } from './user-refresh';

resetBetweenTests();

const player = {
  _id: '11111111-1111-4111-8111-111111111111',
  userName: 'user1',
  fullName: '',
  userType: 'user',
  whiteLabelId: 'wl1',
  parent: { _id: 'b1', userName: 'branch1' },
  partnership: 0,
  commission: 0,
  pts: 0,
  exposure: 0,
  availablePts: 0,
  blocked: false,
  betLock: false,
  blockedByUpline: false,
  betLockedByUpline: false,
  demo: false,
  changePassword: false,
  codeLockedUntil: null,
  codeLockedLogins: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('refresh or log out a user', () => {
  it('searches the whole downline, and refreshes or logs out an account after a confirmation', async () => {
    signInAs('administrator');
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/administrator/user?')) return { body: paged([player]) };
      if (url === `/api/administrator/user/${player._id}/refresh` && init.method === 'POST')
        return { body: { message: 'User Refreshed', docs: { sockets: 2 } } };
      if (url === `/api/administrator/user/${player._id}/logout` && init.method === 'POST')
        return { body: { message: 'User Logged Out Successfully', docs: { sessionsEnded: 1 } } };
      return undefined;
    });
    renderWithProviders(<UserRefreshRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh user1' }));
    expect(callsOf(fetchMock).some((c) => c.url.endsWith('/refresh'))).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Refresh user1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh screens' }));
    expect(await screen.findByText('User Refreshed')).toBeTruthy();
    expect(callsOf(fetchMock)[0]!.url).toContain('all=true');

    fireEvent.click(screen.getByRole('button', { name: 'Log user1 out' }));
    const logout = await screen.findByRole('dialog', { name: 'Log user1 out?' });
    fireEvent.click(within(logout).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('User Logged Out Successfully')).toBeTruthy();
  });

  it('is the administrator’s only: another role opening it by address is told so and calls nothing', async () => {
    const gated = () => (
      <RoleGate requires={navEntryOf(paths.userRefresh)!.requires}>
        <UserRefreshRoute />
      </RoleGate>
    );
    for (const role of ['whiteLabel', 'master', 'branch'] as const) {
      signInAs(role);
      const fetchMock = stubFetch(() => ({ body: paged([player]) }));
      const view = renderWithProviders(gated());
      expect(await screen.findByText('This screen is not available for your role.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Refresh user1' })).toBeNull();
      expect(callsOf(fetchMock)).toHaveLength(0);
      view.unmount();
    }
  });
});
