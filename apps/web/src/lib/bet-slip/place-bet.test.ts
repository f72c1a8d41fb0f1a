import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_MESSAGES } from '@backlay/contract';
import { resetSessionBetweenTests } from '../../components/test/reset-session';
import { signInPlayer } from '../../components/sports/test/fixtures';
import { TRY_AGAIN_DELAY_MS } from '@backlay/contract';
import { orderPayload } from './order-payload';
import { placeBet } from './place-bet';
import { openBet, slipBet } from './test/fixtures';

resetSessionBetweenTests();

beforeEach(() => {
  vi.useFakeTimers();
  signInPlayer();
});
afterEach(() => {
  vi.useRealTimers();
});

const payload = orderPayload(slipBet(), 1000, 'vitest');

/** Stubs fetch with one answer per send of the order, in turn; null is no answer at all. */
function stubPlacement(answers: (Response | null)[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers.shift();
    if (!answer) throw new TypeError('fetch failed');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  const keys = () => fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  return { fetchMock, keys };
}

describe('placeBet: a placement that got no answer or TRY_AGAIN (docs/decisions/try-again-answers.md)', () => {
  it('sends the order again with the same Idempotency-Key after no answer, and answers the bet', async () => {
    const bet = openBet();
    const { keys } = stubPlacement([null, Response.json({ docs: bet })]);
    const placing = placeBet(payload);
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_DELAY_MS);
    await expect(placing).resolves.toEqual(bet);
    const [first, second] = keys();
    expect(keys()).toHaveLength(2);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('sends it again with the same key after TRY_AGAIN, and a new placement gets a new key', async () => {
    const bet = openBet();
    const tryAgain = () =>
      Response.json(
        { message: REQUEST_MESSAGES.tryAgain, code: 'TRY_AGAIN', requestId: 'r1' },
        { status: 429, headers: { 'retry-after': '1' } },
      );
    const { keys } = stubPlacement([tryAgain(), Response.json({ docs: bet }), Response.json({ docs: openBet() })]);
    const placing = placeBet(payload);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(placing).resolves.toEqual(bet);
    await placeBet(payload);
    const [first, second, next] = keys();
    expect(second).toBe(first);
    expect(next).toBeTruthy();
    expect(next).not.toBe(first);
  });

  it('stops after three sends with no answer, with the usual message', async () => {
    const { fetchMock } = stubPlacement([]);
    const failing = expect(placeBet(payload)).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
    await failing;
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'))).size).toBe(1);
  });
});
