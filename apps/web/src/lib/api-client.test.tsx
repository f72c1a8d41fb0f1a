import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { MESSAGES, REQUEST_MESSAGES, routes } from '@backlay/contract';
import { resetSessionBetweenTests } from '../components/test/reset-session';
import { signInPlayer, stubApi } from '../components/sports/test/fixtures';
import hindi from '../../public/intl/hi-in/strings.json';
import { ApiError, callApi, MISSING_TOKEN_RELOAD_MS } from './api-client';
import { MAINTENANCE_CHECK_FRESH_MS, TRY_AGAIN_DELAY_MS } from '@backlay/contract';
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

/** One answer of the stub: a JSON body with a status and headers, or no answer at all. */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | 'no answer';

/**
 * Stubs fetch with answers read in turn per path (the last one repeats); a path with no
 * answers fails as an unreachable server would.
 */
function stubReplies(replies: Record<string, Reply[]>) {
  const sent: Record<string, number> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const list = replies[path] ?? [];
    const n = (sent[path] = (sent[path] ?? 0) + 1);
    const reply = list[Math.min(n, list.length) - 1];
    if (reply === undefined || reply === 'no answer') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    sentTo: (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === path).length,
  };
}

const tryAgain: Reply = {
  status: 429,
  body: { message: REQUEST_MESSAGES.tryAgain, code: 'TRY_AGAIN', requestId: 'r1' },
  headers: { 'retry-after': '1' },
};
const unavailable: Reply = { status: 503, body: { message: 'Website is Under Maintenance', code: 'MAINTENANCE' } };
const maintenance = (isMaintenance: boolean): Reply => ({ body: { docs: { isMaintenance } } });

describe('callApi: try again and 503 (docs/decisions/try-again-answers.md)', () => {
  // Fake time, moved well past the last test's maintenance question, which is kept for a burst.
  let clock = Date.now();
  beforeEach(() => {
    clock += 10 * MAINTENANCE_CHECK_FRESH_MS;
    vi.useFakeTimers({ now: clock });
    useSession.setState({ isMaintenance: false });
    signInPlayer();
  });

  it('sends a GET answered TRY_AGAIN again after Retry-After, and answers the next 200', async () => {
    const { sentTo } = stubReplies({ '/api/user/pts': [{ ...tryAgain, headers: { 'retry-after': '2' } }, { body: { docs: pts } }] });
    const call = callApi(routes.profile.getPts);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(sentTo('/api/user/pts')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ docs: pts });
    expect(sentTo('/api/user/pts')).toBe(2);
    expect(sentTo('/api/common/maintenance')).toBe(0);
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it("gives up after three tries with the server's message, and at once when the call is aborted", async () => {
    const { sentTo } = stubReplies({ '/api/user/pts': [tryAgain] });
    const call = callApi(routes.profile.getPts);
    const failed = expect(call).rejects.toMatchObject({ status: 429, code: 'TRY_AGAIN', message: REQUEST_MESSAGES.tryAgain });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await failed;
    expect(sentTo('/api/user/pts')).toBe(3);

    const abort = new AbortController();
    const aborted = callApi(routes.profile.getPts, { signal: abort.signal });
    const stopped = expect(aborted).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_DELAY_MS / 2);
    abort.abort();
    await stopped;
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    expect(sentTo('/api/user/pts')).toBe(4);
  });

  it('sends a GET that got no answer again', async () => {
    const { sentTo } = stubReplies({ '/api/user/pts': ['no answer', { body: { docs: pts } }] });
    const call = callApi(routes.profile.getPts);
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_DELAY_MS);
    await expect(call).resolves.toEqual({ docs: pts });
    expect(sentTo('/api/user/pts')).toBe(2);
  });

  it('does not send a POST without an Idempotency-Key again, answered TRY_AGAIN or not answered', async () => {
    const { sentTo } = stubReplies({ '/api/auth': [tryAgain, 'no answer'] });
    const body = { email: 'player1', password: 'secret' };
    const refused = expect(callApi(routes.auth.login, { body })).rejects.toMatchObject({
      code: 'TRY_AGAIN',
      message: REQUEST_MESSAGES.tryAgain,
    });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await refused;
    expect(sentTo('/api/auth')).toBe(1);

    const lost = expect(callApi(routes.auth.login, { body })).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await lost;
    expect(sentTo('/api/auth')).toBe(2);
  });

  it('treats a 503 the maintenance endpoint does not confirm as try again: no maintenance page, one question for a burst', async () => {
    const { sentTo } = stubReplies({
      '/api/user/pts': [unavailable, { body: { docs: pts } }],
      '/api/user/quickBet': [unavailable, { body: { docs: [] } }],
      '/api/common/maintenance': [maintenance(false)],
    });
    const calls = Promise.all([callApi(routes.profile.getPts), callApi(routes.stakes.getQuickBets)]);
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_DELAY_MS);
    await expect(calls).resolves.toEqual([{ docs: pts }, { docs: [] }]);
    expect(sentTo('/api/common/maintenance')).toBe(1);
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it('sets maintenance on a 503 the maintenance endpoint confirms, and sends nothing again', async () => {
    const { sentTo } = stubReplies({ '/api/user/pts': [unavailable], '/api/common/maintenance': [maintenance(true)] });
    await expect(callApi(routes.profile.getPts)).rejects.toMatchObject({ status: 503, message: 'Website is Under Maintenance' });
    expect(useSession.getState().isMaintenance).toBe(true);
    expect(sentTo('/api/user/pts')).toBe(1);
    expect(sentTo('/api/common/maintenance')).toBe(1);
  });

  it('does not take a 503 of the maintenance endpoint itself, or its silence, for maintenance', async () => {
    const { sentTo } = stubReplies({ '/api/common/maintenance': [unavailable], '/api/user/pts': [unavailable] });
    const polled = expect(callApi(routes.tenancy.getMaintenance)).rejects.toMatchObject({ status: 503, code: 'TRY_AGAIN' });
    const call = expect(callApi(routes.profile.getPts)).rejects.toMatchObject({ status: 503, code: 'TRY_AGAIN' });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await polled;
    await call;
    expect(useSession.getState().isMaintenance).toBe(false);
    // The poll's own three tries, and the questions asked for the other call's 503s.
    expect(sentTo('/api/common/maintenance')).toBeGreaterThanOrEqual(3);
  });
});
