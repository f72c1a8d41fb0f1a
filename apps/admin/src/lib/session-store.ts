import { create } from 'zustand';
import { STAFF_ROLES, type LoginDocs, type Role } from '@backlay/contract';
import { storage } from './storage';
import { storageKeys } from '../config/paths';

export type StaffRole = Exclude<Role, 'user'>;

/**
 * Who is signed in to the console, kept under the console's own storage keys. Server data
 * (profile, points) lives in TanStack Query; this store only holds the session and the two
 * steps that can stand between a password and the console (two-factor code, forced new
 * password).
 */
export interface SessionState {
  token: string | null;
  userType: StaffRole | null;
  userName: string | null;
  twoFactorPending: boolean;
  mustChangePassword: boolean;
  /** A Multi Login Account login signed in as the account: its name and permissions (else null). */
  login: { userName: string; permissions: readonly string[] } | null;
  setLogin(login: { userName: string; permissions: readonly string[] } | null): void;
  signIn(docs: LoginDocs & { userType: StaffRole }): void;
  completeTwoFactor(): void;
  /** Clears everything local (logout, 401, password changed). */
  clear(): void;
}

function isStaffRole(v: string | null): v is StaffRole {
  return v !== null && (STAFF_ROLES as readonly string[]).includes(v);
}

function initial(): Pick<SessionState, 'token' | 'userType' | 'userName' | 'twoFactorPending' | 'mustChangePassword'> {
  const token = storage.get(storageKeys.token);
  const userType = storage.get(storageKeys.userType);
  if (!token || !isStaffRole(userType)) {
    return { token: null, userType: null, userName: null, twoFactorPending: false, mustChangePassword: false };
  }
  return {
    token,
    userType,
    userName: storage.get(storageKeys.userName),
    twoFactorPending: storage.get(storageKeys.twoFactorPending) === 'true',
    mustChangePassword: storage.get(storageKeys.changePassword) === 'true',
  };
}

const ALL_KEYS = [storageKeys.token, storageKeys.userType, storageKeys.userName, storageKeys.twoFactorPending, storageKeys.changePassword];

export const useSession = create<SessionState>((set) => ({
  ...initial(),
  login: null,
  setLogin(login) {
    set({ login });
  },
  signIn(docs) {
    storage.set(storageKeys.token, docs.token);
    storage.set(storageKeys.userType, docs.userType);
    storage.set(storageKeys.userName, docs.userName);
    if (docs.twoFactorPending) storage.set(storageKeys.twoFactorPending, 'true');
    else storage.remove(storageKeys.twoFactorPending);
    if (docs.changePassword) storage.set(storageKeys.changePassword, 'true');
    else storage.remove(storageKeys.changePassword);
    set({
      login: null,
      token: docs.token,
      userType: docs.userType,
      userName: docs.userName,
      twoFactorPending: docs.twoFactorPending,
      mustChangePassword: docs.changePassword,
    });
  },
  completeTwoFactor() {
    storage.remove(storageKeys.twoFactorPending);
    set({ twoFactorPending: false });
  },
  clear() {
    for (const k of ALL_KEYS) storage.remove(k);
    set({ token: null, userType: null, userName: null, twoFactorPending: false, mustChangePassword: false, login: null });
  },
}));

/** Signed in and past every step: the console's screens may load. */
export function useIsSignedIn(): boolean {
  return useSession((s) => s.token !== null && !s.twoFactorPending && !s.mustChangePassword);
}
