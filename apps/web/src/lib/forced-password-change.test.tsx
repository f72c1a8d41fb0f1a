import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShell, testConfiguration } from '../components/test/render';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { stubApi } from '../components/sports/test/fixtures';
import { NotificationBell } from '../components/layout/notification-bell';
import { usePts, useProfile } from './account-queries';
import { useOpenBets } from './bet-slip/get-open-bets';
import { useCockFightAccount } from './cock-fight';
import { useCommunicationDetail } from './communication-detail';
import { liveAuthOf, LiveProvider } from './live/live-provider';
import type { FakeSocket } from './live/test/fake-socket';
import { selectHasSession, selectIsPlayerSession, useSession } from './session-store';
import { useFavoriteEvents, useMarketGroup } from './sports-queries';
import { useStakes } from './stake-queries';

const sockets = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', async () => {
  const { FakeSocket } = await import('./live/test/fake-socket');
  return {
    io: (opts: { auth: object }) => {
      sockets.current = new FakeSocket(opts.auth);
      return sockets.current;
    },
  };
});

resetSessionBetweenTests();

/** A player signed in whose account is flagged to change its password (demo user3). */
function signInFlagged(): void {
  useSession.getState().signIn({
    token: 'held',
    _id: 'u3',
    userName: 'user3',
    userType: 'user',
    whiteLabelId: 'wl1',
    demo: false,
    changePassword: true,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
  });
}

/** The calls a flagged account may still make (contract: allowDuringPasswordChange) or public ones. */
const ALLOWED_WHILE_HELD = new Set(['/api/user/profile', '/api/common/game/market/group']);

/** The shell's background readers: every one of them runs on any screen of a signed-in player. */
function BackgroundReaders() {
  useProfile();
  usePts();
  useMarketGroup();
  useFavoriteEvents();
  useOpenBets();
  useStakes();
  useCommunicationDetail();
  useCockFightAccount();
  return <NotificationBell />;
}

function fakeServer() {
  return stubApi((path) => {
    if (path === '/api/user/profile') return { body: { docs: { _id: 'u3', userName: 'user3', userType: 'user', demo: false } } };
    if (ALLOWED_WHILE_HELD.has(path)) return { body: { docs: [] } };
    // What the server answers a flagged account's other session calls.
    return { status: 403, body: { message: 'Please change password and copy transaction code', code: 'PASSWORD_CHANGE_REQUIRED' } };
  });
}

const pathsOf = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

describe('the session selectors', () => {
  it('hold a signed-in session flagged to change its password, and only that', () => {
    const base = { isLogin: true, mustChangePassword: false, userType: 'user' as const };
    expect(selectHasSession(base)).toBe(true);
    expect(selectHasSession({ ...base, mustChangePassword: true })).toBe(false);
    expect(selectHasSession({ ...base, isLogin: false })).toBe(false);
    expect(selectIsPlayerSession(base)).toBe(true);
    expect(selectIsPlayerSession({ ...base, mustChangePassword: true })).toBe(false);
    expect(selectIsPlayerSession({ ...base, userType: 'agent' as never })).toBe(false);
  });
});

describe('while the forced password change is open', () => {
  it('makes no session call the server refuses: only the profile and the public sports tree are read', async () => {
    const config = testConfiguration();
    signInFlagged();
    const fetchMock = fakeServer();
    await renderInShell(<BackgroundReaders />, {
      config: { ...config, domain: { ...config.domain, features: { ...config.domain.features, cockFight: true } } },
    });
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/user/profile'));
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/common/game/market/group'));
    // Give every enabled query its turn before judging what was not asked.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(pathsOf(fetchMock).filter((p) => !ALLOWED_WHILE_HELD.has(p))).toEqual([]);
  });

  it('reads the rest once the flag is gone', async () => {
    signInFlagged();
    const fetchMock = fakeServer();
    await renderInShell(<BackgroundReaders />);
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/user/profile'));
    act(() => useSession.getState().passwordChanged());
    await waitFor(() => expect(pathsOf(fetchMock)).toContain('/api/user/pts'));
    expect(pathsOf(fetchMock)).toContain('/api/user/openBet');
    expect(pathsOf(fetchMock)).toContain('/api/protected/game/market/group');
  });

  it('connects the live socket as a visitor, and with the token once the flag is gone', async () => {
    expect(liveAuthOf({ isLogin: true, mustChangePassword: true, token: 'held', userType: 'user' })).toEqual({});
    expect(liveAuthOf({ isLogin: true, mustChangePassword: false, token: 'ok', userType: 'user' })).toEqual({ token: 'ok', type: 'user' });
    signInFlagged();
    fakeServer();
    await renderInShell(
      <LiveProvider>
        <span />
      </LiveProvider>,
    );
    expect(sockets.current!.auth).toEqual({});
    act(() => useSession.getState().passwordChanged());
    expect(sockets.current!.auth).toEqual({ token: 'held', type: 'user' });
  });
});
