import { create } from 'zustand';
import { storage } from './storage';
import { storageKeys } from '../config/paths';
import { passedPreference } from './game-frame-preferences';

/** The auth popups are mutually exclusive: at most one is open (docs/product.md §2). */
export type AuthPopup = 'login' | 'register' | 'forgotPassword' | 'changePassword';

export interface UiState {
  authPopup: AuthPopup | null;
  openAuthPopup(p: AuthPopup): void;
  closeAuthPopup(): void;
  isSideMenuOpen: boolean;
  setSideMenuOpen(open: boolean): void;
  isRulesOpen: boolean;
  setRulesOpen(open: boolean): void;
  /** Night mode, kept in local storage 'theme'; dark unless 'light' was chosen. */
  colorMode: ColorMode;
  setColorMode(mode: ColorMode): void;
  /** The Switch Theme button's alternative header layout (domains with features.switchTheme). */
  layoutTheme: LayoutTheme;
  toggleLayoutTheme(): void;
  /** Desktop (>= 1200 px): the side menu column is hidden. */
  isSideMenuCollapsed: boolean;
  setSideMenuCollapsed(collapsed: boolean): void;
  /**
   * The money drawer open over the page (docs/product.md §2): the Deposit or Withdraw drawer
   * the header and wallet shortcuts open, or the header's Transaction modal. Rendered by
   * features/money (money-sheets.tsx), mounted in the shell.
   */
  moneySheet: MoneySheet | null;
  openMoneySheet(sheet: MoneySheet): void;
  closeMoneySheet(): void;
}

export type MoneySheet = 'deposit' | 'withdraw' | 'transaction';

export const COLOR_MODES = ['dark', 'light'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type LayoutTheme = 'modern' | 'classic';

export function isColorMode(v: unknown): v is ColorMode {
  return COLOR_MODES.some((m) => m === v);
}

/**
 * The stored choice; else the one the game screen passed to its framed studio page, which has
 * no storage (lib/game-frame-preferences.ts); else dark. public/pre-paint-theme.js agrees.
 */
function initialColorMode(): ColorMode {
  const stored = storage.get(storageKeys.theme);
  return isColorMode(stored) ? stored : (passedPreference('colorMode', isColorMode) ?? 'dark');
}

export const useUi = create<UiState>((set) => ({
  authPopup: null,
  openAuthPopup: (p) => set({ authPopup: p }),
  closeAuthPopup: () => set({ authPopup: null }),
  isSideMenuOpen: false,
  setSideMenuOpen: (open) => set({ isSideMenuOpen: open }),
  isRulesOpen: false,
  setRulesOpen: (open) => set({ isRulesOpen: open }),
  colorMode: initialColorMode(),
  setColorMode: (mode) => {
    storage.set(storageKeys.theme, mode);
    set({ colorMode: mode });
  },
  layoutTheme: storage.get(storageKeys.layoutTheme) === 'classic' ? 'classic' : 'modern',
  toggleLayoutTheme: () =>
    set((s) => {
      const next: LayoutTheme = s.layoutTheme === 'classic' ? 'modern' : 'classic';
      storage.set(storageKeys.layoutTheme, next);
      return { layoutTheme: next };
    }),
  isSideMenuCollapsed: false,
  setSideMenuCollapsed: (collapsed) => set({ isSideMenuCollapsed: collapsed }),
  moneySheet: null,
  openMoneySheet: (sheet) => set({ moneySheet: sheet }),
  closeMoneySheet: () => set({ moneySheet: null }),
}));
