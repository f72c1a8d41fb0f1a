import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { MESSAGES, routes } from '@backlay/contract';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { signInPlayer, stubApi } from '../components/sports/test/fixtures';
import hindi from '../../public/intl/hi-in/strings.json';
import { ApiError, callApi, MISSING_TOKEN_RELOAD_MS } from './api-client';
import { i18next } from './i18n';
import { useSession } from './session-store';

resetSessionBetweenTests();

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  reload.mockRestore();
});

const pts = { pts: 1, availablePts: 1, exposure: 0, casinoPts: 0, sportsPts: 0, thirdPartyPts: 0, creditPts: 0, bonusPts: 0 };

describe('callApi: a protected call without a token (docs/product.md §5 "Login")', () => {
  it("shows 'Refresh The Page, …' once, sends nothing, throws, and reloads the page", async () => {
    const fetchMock = stubApi(() => ({ body: { docs: pts } }));
    render(<Toaster />);
    vi.useFakeTimers();

    // Two queries starting together: one toast, one reload.
    const calls = [callApi(routes.profile.getPts, { params: { role: 'user' } }), callApi(routes.stakes.getQuickBets)];
    for (const call of calls) {
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject({ status: 401, message: MESSAGES.refreshThePage });
    }
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getAllByText('Refresh The Page, If Error Continues Please Contact Your Service Provider!')).toHaveLength(1);
    // Left on screen long enough to read, then the reload.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MISSING_TOKEN_RELOAD_MS - 1);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets public calls through signed out, and protected ones with the session token or a token passed in', async () => {
    const fetchMock = stubApi((path) => {
      if (path === '/api/common/maintenance') return { body: { docs: { isMaintenance: false } } };
      if (path === '/api/user/pts') return { body: { docs: pts } };
      if (path === '/api/user/auth') return { body: { message: 'Logged out' } };
      return undefined;
    });

    await callApi(routes.tenancy.getMaintenance);
    // A token never kept in the session (the staff login's revoke, features/auth).
    await callApi(routes.auth.logout, { params: { role: 'user' }, query: { domain: 'localhost' }, token: 'kept-nowhere' });
    signInPlayer();
    await callApi(routes.profile.getPts);

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization'));
    expect(sent).toEqual([null, 'Bearer kept-nowhere', `Bearer ${useSession.getState().token}`]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("says it in the player's language once the strings have loaded", async () => {
    stubApi(() => undefined);
    await i18next.init({ lng: 'hi-in', resources: { 'hi-in': { translation: hindi } }, lowerCaseLng: true });
    render(<Toaster />);
    await expect(callApi(routes.profile.getPts, { params: { role: 'user' } })).rejects.toMatchObject({
      message: hindi['common.refreshThePage'],
    });
    expect(await screen.findByText(hindi['common.refreshThePage'])).toBeTruthy();
  });
});
