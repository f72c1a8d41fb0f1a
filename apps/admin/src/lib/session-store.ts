import { create } from 'zustand';
import { STAFF_ROLES, type LoginDocs, type Role } from '@backlay/contract';
import { storage } from './storage';
import { storageKeys } from '../config/paths';

export type StaffRole = Exclude<Role, 'user'>;

/**
 * Who is signed in to the console, kept under the console's own storage keys. Server data
 * (profile, points) lives in TanStack Query; this store only holds the session and the
 * steps that can stand between a password and the console (two-factor code, forced new
 * password, forced two-factor set-up).
 */
export interface SessionState {
  token: string | null;
  userType: StaffRole | null;
  userName: string | null;
  twoFactorPending: boolean;
  mustChangePassword: boolean;
  /** The account must turn two-factor on before anything else (TWO_FACTOR_SETUP_REQUIRED). */
  mustSetUpTwoFactor: boolean;
  /** A Multi Login Account login signed in as the account: its name and permissions (else null). */
  login: { userName: string; permissions: readonly string[] } | null;
  /**
   * The platform is in maintenance for this account: a 503 that GET api/common/maintenance
   * confirmed (lib/api-client.ts); the next answered session call clears it, and so does a
   * successful sign-in (the administrator, whom maintenance never stops, after a refused one).
   */
  isMaintenance: boolean;
  setMaintenance(on: boolean): void;
  setLogin(login: { userName: string; permissions: readonly string[] } | null): void;
  signIn(docs: LoginDocs & { userType: StaffRole }): void;
  completeTwoFactor(): void;
  /** A call was refused with TWO_FACTOR_SETUP_REQUIRED: back to the set-up step. */
  requireTwoFactorSetup(): void;
  completeTwoFactorSetup(): void;
  /** Clears everything local (logout, 401, password changed). */
  clear(): void;
}

function isStaffRole(v: string | null): v is StaffRole {
  return v !== null && (STAFF_ROLES as readonly string[]).includes(v);
}

type StoredSession = Pick<
  SessionState,
  'token' | 'userType' | 'userName' | 'twoFactorPending' | 'mustChangePassword' | 'mustSetUpTwoFactor'
>;

const SIGNED_OUT: StoredSession = {
  token: null,
  userType: null,
  userName: null,
  twoFactorPending: false,
  mustChangePassword: false,
  mustSetUpTwoFactor: false,
};

function initial(): StoredSession {
  const token = storage.get(storageKeys.token);
  const userType = storage.get(storageKeys.userType);
  if (!token || !isStaffRole(userType)) return SIGNED_OUT;
  return {
    token,
    userType,
    userName: storage.get(storageKeys.userName),
    twoFactorPending: storage.get(storageKeys.twoFactorPending) === 'true',
    mustChangePassword: storage.get(storageKeys.changePassword) === 'true',
    mustSetUpTwoFactor: storage.get(storageKeys.twoFactorSetup) === 'true',
  };
}

const ALL_KEYS = [
  storageKeys.token,
  storageKeys.userType,
  storageKeys.userName,
  storageKeys.twoFactorPending,
  storageKeys.changePassword,
  storageKeys.twoFactorSetup,
];

function storeFlag(key: string, on: boolean): void {
  if (on) storage.set(key, 'true');
  else storage.remove(key);
}

export const useSession = create<SessionState>((set) => ({
  ...initial(),
  login: null,
  isMaintenance: false,
  setMaintenance(on) {
    set({ isMaintenance: on });
  },
  setLogin(login) {
    set({ login });
  },
  signIn(docs) {
    storage.set(storageKeys.token, docs.token);
    storage.set(storageKeys.userType, docs.userType);
    storage.set(storageKeys.userName, docs.userName);
    const mustSetUpTwoFactor = docs.twoFactorSetupRequired ?? false;
    storeFlag(storageKeys.twoFactorPending, docs.twoFactorPending);
    storeFlag(storageKeys.changePassword, docs.changePassword);
    storeFlag(storageKeys.twoFactorSetup, mustSetUpTwoFactor);
    set({
      login: null,
      isMaintenance: false,
      token: docs.token,
      userType: docs.userType,
      userName: docs.userName,
      twoFactorPending: docs.twoFactorPending,
      mustChangePassword: docs.changePassword,
      mustSetUpTwoFactor,
    });
  },
  completeTwoFactor() {
    storage.remove(storageKeys.twoFactorPending);
    set({ twoFactorPending: false });
  },
  requireTwoFactorSetup() {
    storeFlag(storageKeys.twoFactorSetup, true);
    set({ mustSetUpTwoFactor: true });
  },
  completeTwoFactorSetup() {
    storage.remove(storageKeys.twoFactorSetup);
    set({ mustSetUpTwoFactor: false });
  },
  clear() {
    for (const k of ALL_KEYS) storage.remove(k);
    set({ ...SIGNED_OUT, login: null });
  },
}));

/** Signed in and past every step: the console's screens may load. */
export function useIsSignedIn(): boolean {
  return useSession((s) => s.token !== null && !s.twoFactorPending && !s.mustChangePassword && !s.mustSetUpTwoFactor);
}
