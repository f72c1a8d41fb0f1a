import { create } from 'zustand';
import { useSession } from '../session-store';
import { usePriceStore, type PriceState } from '../live/price-store';
import { liveSlipPrice, sanitizeStake, type SlipBet } from './slip-bet';
import type { PriceLevel } from '@backlay/contract';
import { stepSlipOdd } from './odds-step';
import { forgetQuickBetSettings, readQuickBetSettings, writeQuickBetSettings, QUICK_BET_OFF } from './quick-bet-settings';

/**
 * The panel shows one thing at a time (docs/product.md §4 "Panel modes are exclusive"): the bet
 * form, the open bets list, or one of the two editors (stake buttons, quick-bet amounts).
 */
export type SlipMode = 'betForm' | 'openBets' | 'editStakes' | 'editQuickBets';

/** The placement in flight: the loader counts down the market's delay from `startedAt`. */
export interface Placing {
  startedAt: number;
  delaySecond: number;
}

/**
 * Client state of the bet slip (docs/product.md §3 "Bet slip current bet", §4 "Bet slip").
 * Empty -> bet selected -> (confirmation) -> placing -> done. Server state (open bets, stakes)
 * lives in TanStack Query; this store only holds what the player is about to bet.
 */
export interface BetSlipState {
  bet: SlipBet | null;
  /** Rupees, whole; 0 is "no stake yet" (the initial slip stake of docs/product.md §9). */
  betSlipStake: number;
  mode: SlipMode;
  /** A placement is in flight: a new one is ignored until it answers (docs/product.md §5). */
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
  /**
   * Quick bet (docs/product.md §4): a click on a price places the bet at once with the selected
   * quick stake. Kept per session in local storage (quick-bet-settings.ts).
   */
  quickBet: boolean;
  /** Rupees of the selected quick button; 0 = the first (the default selection in docs/product.md). */
  quickBetValue: number;
  /**
   * The server refused the order with 'Odds changed' (the price moved during the check or the
   * market's delay): the slip watches the live price of its selection and shows it beside the
   * player's (`newPrice`), never changing the player's odds by itself; one tap takes it
   * (`takeNewPrice`). docs/product.md says only "On failure loading goes off"; this keeps the bet
   * resubmittable. It stops when the player sets the odds, places again or picks another bet.
   */
  isWatchingPrice: boolean;
  /** The live best price of the selection while it differs from the player's (see isWatchingPrice). */
  newPrice: PriceLevel | null;
  /**
   * The player's choice: "my price or better" (false) or "accept any odds" (true: the bet is
   * matched at the price on offer when it is placed; a session line never moves). Kept with the
   * quick-bet setting, per session (quick-bet-settings.ts).
   */
  acceptAnyOdds: boolean;

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
   * Quick bet switched (after the player accepted that the bet on the slip is cleared): the
   * bet and stake empty and the first quick button is selected. Ignored while placing.
   */
  setQuickBet(on: boolean): void;
  /** A quick button pressed: it becomes the quick stake, and the stake of the bet on the slip. */
  selectQuickStake(rupees: number): void;
  /**
   * A price clicked with quick bet on: the bet goes on the slip with the quick stake, ready to
   * be sent. False (nothing changed) while a placement is in flight.
   */
  selectQuickBet(bet: SlipBet, stake: number): boolean;
  /** The slip's own check refused the bet: shown in the slip (usePlaceBet). */
  showProblem(message: string): void;
  /**
   * Starts a placement unless one is in flight; answers whether it started. Checked and set in
   * one synchronous step, so a double click can never send two orders.
   */
  beginPlacing(now: number): boolean;
  /**
   * The order was accepted: the slip empties (docs/product.md §4 "On success"); with quick bet on
   * the stake stays, ready for the next click.
   */
  placed(): void;
  /**
   * The order failed: loading goes off, the bet stays for another try, the reason shows. With
   * `isPriceChanged` (an 'Odds changed' refusal) the slip watches the live price (isWatchingPrice).
   */
  placingFailed(message?: string, isPriceChanged?: boolean): void;
  /** Notes the live best price of the selection while watching it (see isWatchingPrice). */
  watchLivePrice(prices: Pick<PriceState, 'prices' | 'stale'>): void;
  /** The new price shown beside the player's becomes the bet's odds. */
  takeNewPrice(): void;
  setAcceptAnyOdds(on: boolean): void;
}

const NOT_WATCHING = { isWatchingPrice: false, newPrice: null } as const;
const EMPTY = { bet: null, betSlipStake: 0, isConfirming: false, lastError: null, ...NOT_WATCHING } as const;

export const useBetSlip = create<BetSlipState>((set, get) => ({
  ...EMPTY,
  mode: 'betForm',
  isLoading: false,
  placing: null,
  isDrawerOpen: false,
  lastError: null,
  ...NOT_WATCHING,
  ...readQuickBetSettings(useSession.getState().token),
  selectBet(bet) {
    if (get().isLoading) return;
    set({ bet, mode: 'betForm', isConfirming: false, isDrawerOpen: true, lastError: null, ...NOT_WATCHING });
  },
  setOdd(odd) {
    const { bet, isLoading } = get();
    if (bet && !isLoading) set({ bet: { ...bet, odd: Math.max(0, odd) }, lastError: null, ...NOT_WATCHING });
  },
  stepOdd(direction) {
    const { bet, isLoading } = get();
    if (bet && !isLoading) {
      set({ bet: { ...bet, odd: stepSlipOdd(bet.marketType, bet.odd, direction) }, lastError: null, ...NOT_WATCHING });
    }
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
  setQuickBet(on) {
    if (get().isLoading) return;
    set({ ...EMPTY, mode: 'betForm', quickBet: on, quickBetValue: 0 });
  },
  selectQuickStake(rupees) {
    if (get().isLoading) return;
    const stake = sanitizeStake(String(Math.trunc(Math.max(0, rupees))));
    set({ quickBetValue: stake, betSlipStake: stake, lastError: null });
  },
  selectQuickBet(bet, stake) {
    if (get().isLoading) return false;
    set({ bet, betSlipStake: stake, mode: 'betForm', isConfirming: false, isDrawerOpen: true, lastError: null, ...NOT_WATCHING });
    return true;
  },
  showProblem(message) {
    set({ lastError: message });
  },
  beginPlacing(now) {
    const { bet, isLoading } = get();
    if (isLoading || !bet) return false;
    set({
      isLoading: true,
      isConfirming: false,
      placing: { startedAt: now, delaySecond: bet.delaySecond },
      lastError: null,
      ...NOT_WATCHING,
    });
    return true;
  },
  placed() {
    const { quickBet, betSlipStake } = get();
    set({ ...EMPTY, betSlipStake: quickBet ? betSlipStake : 0, isLoading: false, placing: null, isDrawerOpen: false });
  },
  placingFailed(message, isPriceChanged = false) {
    set({
      isLoading: false,
      placing: null,
      lastError: message ?? null,
      isWatchingPrice: isPriceChanged && get().bet !== null,
      newPrice: null,
    });
    if (isPriceChanged) get().watchLivePrice(usePriceStore.getState());
  },
  watchLivePrice({ prices, stale }) {
    const { bet, isWatchingPrice, isLoading, newPrice } = get();
    if (!bet || !isWatchingPrice || isLoading) return;
    const live = liveSlipPrice(bet, prices[bet.marketId], stale[bet.marketId] === true);
    // Nothing on offer (suspended, empty side), or the player's own price: nothing to show.
    const shown = live && (live.odd !== bet.odd || live.run !== bet.run) ? live : null;
    if (shown?.odd !== newPrice?.odd || shown?.run !== newPrice?.run) set({ newPrice: shown ? { odd: shown.odd, run: shown.run } : null });
  },
  takeNewPrice() {
    const { bet, newPrice, isLoading, isConfirming } = get();
    if (!bet || !newPrice || isLoading || isConfirming) return;
    set({ bet: { ...bet, odd: newPrice.odd, run: newPrice.run }, lastError: null, ...NOT_WATCHING });
  },
  setAcceptAnyOdds(on) {
    if (!get().isLoading) set({ acceptAnyOdds: on });
  },
}));

/** Logout clears the bet slip (docs/product.md §4 "Session"), quick bet included. */
export function resetBetSlip(): void {
  useBetSlip.setState({ ...EMPTY, ...QUICK_BET_OFF, mode: 'betForm', isLoading: false, placing: null, isDrawerOpen: false });
}

// Any way the session ends (logout, a 401, demo expiry) empties the slip: the next account on
// this browser must never find the last one's bet waiting, nor quick bet switched on. A new
// session starts from the quick-bet setting it saved itself (none for a fresh login).
useSession.subscribe((s, before) => {
  if (before.isLogin && !s.isLogin) {
    resetBetSlip();
    forgetQuickBetSettings();
  } else if (s.token !== before.token) {
    useBetSlip.setState(readQuickBetSettings(s.token));
  }
});

// Watching the live price after an 'Odds changed' refusal (isWatchingPrice): the refusal may
// come a moment before the socket brings the new price, so the slip keeps noting it.
usePriceStore.subscribe((prices) => useBetSlip.getState().watchLivePrice(prices));

useBetSlip.subscribe((s, before) => {
  if (s.quickBet !== before.quickBet || s.quickBetValue !== before.quickBetValue || s.acceptAnyOdds !== before.acceptAnyOdds) {
    writeQuickBetSettings(useSession.getState().token, {
      quickBet: s.quickBet,
      quickBetValue: s.quickBetValue,
      acceptAnyOdds: s.acceptAnyOdds,
    });
  }
});
