import { describe, expect, it } from 'vitest';
import { resultWarnings } from './result-warnings';

describe('result warnings', () => {
  it('warns that an in-play event settles every bet on every site', () => {
    expect(resultWarnings({ eventStatus: 'inPlay', marketStatus: 'suspended' }, 'declare')).toEqual([
      'This event is in play. Declaring now settles every bet on this market on every site.',
    ]);
    expect(resultWarnings({ eventStatus: 'inPlay', marketStatus: 'suspended' }, 'void')).toEqual([
      'This event is in play. Voiding now returns every stake on this market on every site.',
    ]);
    expect(resultWarnings({ eventStatus: 'inPlay', marketStatus: 'closed' }, 'rollback')).toEqual([
      'This event is in play. Rolling back now reopens every settled bet on this market on every site.',
    ]);
  });

  it('warns that a market still open takes bets until it is resulted, after the in-play warning', () => {
    expect(resultWarnings({ eventStatus: 'upcoming', marketStatus: 'open' }, 'declare')).toEqual([
      'This market is still open and taking bets. Declaring closes it and settles the bets matched so far.',
    ]);
    expect(resultWarnings({ eventStatus: 'inPlay', marketStatus: 'open' }, 'void')).toEqual([
      'This event is in play. Voiding now returns every stake on this market on every site.',
      'This market is still open and taking bets. Voiding closes it and returns every stake matched so far.',
    ]);
  });

  it('stays quiet for a suspended or closed market of an event that is not in play', () => {
    for (const eventStatus of ['upcoming', 'closed'] as const) {
      for (const marketStatus of ['suspended', 'closed'] as const) {
        for (const action of ['declare', 'void', 'rollback'] as const) {
          expect(resultWarnings({ eventStatus, marketStatus }, action)).toEqual([]);
        }
      }
    }
    // A roll-back leaves the market closed, so an open market is no reason to warn about it.
    expect(resultWarnings({ eventStatus: 'closed', marketStatus: 'open' }, 'rollback')).toEqual([]);
  });
});
