import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session-store';
import { resetBetSlip, useBetSlip } from './bet-slip-store';
import { quickBetStorageKey, readQuickBetSettings } from './quick-bet-settings';
import { slipBet } from './test/fixtures';

beforeEach(() => {
  localStorage.clear();
  resetBetSlip();
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
    expect(readQuickBetSettings('first')).toEqual({ quickBet: true, quickBetValue: 3000 });

    // A reload: the modules start again from local storage.
    vi.resetModules();
    const reloaded = await import('./bet-slip-store');
    expect(reloaded.useBetSlip.getState()).toMatchObject({ quickBet: true, quickBetValue: 3000, bet: null });

    // Another session on this browser (a new token) starts with quick bet off.
    useSession.setState({ token: 'second' });
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, quickBetValue: 0 });
    expect(readQuickBetSettings('first')).toEqual({ quickBet: false, quickBetValue: 0 });

    useBetSlip.getState().setQuickBet(true);
    useSession.getState().clear();
    expect(useBetSlip.getState()).toMatchObject({ quickBet: false, quickBetValue: 0 });
    expect(localStorage.getItem(quickBetStorageKey)).toBeNull();
  });
});
