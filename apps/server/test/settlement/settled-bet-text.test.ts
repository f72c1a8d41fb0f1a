import { describe, expect, it } from 'vitest';
import { settledBetOf } from '../../src/modules/settlement/settlement.repository.js';

/** A settled bet travels from the bets statement as one text field (settlement.repository.ts). */
describe('settledBetOf', () => {
  const shares = JSON.stringify([{ userId: 'u-wl', role: 'whiteLabel', bps: 2000 }]);

  it('reads every field, and parses a shares list once for all the bets that carry it', () => {
    const parsed = new Map();
    const first = settledBetOf('185|0|10000|-10000|7|lay|b-1|12345', 'player-1', shares, parsed);
    expect(first).toEqual({
      id: 'b-1',
      userId: 'player-1',
      runnerId: '12345',
      side: 'lay',
      odd: 185,
      run: 0,
      stake: 10000,
      pnl: -10000,
      uplineShares: [{ userId: 'u-wl', role: 'whiteLabel', bps: 2000 }],
    });
    const second = settledBetOf('0|42|500|500|7|back|b-2|r', 'player-2', null, parsed);
    expect(second).toMatchObject({ id: 'b-2', userId: 'player-2', run: 42, pnl: 500, side: 'back' });
    expect(second.uplineShares).toBe(first.uplineShares);
  });

  it('keeps a runner id that holds the separator whole (it is the last field)', () => {
    const bet = settledBetOf('250|0|100|150|3|back|b-3|team|a|b', 'p', shares, new Map());
    expect(bet.runnerId).toBe('team|a|b');
    expect(bet.id).toBe('b-3');
  });

  it('refuses a bet whose shares list it was never given', () => {
    expect(() => settledBetOf('250|0|100|150|9|back|b-4|r', 'p', null, new Map())).toThrow(/shares list 9/);
  });
});
