import { describe, expect, it } from 'vitest';
import { settledBetsOf } from '../../src/modules/settlement/settlement.repository.js';

/** A player's settled bets travel from the bets statement as one text field (settlement.repository.ts). */
describe('settledBetsOf', () => {
  it('reads every field of every bet', () => {
    const bets = settledBetsOf('-10000|7|b1c9e1a4-0000-4000-8000-000000000001,500|9|b1c9e1a4-0000-4000-8000-000000000002');
    expect(settledBetsOf('-4|5|only')).toEqual([{ id: 'only', pnl: -4, shareListId: 5, uplineShares: [] }]);
    expect(bets).toEqual([
      { id: 'b1c9e1a4-0000-4000-8000-000000000001', pnl: -10000, shareListId: 7, uplineShares: [] },
      { id: 'b1c9e1a4-0000-4000-8000-000000000002', pnl: 500, shareListId: 9, uplineShares: [] },
    ]);
    // Every bet starts on the same placeholder list, set by settleOpenBets once the lists are read.
    expect(bets[0]!.uplineShares).toBe(bets[1]!.uplineShares);
  });

  it('refuses a record it cannot read whole rather than settle a guess', () => {
    expect(() => settledBetsOf('150')).toThrow(/1 fields/);
    expect(() => settledBetsOf('150|3')).toThrow(/2 fields/);
    expect(() => settledBetsOf('150|3|b-1,150|3')).toThrow(/2 fields: 150\|3/);
    expect(() => settledBetsOf('150|3|b-2|x')).toThrow(/too many fields/);
    expect(() => settledBetsOf('1e2|3|b-3')).toThrow(/not an integer/);
    expect(() => settledBetsOf('|3|b-4')).toThrow(/empty number/);
    expect(() => settledBetsOf('99999999999999999|3|b-5')).toThrow(/too large/);
  });
});
