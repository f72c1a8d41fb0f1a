import { create } from 'zustand';

/** The auth popups are mutually exclusive: at most one is open (platform-core §2). */
export type AuthPopup = 'login' | 'register' | 'forgotPassword' | 'changePassword';

export interface UiState {
  authPopup: AuthPopup | null;
  openAuthPopup(p: AuthPopup): void;
  closeAuthPopup(): void;
  isSideMenuOpen: boolean;
  setSideMenuOpen(open: boolean): void;
  isRulesOpen: boolean;
  setRulesOpen(open: boolean): void;
}

export const useUi = create<UiState>((set) => ({
  authPopup: null,
  openAuthPopup: (p) => set({ authPopup: p }),
  closeAuthPopup: () => set({ authPopup: null }),
  isSideMenuOpen: false,
  setSideMenuOpen: (open) => set({ isSideMenuOpen: open }),
  isRulesOpen: false,
  setRulesOpen: (open) => set({ isRulesOpen: open }),
}));
