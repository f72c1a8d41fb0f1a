import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BET_MESSAGES } from '@backlay/contract';
import { useSession } from '../session-store';
import { applyMarketPrice, markAllPricesStale, usePriceStore } from '../live/price-store';
import { price } from '../live/test/fixtures';
import { resetBetSlip, useBetSlip } from './bet-slip-store';
import { quickBetStorageKey, readQuickBetSettings } from './quick-bet-settings';
import { slipBet } from './test/fixtures';

beforeEach(() => {
  localStorage.clear();
  resetBetSlip();
  usePriceStore.setState({ prices: {}, stale: {} });
});

describe('bet slip store', () => {
  it('starts empty with a stake of 0', () => {
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 0, isLoading: false, mode: 'betForm' });
  });

  it('lets one placement through at a time and keeps the bet while it runs', () => {
    const s = useBetSlip.getState();
    s.selectBet(slipBet());
    s.setStake(500);
    expect(useBetSlip.getState().beginPlacing(1_000)).toBe(true);
    expect(useBetSlip.getState().beginPlacing(1_001)).toBe(false);
    // A click on another price while placing does not replace the bet being placed.
    useBetSlip.getState().selectBet(slipBet({ teamId: 'r2', teamName: 'Australia' }));
    useBetSlip.getState().typeStake('9');
    expect(useBetSlip.getState()).toMatchObject({
      bet: { teamId: 'r1' },
      betSlipStake: 500,
      placing: { startedAt: 1_000, delaySecond: 5 },
    });

    useBetSlip.getState().placingFailed();
    expect(useBetSlip.getState()).toMatchObject({ isLoading: false, placing: null, bet: { teamId: 'r1' }, betSlipStake: 500 });
    expect(useBetSlip.getState().beginPlacing(2_000)).toBe(true);
    useBetSlip.getState().placed();
    expect(useBetSlip.getState()).toMatchObject({ isLoading: false, bet: null, betSlipStake: 0 });
  });

  it('Clear All resets the bet and the stake', () => {
    useBetSlip.getState().selectBet(slipBet());
    useBetSlip.getState().typeStake('0250');
    expect(useBetSlip.getState().betSlipStake).toBe(250);
    useBetSlip.getState().clear();
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 0 });
  });

  it('empties when the session ends', () => {
    useSession.setState({ isLogin: true });
    useBetSlip.getState().selectBet(slipBet());
    useSession.getState().clear();
    expect(useBetSlip.getState().bet).toBeNull();
  });

  it('quick bet: switching clears the bet and stake; a placed quick bet keeps its stake', () => {
    const s = useBetSlip.getState();
    s.selectBet(slipBet());
    s.setStake(700);
    s.setQuickBet(true);
    expect(useBetSlip.getState()).toMatchObject({ quickBet: true, quickBetValue: 0, bet: null, betSlipStake: 0 });

    useBetSlip.getState().selectQuickStake(2000);
    expect(useBetSlip.getState().selectQuickBet(slipBet(), 2000)).toBe(true);
    expect(useBetSlip.getState().beginPlacing(1_000)).toBe(true);
    // Another price while this one is placed changes nothing.
    expect(useBetSlip.getState().selectQuickBet(slipBet({ teamId: 'r2' }), 2000)).toBe(false);
    useBetSlip.getState().placed();
    expect(useBetSlip.getState()).toMatchObject({ bet: null, betSlipStake: 2000, quickBet: true, quickBetValue: 2000 });

    // Off again: the quick stake does not stay on the slip.
    useBetSlip.getState().setQuickBet(false);
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, quickBetValue: 0, betSlipStake: 0 });
  });

  it("quick bet: survives a reload of this session, and is off for the next account's", async () => {
    localStorage.setItem('token', 'first');
    localStorage.setItem('userType', 'user');
    useSession.setState({ isLogin: true, token: 'first' });
    useBetSlip.getState().setQuickBet(true);
    useBetSlip.getState().selectQuickStake(3000);
    expect(readQuickBetSettings('first')).toEqual({ quickBet: true, quickBetValue: 3000, acceptAnyOdds: false });

    // A reload: the modules start again from local storage.
    vi.resetModules();
    const reloaded = await import('./bet-slip-store');
    expect(reloaded.useBetSlip.getState()).toMatchObject({ quickBet: true, quickBetValue: 3000, bet: null });

    // Another session on this browser (a new token) starts with quick bet off.
    useSession.setState({ token: 'second' });
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, quickBetValue: 0 });
    expect(readQuickBetSettings('first')).toEqual({ quickBet: false, quickBetValue: 0, acceptAnyOdds: false });

    useBetSlip.getState().setQuickBet(true);
    useSession.getState().clear();
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, quickBetValue: 0 });
    expect(localStorage.getItem(quickBetStorageKey)).toBeNull();
  });

  describe("after an 'Odds changed' refusal", () => {
    /** Match Odds 1.1 with India (r1) backed at `back` and laid at `lay`. */
    const moved = (seq: number, back: number, lay = 1.9, status: 'open' | 'suspended' = 'open') =>
      price('1.1', seq, {
        status,
        runners: [
          { id: 'r1', status: 'active', back: [{ odd: back, run: 300 + seq }], lay: [{ odd: lay, run: 100 }] },
          { id: 'r2', status: 'active', back: [{ odd: 2.1, run: 700 }], lay: [{ odd: 2.14, run: 300 }] },
        ],
      });

    /** Back India at 1.85 (the fixture), placed and refused with the price-changed message. */
    function refusedForPrice(isPriceChanged = true) {
      const s = useBetSlip.getState();
      s.selectBet(slipBet());
      s.setStake(500);
      s.beginPlacing(1_000);
      useBetSlip.getState().placingFailed(BET_MESSAGES.priceChanged, isPriceChanged);
    }

    it("keeps the player's odds and shows the live best price of its side beside them, line and size included", () => {
      applyMarketPrice(moved(2, 1.8));
      refusedForPrice();
      expect(useBetSlip.getState()).toMatchObject({
        bet: { teamId: 'r1', oddType: 'BACK', odd: 1.85 },
        newPrice: { odd: 1.8, run: 302 },
        betSlipStake: 500,
        isLoading: false,
        isWatchingPrice: true,
        lastError: BET_MESSAGES.priceChanged,
      });
      useBetSlip.getState().takeNewPrice();
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.8, run: 302 }, newPrice: null, isWatchingPrice: false, lastError: null });
    });

    it('reads the lay ladder for a lay', () => {
      applyMarketPrice(moved(2, 1.8, 1.95));
      const s = useBetSlip.getState();
      s.selectBet(slipBet({ oddType: 'LAY', odd: 1.87 }));
      s.beginPlacing(1_000);
      useBetSlip.getState().placingFailed(BET_MESSAGES.priceChanged, true);
      expect(useBetSlip.getState()).toMatchObject({ bet: { oddType: 'LAY', odd: 1.87 }, newPrice: { odd: 1.95, run: 100 } });
    });

    it('keeps watching the market (the socket may bring the new price just after the refusal), never moving the bet', () => {
      refusedForPrice();
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, newPrice: null });
      applyMarketPrice(moved(3, 1.79));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, newPrice: { odd: 1.79, run: 303 } });
      // Suspended, or a dropped live channel: nothing is on offer, nothing is shown.
      applyMarketPrice(moved(4, 1.7, 1.9, 'suspended'));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, newPrice: null });
      markAllPricesStale();
      expect(useBetSlip.getState().newPrice).toBeNull();
      applyMarketPrice(moved(5, 1.76));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, newPrice: { odd: 1.76 } });
    });

    it('stops watching once the player sets the odds, places again or picks another bet', () => {
      const fresh = () => usePriceStore.setState({ prices: {}, stale: {} });
      refusedForPrice();
      useBetSlip.getState().stepOdd(1);
      applyMarketPrice(moved(2, 1.7));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.86 }, isWatchingPrice: false, newPrice: null });

      fresh();
      refusedForPrice();
      useBetSlip.getState().beginPlacing(2_000);
      applyMarketPrice(moved(3, 1.6));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, newPrice: null });
      useBetSlip.getState().placingFailed('Market is suspended, bet not placed');
      applyMarketPrice(moved(4, 1.5));
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, isWatchingPrice: false, newPrice: null });

      fresh();
      refusedForPrice();
      useBetSlip.getState().selectBet(slipBet({ teamId: 'r2', teamName: 'Australia', odd: 2.1 }));
      applyMarketPrice(moved(5, 1.4));
      expect(useBetSlip.getState()).toMatchObject({ bet: { teamId: 'r2', odd: 2.1, run: 2500 }, isWatchingPrice: false, newPrice: null });
    });

    it('shows nothing after another refusal, and takes no new price under the confirmation dialog', () => {
      applyMarketPrice(moved(2, 1.8));
      refusedForPrice(false);
      expect(useBetSlip.getState()).toMatchObject({ bet: { odd: 1.85 }, isWatchingPrice: false, newPrice: null });

      refusedForPrice();
      useBetSlip.getState().setConfirming(true);
      useBetSlip.getState().takeNewPrice();
      expect(useBetSlip.getState().bet).toMatchObject({ odd: 1.85 });
    });
  });
});
