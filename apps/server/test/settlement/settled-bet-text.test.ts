import { describe, expect, it } from 'vitest';
import { settledBetsOf } from '../../src/modules/settlement/settlement.repository.js';

/** A player's settled bets travel from the bets statement as one text field (settlement.repository.ts). */
describe('settledBetsOf', () => {
  const runners = ['r-home', 'r-away', 'r-draw'];

  it('reads every field of every bet, the runner by its place in the market', () => {
    const bets = settledBetsOf('185|0|10000|-10000|7|lay|b-1|2,0|42|500|500|9|back|b-2|1', 'player-1', runners);
    expect(settledBetsOf('1|2|3|-4|5|lay|only|1', 'u', runners)).toMatchObject([
      { odd: 1, run: 2, stake: 3, pnl: -4, shareListId: 5, id: 'only' },
    ]);
    expect(bets).toEqual([
      {
        id: 'b-1',
        userId: 'player-1',
        runnerId: 'r-away',
        side: 'lay',
        odd: 185,
        run: 0,
        stake: 10000,
        pnl: -10000,
        shareListId: 7,
        uplineShares: [],
      },
      expect.objectContaining({ id: 'b-2', runnerId: 'r-home', run: 42, pnl: 500, side: 'back', shareListId: 9 }),
    ]);
  });

  it('reads a runner the market no longer lists from its hex, separators and all', () => {
    const id = 'team|a,b é';
    const [bet] = settledBetsOf(`250|0|100|150|3|back|b-3|=${Buffer.from(id, 'utf8').toString('hex')}`, 'p', runners);
    expect(bet!.runnerId).toBe(id);
  });

  it('refuses a record it cannot read whole rather than settle a guess', () => {
    expect(() => settledBetsOf('250|0|100|150|3|back|b-4|4', 'p', runners)).toThrow(/runner 4/);
    expect(() => settledBetsOf('250|0|100|150|3|back|b-5', 'p', runners)).toThrow(/7 fields/);
    expect(() => settledBetsOf('250|0|100|150|3|back|b-5|1|2', 'p', runners)).toThrow(/too many fields/);
    expect(() => settledBetsOf('250|0|1e2|150|3|back|b-6|1', 'p', runners)).toThrow(/not an integer/);
    expect(() => settledBetsOf('250||100|150|3|back|b-7|1', 'p', runners)).toThrow(/empty number/);
    expect(() => settledBetsOf('250|0|100|150|3|backs|b-8|1', 'p', runners)).toThrow(/not a side/);
    expect(() => settledBetsOf('250|0|100|99999999999999999|3|back|b-9|1', 'p', runners)).toThrow(/too large/);
  });
});
