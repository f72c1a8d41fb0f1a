import { create } from 'zustand';
import type { LoginDocs, Profile, Role } from '@backlay/contract';
import { storage } from './storage';
import { storageKeys } from '../config/paths';

/**
 * Session and app-wide flags (docs/product.md §3 "Client session state"). Server data (profile,
 * points, configuration) lives in TanStack Query; this store only holds who is signed in and
 * the flags that switch whole screens.
 */
export interface SessionState {
  token: string | null;
  userType: Role | null;
  isLogin: boolean;
  isDemo: boolean;
  /** Set while a login waits for the /login-auth code. */
  twoFactorPending: boolean;
  /** The account must change its password before going on (forced popup). */
  mustChangePassword: boolean;
  isMaintenance: boolean;
  isDuplicateScreen: boolean;
  isTokenExpired: boolean;
  firstTimeLogin: boolean;
  userData: Profile | null;
  signIn(docs: LoginDocs): void;
  setProfile(p: Profile | null): void;
  completeTwoFactor(): void;
  passwordChanged(): void;
  setMaintenance(on: boolean): void;
  setDuplicateScreen(on: boolean): void;
  /** Clears everything local (logout, 401). */
  clear(): void;
}

/**
 * Whether the server serves this session's calls now: signed in (past the two-factor step) and
 * not held by the forced password change. Until the change the server refuses every session
 * call but the profile, the change itself and logout (403 PASSWORD_CHANGE_REQUIRED, contract
 * auth.ts) and takes the live socket only as a visitor's, so the queries and the socket that
 * need a session wait on this rather than on isLogin; screens still read isLogin to draw the
 * signed-in shell behind the forced popup.
 */
export function selectHasSession(s: Pick<SessionState, 'isLogin' | 'mustChangePassword'>): boolean {
  return s.isLogin && !s.mustChangePassword;
}

/** selectHasSession for a player (userType 'user'): the player-only calls wait on this. */
export function selectIsPlayerSession(s: Pick<SessionState, 'isLogin' | 'mustChangePassword' | 'userType'>): boolean {
  return selectHasSession(s) && s.userType === 'user';
}

function initialToken() {
  const token = storage.get(storageKeys.token);
  const userType = storage.get(storageKeys.userType) as Role | null;
  return token && userType ? { token, userType } : { token: null, userType: null };
}

function readProfile(): Profile | null {
  const raw = storage.get(storageKeys.profile);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    // A corrupt stored profile clears the token and user type (docs/product.md §4).
    storage.remove(storageKeys.profile);
    storage.remove(storageKeys.token);
    storage.remove(storageKeys.userType);
    return null;
  }
}

const start = initialToken();
const storedProfile = start.token ? readProfile() : null;

export const useSession = create<SessionState>((set) => ({
  token: storedProfile || start.token ? start.token : null,
  userType: start.userType,
  // A reload during the /login-auth step must not count as signed in.
  isLogin: Boolean(start.token && start.userType) && storage.get(storageKeys.twoFactorPending) !== 'true',
  isDemo: storage.get(storageKeys.demo) === 'true',
  twoFactorPending: Boolean(start.token) && storage.get(storageKeys.twoFactorPending) === 'true',
  mustChangePassword: storage.get(storageKeys.changePassword) === 'true',
  isMaintenance: false,
  isDuplicateScreen: false,
  isTokenExpired: false,
  firstTimeLogin: false,
  userData: storedProfile,
  signIn(docs) {
    storage.set(storageKeys.token, docs.token);
    storage.set(storageKeys.userType, docs.userType);
    if (docs.demo) {
      storage.set(storageKeys.demo, 'true');
      storage.set(storageKeys.demoTime, String(Date.now()));
    } else {
      storage.remove(storageKeys.demo);
      storage.remove(storageKeys.demoTime);
    }
    if (docs.changePassword) storage.set(storageKeys.changePassword, 'true');
    if (docs.twoFactorPending) storage.set(storageKeys.twoFactorPending, 'true');
    else storage.remove(storageKeys.twoFactorPending);
    set({
      token: docs.token,
      userType: docs.userType,
      isLogin: !docs.twoFactorPending,
      isDemo: docs.demo,
      twoFactorPending: docs.twoFactorPending,
      mustChangePassword: docs.changePassword,
      firstTimeLogin: true,
    });
  },
  setProfile(p) {
    if (p) {
      storage.set(storageKeys.profile, JSON.stringify(p));
      storage.set(storageKeys.profileTime, String(Date.now()));
    }
    set({ userData: p });
  },
  completeTwoFactor() {
    storage.remove(storageKeys.twoFactorPending);
    set({ twoFactorPending: false, isLogin: true });
  },
  passwordChanged() {
    storage.remove(storageKeys.changePassword);
    set({ mustChangePassword: false });
  },
  setMaintenance(on) {
    set({ isMaintenance: on });
  },
  setDuplicateScreen(on) {
    set({ isDuplicateScreen: on });
  },
  clear() {
    for (const k of [
      storageKeys.token,
      storageKeys.userType,
      storageKeys.changePassword,
      storageKeys.profile,
      storageKeys.profileTime,
      storageKeys.demo,
      storageKeys.demoTime,
      storageKeys.twoFactorPending,
    ]) {
      storage.remove(k);
    }
    set({ token: null, userType: null, isLogin: false, isDemo: false, twoFactorPending: false, mustChangePassword: false, userData: null });
  },
}));
