import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_MESSAGES, routes } from '@backlay/contract';
import { resetBetweenTests, signInAs } from '../components/test/session';
import { callApi } from './api-client';
import { MAINTENANCE_CHECK_FRESH_MS, TRY_AGAIN_DELAY_MS } from '@backlay/contract';
import { useSession } from './session-store';

resetBetweenTests();

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
  const sentTo = (path: string) => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === path);
  return {
    fetchMock,
    sentTo: (path: string) => sentTo(path).length,
    keysSentTo: (path: string) => sentTo(path).map(([, init]) => new Headers(init?.headers).get('idempotency-key')),
  };
}

const tryAgain: Reply = {
  status: 429,
  body: { message: REQUEST_MESSAGES.tryAgain, code: 'TRY_AGAIN', requestId: 'r1' },
  headers: { 'retry-after': '1' },
};
const unavailable: Reply = { status: 503, body: { message: 'Website is Under Maintenance', code: 'MAINTENANCE' } };
const maintenance = (isMaintenance: boolean): Reply => ({ body: { docs: { isMaintenance } } });
const pts = { pts: 500000, availablePts: 500000, exposure: 0 };
const transfer = { userId: 'u-agent1', amount: 100, action: 'add' as const, transactionCode: '12345678' };
const transferResult = { docs: { userId: 'u-agent1', pts: 100, uplinePts: 499900, journalEntryId: 'j1' } };

describe('callApi: try again and 503 (docs/decisions/try-again-answers.md)', () => {
  // Fake time, moved well past the last test's maintenance question, which is kept for a burst.
  let clock = Date.now();
  beforeEach(() => {
    clock += 10 * MAINTENANCE_CHECK_FRESH_MS;
    vi.useFakeTimers({ now: clock });
    useSession.setState({ isMaintenance: false });
    signInAs('master');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a GET answered TRY_AGAIN again after Retry-After and answers the next 200, maintenance off', async () => {
    const { sentTo } = stubReplies({ '/api/master/pts': [tryAgain, { body: { docs: pts } }] });
    const call = callApi(routes.profile.getPts);
    await vi.advanceTimersByTimeAsync(999);
    expect(sentTo('/api/master/pts')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual({ docs: pts });
    expect(sentTo('/api/master/pts')).toBe(2);
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it('treats a 503 the maintenance endpoint does not confirm as try again: flag not set, one question for a burst', async () => {
    const { sentTo } = stubReplies({
      '/api/master/pts': [unavailable, { body: { docs: pts } }],
      '/api/master/profile': [unavailable, unavailable, unavailable],
      '/api/common/maintenance': [maintenance(false)],
    });
    const answered = callApi(routes.profile.getPts);
    const refused = expect(callApi(routes.profile.getProfile)).rejects.toMatchObject({
      code: 'TRY_AGAIN',
      message: REQUEST_MESSAGES.tryAgain,
    });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await expect(answered).resolves.toEqual({ docs: pts });
    await refused;
    expect(sentTo('/api/master/profile')).toBe(3);
    // Four 503s within the answer's freshness: one question.
    expect(sentTo('/api/common/maintenance')).toBe(1);
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it('sets the maintenance flag on a 503 the maintenance endpoint confirms, and the next answered call clears it', async () => {
    const { sentTo } = stubReplies({
      '/api/master/pts': [unavailable, { body: { docs: pts } }],
      '/api/common/maintenance': [maintenance(true)],
    });
    await expect(callApi(routes.profile.getPts)).rejects.toMatchObject({ status: 503, message: 'Website is Under Maintenance' });
    expect(useSession.getState().isMaintenance).toBe(true);
    expect(sentTo('/api/master/pts')).toBe(1);
    await callApi(routes.profile.getPts);
    expect(useSession.getState().isMaintenance).toBe(false);
  });

  it('sends a keyed call again with the same Idempotency-Key, and an unkeyed one never', async () => {
    const { sentTo, keysSentTo } = stubReplies({ '/api/master/user/pts': ['no answer', tryAgain, { body: transferResult }] });
    const keyed = callApi(routes.ledger.transferPts, { body: transfer, headers: { 'Idempotency-Key': 'k-1' } });
    await vi.advanceTimersByTimeAsync(2 * TRY_AGAIN_DELAY_MS);
    await expect(keyed).resolves.toEqual(transferResult);
    expect(keysSentTo('/api/master/user/pts')).toEqual(['k-1', 'k-1', 'k-1']);

    const unkeyed = stubReplies({ '/api/master/user/pts': [tryAgain, { body: transferResult }] });
    const refused = expect(callApi(routes.ledger.transferPts, { body: transfer })).rejects.toMatchObject({ code: 'TRY_AGAIN' });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await refused;
    expect(unkeyed.sentTo('/api/master/user/pts')).toBe(1);
    expect(sentTo('/api/master/user/pts')).toBe(3);
  });
});
