import { describe, expect, it } from 'vitest';
import { averageMarketBets, groupOpenBets } from './group-open-bets';
import { openBet } from './test/fixtures';

describe('open bets grouping', () => {
  it('groups by event, then market, in the order of each group’s newest bet', () => {
    const a = openBet({ market: { id: '1.1', name: 'Match Odds', event: { id: 'e1', name: 'India v Australia' } } });
    const b = openBet({ market: { id: '2.1', name: 'Match Odds', event: { id: 'e2', name: 'Chelsea v Arsenal' } } });
    const c = openBet({ market: { id: 'bm.1', name: 'Bookmaker', event: { id: 'e1', name: 'India v Australia' } } });
    const d = openBet({ market: { id: '1.1', name: 'Match Odds', event: { id: 'e1', name: 'India v Australia' } } });
    const groups = groupOpenBets([a, b, c, d]);
    expect(groups.map((g) => [g.eventName, g.markets.map((m) => [m.marketName, m.bets.map((x) => x._id)])])).toEqual([
      [
        'India v Australia',
        [
          ['Match Odds', [a._id, d._id]],
          ['Bookmaker', [c._id]],
        ],
      ],
      ['Chelsea v Arsenal', [['Match Odds', [b._id]]]],
    ]);
  });

  it('averages each side of each selection, stake-weighted', () => {
    const rows = averageMarketBets([
      openBet({ odds: { teamId: 'r1', type: 'back', odd: 2 }, stake: 1000 }),
      openBet({ odds: { teamId: 'r1', type: 'back', odd: 3 }, stake: 3000 }),
      openBet({ odds: { teamId: 'r1', type: 'lay', odd: 2.2 }, stake: 500 }),
    ]);
    expect(rows.map(({ side, odd, stake, count }) => ({ side, odd, stake, count }))).toEqual([
      { side: 'back', odd: 2.75, stake: 4000, count: 2 },
      { side: 'lay', odd: 2.2, stake: 500, count: 1 },
    ]);
  });

  it('keeps session bets at different lines apart', () => {
    const session = { id: 's.1', type: 'session' as const };
    const rows = averageMarketBets([
      openBet({ market: session, odds: { teamId: 'line', type: 'back', run: 46, odd: 100 } }),
      openBet({ market: session, odds: { teamId: 'line', type: 'back', run: 48, odd: 100 } }),
    ]);
    expect(rows.map((r) => r.run)).toEqual([46, 48]);
  });
});
