import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { Profile } from '@backlay/contract';
import { renderInShell, testConfiguration } from '../components/test/render';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { stubApi } from '../components/sports/test/fixtures';
import { endCockFightSession, useCockFightAccount } from './cock-fight';
import { useSession } from './session-store';

resetSessionBetweenTests();

let sessions = 0;

/** Signs a player in with a token of its own (the hook asks once per session token). */
function signIn(demo = false): string {
  const token = `cf-${++sessions}`;
  useSession.getState().signIn({
    token,
    _id: 'u1',
    userName: 'player1',
    userType: 'user',
    whiteLabelId: 'wl1',
    demo,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
  });
  return token;
}

const profile = (patch: Partial<Profile> = {}) => ({ _id: 'u1', userName: 'player1', userType: 'user', demo: false, ...patch }) as Profile;

function withCockFight(on: boolean) {
  const config = testConfiguration();
  return { ...config, domain: { ...config.domain, features: { ...config.domain.features, cockFight: on } } };
}

function Probe() {
  useCockFightAccount();
  return null;
}

/** A server that flags the account once it is created, as the real one does. */
function provider(initial: Partial<Profile> = {}) {
  let created = initial.cockFightCreated ?? false;
  return stubApi((path) => {
    if (path === '/api/user/profile') return { body: { docs: profile({ ...initial, cockFightCreated: created }) } };
    if (path === '/api/user/cockFight/create') {
      created = true;
      return { body: { message: 'Account created', docs: { cockFightCreated: true } } };
    }
    return undefined;
  });
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);

describe('the cock-fight account at login', () => {
  it('is created once for a player on a site that offers it, and the profile then carries the flag', async () => {
    signIn();
    const fetchMock = provider();
    await renderInShell(<Probe />, { config: withCockFight(true) });
    await waitFor(() => expect(calls(fetchMock, '/api/user/cockFight/create')).toHaveLength(1));
    await waitFor(() => expect(useSession.getState().userData?.cockFightCreated).toBe(true));
    expect(calls(fetchMock, '/api/user/cockFight/create')).toHaveLength(1);
  });

  it('is not asked for when the profile already has it, on other sites, or for demo accounts', async () => {
    for (const [config, initial, demo] of [
      [withCockFight(true), { cockFightCreated: true }, false],
      [withCockFight(false), {}, false],
      [testConfiguration(), {}, false],
      [withCockFight(true), { demo: true }, true],
    ] as const) {
      signIn(demo);
      const fetchMock = provider(initial);
      const view = await renderInShell(<Probe />, { config });
      await waitFor(() => expect(calls(fetchMock, '/api/user/profile').length).toBeGreaterThan(0));
      await new Promise((r) => setTimeout(r, 20));
      expect(calls(fetchMock, '/api/user/cockFight/create'), JSON.stringify(initial)).toHaveLength(0);
      view.unmount();
    }
  });

  it('does not retry a failed create within the same session, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    const fetchMock = stubApi((path) => {
      if (path === '/api/user/profile') return { body: { docs: profile({ cockFightCreated: false }) } };
      if (path === '/api/user/cockFight/create') return { status: 502, body: { message: 'Provider down' } };
      return undefined;
    });
    const first = await renderInShell(<Probe />, { config: withCockFight(true) });
    await waitFor(() => expect(calls(fetchMock, '/api/user/cockFight/create')).toHaveLength(1));
    first.unmount();
    await renderInShell(<Probe />, { config: withCockFight(true) });
    await waitFor(() => expect(calls(fetchMock, '/api/user/profile').length).toBeGreaterThan(1));
    expect(calls(fetchMock, '/api/user/cockFight/create')).toHaveLength(1);
    expect(useSession.getState().isLogin).toBe(true);
    expect(warn).toHaveBeenCalledWith('cock fight account not created', expect.anything());
    warn.mockRestore();
  });
});

describe('the cock-fight session at logout', () => {
  it('is ended for a player whose account exists, and skipped otherwise', async () => {
    const fetchMock = stubApi((path) =>
      path === '/api/user/cockFight/logout' ? { body: { message: 'Logged out', docs: { cockFightCreated: true } } } : undefined,
    );
    // Logout ends it with the live session (lib/logout.ts): the call goes out with its token.
    const base = { token: signIn(), userType: 'user' as const, isDemo: false };
    await endCockFightSession({ ...base, userData: profile({ cockFightCreated: true }) });
    expect(calls(fetchMock, '/api/user/cockFight/logout')).toHaveLength(1);
    await endCockFightSession({ ...base, userData: profile({ cockFightCreated: false }) });
    await endCockFightSession({ ...base, isDemo: true, userData: profile({ cockFightCreated: true }) });
    await endCockFightSession({ ...base, userType: 'master', userData: profile({ cockFightCreated: true }) });
    await endCockFightSession({ ...base, token: null, userData: profile({ cockFightCreated: true }) });
    expect(calls(fetchMock, '/api/user/cockFight/logout')).toHaveLength(1);
  });

  it('never stops the logout when the provider call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi(() => undefined);
    await expect(
      endCockFightSession({ token: signIn(), userType: 'user', isDemo: false, userData: profile({ cockFightCreated: true }) }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
