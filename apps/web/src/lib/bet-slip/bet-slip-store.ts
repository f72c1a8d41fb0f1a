import { create } from 'zustand';
import { useSession } from '../session-store';
import { sanitizeStake, type SlipBet } from './slip-bet';
import { stepSlipOdd } from './odds-step';

/**
 * The panel shows one thing at a time (platform-core §4 "Panel modes are exclusive"). Editing
 * stakes has its own page (/button-values), so the panel itself switches between the bet form
 * and the open bets list.
 */
export type SlipMode = 'betForm' | 'openBets';

/** The placement in flight: the loader counts down the market's delay from `startedAt`. */
export interface Placing {
  startedAt: number;
  delaySecond: number;
}

/**
 * Client state of the bet slip (platform-core §3 "Bet slip current bet", §4 "Bet slip").
 * Empty -> bet selected -> (confirmation) -> placing -> done. Server state (open bets, stakes)
 * lives in TanStack Query; this store only holds what the player is about to bet.
 */
export interface BetSlipState {
  bet: SlipBet | null;
  /** Rupees, whole; 0 is "no stake yet" (the spec's initial slip stake). */
  betSlipStake: number;
  mode: SlipMode;
  /** A placement is in flight: a new one is ignored until it answers (platform-core §5). */
  isLoading: boolean;
  placing: Placing | null;
  /** The confirmation dialog (profile's confirmBets) is asking about the current bet. */
  isConfirming: boolean;
  /** Phones and tablets (<= 900 px): the slip opens as a bottom drawer. */
  isDrawerOpen: boolean;
  /**
   * Why the last placement failed, shown in the slip itself: a toast sits under the modal
   * drawer on phones, and the player must see why the bet is still there.
   */
  lastError: string | null;

  /** A price was clicked. Ignored while a placement is in flight, so the bet on the loader stays. */
  selectBet(bet: SlipBet): void;
  setOdd(odd: number): void;
  stepOdd(direction: 1 | -1): void;
  /** Raw input text: digits only, leading zeros stripped. */
  typeStake(text: string): void;
  setStake(rupees: number): void;
  /** Clear All: the bet and the stake go back to empty and 0. */
  clear(): void;
  setMode(mode: SlipMode): void;
  setConfirming(on: boolean): void;
  setDrawerOpen(open: boolean): void;
  /**
   * Starts a placement unless one is in flight; answers whether it started. Checked and set in
   * one synchronous step, so a double click can never send two orders.
   */
  beginPlacing(now: number): boolean;
  /** The order was accepted: the slip empties (platform-core §4 "On success"). */
  placed(): void;
  /** The order failed: loading goes off, the bet stays for another try, the reason shows. */
  placingFailed(message?: string): void;
}

const EMPTY = { bet: null, betSlipStake: 0, isConfirming: false, lastError: null } as const;

export const useBetSlip = create<BetSlipState>((set, get) => ({
  ...EMPTY,
  mode: 'betForm',
  isLoading: false,
  placing: null,
  isDrawerOpen: false,
  lastError: null,
  selectBet(bet) {
    if (get().isLoading) return;
    set({ bet, mode: 'betForm', isConfirming: false, isDrawerOpen: true, lastError: null });
  },
  setOdd(odd) {
    const { bet, isLoading } = get();
    if (bet && !isLoading) set({ bet: { ...bet, odd: Math.max(0, odd) }, lastError: null });
  },
  stepOdd(direction) {
    const { bet, isLoading } = get();
    if (bet && !isLoading) set({ bet: { ...bet, odd: stepSlipOdd(bet.marketType, bet.odd, direction) }, lastError: null });
  },
  typeStake(text) {
    if (!get().isLoading) set({ betSlipStake: sanitizeStake(text), lastError: null });
  },
  setStake(rupees) {
    if (!get().isLoading) set({ betSlipStake: sanitizeStake(String(Math.trunc(Math.max(0, rupees)))) });
  },
  clear() {
    if (!get().isLoading) set(EMPTY);
  },
  setMode(mode) {
    set({ mode });
  },
  setConfirming(on) {
    set({ isConfirming: on });
  },
  setDrawerOpen(open) {
    set({ isDrawerOpen: open });
  },
  beginPlacing(now) {
    const { bet, isLoading } = get();
    if (isLoading || !bet) return false;
    set({ isLoading: true, isConfirming: false, placing: { startedAt: now, delaySecond: bet.delaySecond }, lastError: null });
    return true;
  },
  placed() {
    set({ ...EMPTY, isLoading: false, placing: null, isDrawerOpen: false });
  },
  placingFailed(message) {
    set({ isLoading: false, placing: null, lastError: message ?? null });
  },
}));

/** Logout clears the bet slip (platform-core §4 "Session"). */
export function resetBetSlip(): void {
  useBetSlip.setState({ ...EMPTY, mode: 'betForm', isLoading: false, placing: null, isDrawerOpen: false });
}

// Any way the session ends (logout, a 401, demo expiry) empties the slip: the next account on
// this browser must never find the last one's bet waiting.
useSession.subscribe((s, before) => {
  if (before.isLogin && !s.isLogin) resetBetSlip();
});
