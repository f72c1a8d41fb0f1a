import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../session-store';
import { resetBetSlip, useBetSlip } from './bet-slip-store';
import { slipBet } from './test/fixtures';

beforeEach(() => resetBetSlip());

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
});
