import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, REQUEST_MESSAGES } from './errors.js';
import { TRY_AGAIN_ATTEMPTS, TRY_AGAIN_DELAY_MS, sendTryingAgain } from './try-again.js';

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** An answer as fetch gives it, reduced to what the loop reads. */
function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}) {
  return { status, headers: { get: (name: string) => headers[name] ?? null }, clone: () => ({ text: async () => JSON.stringify(body) }) };
}
type Answer = ReturnType<typeof answer>;
const tryAgain = answer(429, { message: REQUEST_MESSAGES.tryAgain, code: 'TRY_AGAIN' }, { 'retry-after': '2' });

/** Sends `answers` in turn (null: no answer) through the loop, on fake time; the outcome and the sends. */
async function run(answers: (Answer | null)[], call: { safe: boolean; isMaintenance?: boolean }) {
  const send = vi.fn(async () => {
    const next = answers[send.mock.calls.length - 1];
    if (!next) throw new TypeError('fetch failed');
    return next;
  });
  const outcome = sendTryingAgain(send, {
    safe: call.safe,
    confirmMaintenance: async () => call.isMaintenance ?? false,
    Refusal: Refused,
  }).catch((err: unknown) => err);
  await vi.advanceTimersByTimeAsync(10 * TRY_AGAIN_DELAY_MS);
  return { outcome: await outcome, sends: send.mock.calls.length };
}

describe('sendTryingAgain (docs/decisions/try-again-answers.md)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a safe call again after "try again" and no answer, and answers the first other answer', async () => {
    const ok = answer(200);
    expect(await run([tryAgain, null, ok], { safe: true })).toEqual({ outcome: { res: ok, maintenance: false }, sends: 3 });
    const refused = answer(429, { message: 'Too many attempts', code: 'TOO_MANY' });
    expect(await run([refused], { safe: true })).toEqual({ outcome: { res: refused, maintenance: false }, sends: 1 });
  });

  it(`gives up after ${TRY_AGAIN_ATTEMPTS} tries, and at once on a call not safe to send again`, async () => {
    const gaveUp = await run([null, null, null, answer(200)], { safe: true });
    expect(gaveUp).toMatchObject({
      outcome: { status: 0, code: 'NETWORK', message: MESSAGES.somethingWentWrong },
      sends: TRY_AGAIN_ATTEMPTS,
    });
    const unsafe = await run([tryAgain, answer(200)], { safe: false });
    expect(unsafe).toMatchObject({ outcome: { status: 429, code: 'TRY_AGAIN', message: REQUEST_MESSAGES.tryAgain }, sends: 1 });
    expect(unsafe.outcome).toBeInstanceOf(Refused);
  });

  it('answers a 503 the maintenance call confirms, and sends one it does not confirm again', async () => {
    const unavailable = answer(503, { message: 'Website is Under Maintenance', code: 'MAINTENANCE' });
    expect(await run([unavailable], { safe: true, isMaintenance: true })).toEqual({
      outcome: { res: unavailable, maintenance: true },
      sends: 1,
    });
    const notConfirmed = await run([unavailable, unavailable, unavailable], { safe: true });
    expect(notConfirmed).toMatchObject({ outcome: { status: 503, code: 'TRY_AGAIN', message: REQUEST_MESSAGES.tryAgain }, sends: 3 });
  });

  it('waits the Retry-After between tries, and stops waiting when the call is aborted', async () => {
    const send = vi.fn(async () => tryAgain);
    const call = { safe: true, confirmMaintenance: async () => false, Refusal: Refused };
    const waiting = sendTryingAgain(send, call).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await waiting).toBeInstanceOf(Refused);

    // The part of an AbortSignal the loop reads.
    let abort = () => {};
    const signal = {
      aborted: false,
      addEventListener: (_: 'abort', onAbort: () => void) => (abort = onAbort),
      removeEventListener: () => {},
    };
    const aborted = sendTryingAgain(send, { ...call, signal }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(0);
    abort();
    expect(await aborted).toMatchObject({ code: 'TRY_AGAIN' });
    expect(send).toHaveBeenCalledTimes(4);
  });
});
