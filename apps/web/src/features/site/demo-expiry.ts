import { useEffect } from 'react';
import { storage } from '../../lib/storage';
import { useLogout } from '../../lib/logout';
import { useSession } from '../../lib/session-store';
import { storageKeys } from '../../config/paths';

/** A demo session lasts 6 hours (docs/product.md §4, §9). */
export const DEMO_VALIDITY_MS = 6 * 60 * 60_000;
const CHECK_EVERY_MS = 60_000;

/**
 * True when the stored demo session is over: the demo flag is 'true' and its start time is
 * 6 hours old or more. A demo flag without a readable start time counts as over, since the
 * session's age can no longer be proven.
 */
export function isDemoExpired(demoFlag: string | null, demoTime: string | null, now: number, validityMs = DEMO_VALIDITY_MS): boolean {
  if (demoFlag !== 'true') return false;
  const started = Number(demoTime);
  if (!demoTime || !Number.isFinite(started) || started <= 0) return true;
  return now - started >= validityMs;
}

export function isStoredDemoExpired(now = Date.now()): boolean {
  return isDemoExpired(storage.get(storageKeys.demo), storage.get(storageKeys.demoTime), now);
}

/** Logs an expired demo session out: at start, every minute, and when the tab comes back. */
export function useDemoExpiry(): void {
  const isLogin = useSession((s) => s.isLogin);
  const logout = useLogout();
  useEffect(() => {
    if (!isLogin) return;
    let done = false;
    const check = () => {
      if (done || !isStoredDemoExpired()) return;
      done = true;
      void logout();
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isLogin, logout]);
}
