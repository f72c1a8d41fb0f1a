import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedRefresh } from './delayed-refresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('delayedRefresh', () => {
  it('refreshes once, the delay after the first trigger of a burst', () => {
    const refresh = vi.fn();
    const r = delayedRefresh(refresh, 3_000);
    r.trigger();
    vi.advanceTimersByTime(1_000);
    r.trigger();
    r.trigger();
    vi.advanceTimersByTime(1_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('is not starved by a steady stream of triggers: one refresh per delay', () => {
    const refresh = vi.fn();
    const r = delayedRefresh(refresh, 3_000);
    for (let t = 0; t < 9_000; t += 100) {
      r.trigger();
      vi.advanceTimersByTime(100);
    }
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('drops a pending refresh when cancelled', () => {
    const refresh = vi.fn();
    const r = delayedRefresh(refresh, 3_000);
    r.trigger();
    r.cancel();
    vi.advanceTimersByTime(5_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
