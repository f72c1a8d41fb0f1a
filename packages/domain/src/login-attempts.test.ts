import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { ADDRESS_ATTEMPT_POLICY, decideAttempt, delayAfter, type AttemptCounter, type AttemptPolicy } from './login-attempts.js';

const policy: AttemptPolicy = ADDRESS_ATTEMPT_POLICY;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Counts `n` failures, each as soon as the counter allows it; answers the counter and the clock. */
function failNTimes(n: number, p: AttemptPolicy = policy): { counter: AttemptCounter | null; now: number } {
  let counter: AttemptCounter | null = null;
  let now = 0;
  for (let counted = 0; counted < n;) {
    const d = decideAttempt(counter, at(now), p);
    if (!d.allowed) {
      now = d.retryAt.getTime() - t0.getTime();
      continue;
    }
    counter = d.next;
    counted++;
  }
  return { counter, now };
}

describe('delayAfter', () => {
  it('is free for the first failures, then 1 s, 2 s, 4 s ... up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((f) => delayAfter(f, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  test.prop([fc.integer({ min: 0, max: 10_000 })])('never shrinks and never passes the cap', (f) => {
    expect(delayAfter(f + 1, policy)).toBeGreaterThanOrEqual(delayAfter(f, policy));
    expect(delayAfter(f, policy)).toBeLessThanOrEqual(policy.maxDelayMs);
  });
});

describe('decideAttempt', () => {
  it('refuses an attempt inside the wait and says when the wait ends', () => {
    const { counter, now } = failNTimes(4);
    expect(counter!.failures).toBe(4);
    const refused = decideAttempt(counter, at(now + 999), policy);
    expect(refused).toEqual({ allowed: false, locked: false, retryAt: at(now + 1000) });
    expect(decideAttempt(counter, at(now + 1000), policy).allowed).toBe(true);
  });

  it('locks for lockMs at the lockAfter-th failure, then counts from zero', () => {
    const { counter, now } = failNTimes(policy.lockAfter);
    expect(counter!.lockedUntil).toEqual(at(now + policy.lockMs));
    expect(decideAttempt(counter, at(now + policy.lockMs - 1), policy)).toMatchObject({ allowed: false, locked: true });
    const after = decideAttempt(counter, at(now + policy.lockMs), policy);
    expect(after).toMatchObject({ allowed: true, next: { failures: 1, lockedUntil: null } });
  });

  it('starts again after a quiet hour', () => {
    const { counter, now } = failNTimes(6);
    const later = decideAttempt(counter, at(now + policy.quietResetMs), policy);
    expect(later).toMatchObject({ allowed: true, next: { failures: 1 } });
  });

  it('counts an overruled attempt without waiting, and never moves a running lock', () => {
    const { counter, now } = failNTimes(policy.lockAfter);
    const overruled = decideAttempt(counter, at(now + 5000), policy, true);
    expect(overruled).toMatchObject({ allowed: true, next: { failures: policy.lockAfter + 1, lockedUntil: counter!.lockedUntil } });
  });

  test.prop([fc.array(fc.tuple(fc.integer({ min: 0, max: 120_000 }), fc.boolean()), { maxLength: 80 })])(
    'a running lock ends when it was set to, whatever is attempted meanwhile',
    (steps) => {
      let counter: AttemptCounter | null = null;
      let now = 0;
      for (const [gap, overrule] of steps) {
        now += gap;
        const running = counter?.lockedUntil && at(now) < counter.lockedUntil ? counter.lockedUntil : null;
        const d = decideAttempt(counter, at(now), policy, overrule);
        if (running) {
          if (d.allowed) expect(d.next.lockedUntil).toEqual(running);
          else expect(d.retryAt).toEqual(running);
        }
        if (d.allowed) counter = d.next;
      }
    },
  );

  test.prop([fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 200 })])(
    'lets at most lockAfter guesses through between two locks',
    (gaps) => {
      let counter: AttemptCounter | null = null;
      let now = 0;
      let sinceLock = 0;
      for (const gap of gaps) {
        now += gap;
        const d = decideAttempt(counter, at(now), policy);
        if (!d.allowed) continue;
        counter = d.next;
        sinceLock = d.next.failures === 1 ? 1 : sinceLock + 1;
        expect(sinceLock).toBeLessThanOrEqual(policy.lockAfter);
      }
    },
  );
});
