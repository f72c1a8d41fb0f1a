import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { LoginDocs } from '@backlay/contract';
import { useSession, type StaffRole } from '../../lib/session-store';

/** A login answer for a staff account (override any field). */
export function loginDocs(over: Partial<LoginDocs> = {}): LoginDocs {
  return {
    token: 'staff-token',
    _id: 'u-master1',
    userName: 'master1',
    userType: 'master',
    whiteLabelId: 'wl1',
    demo: false,
    changePassword: false,
    enable2fa: false,
    twoFactorPending: false,
    demoExpiresAt: null,
    ...over,
  };
}

/** Signs a staff role in, past every step. */
export function signInAs(role: StaffRole, userName = `${role}1`): void {
  useSession.getState().signIn({ ...loginDocs({ userName }), userType: role });
}

/** Every test starts signed out with empty storage, and leaves no DOM or stubbed fetch behind. */
export function resetBetweenTests(): void {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
