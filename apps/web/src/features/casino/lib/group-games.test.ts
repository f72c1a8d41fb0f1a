import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BACKLAY_ORIGINALS } from '@backlay/contract';
import { testGame } from '../test/fixtures';
import { chosenProvider, groupByProvider, orderProviders } from './group-games';

describe('groupByProvider', () => {
  it('keeps the catalogue order of providers and of games inside each provider', () => {
    const games = [
      testGame({ _id: 'a', name: 'Crash', subProviderName: BACKLAY_ORIGINALS }),
      testGame({ _id: 'b', name: 'Aviator', subProviderName: 'Spribe' }),
      testGame({ _id: 'c', name: 'Lucky', subProviderName: BACKLAY_ORIGINALS }),
      testGame({ _id: 'd', name: 'JetX', subProviderName: 'Smartsoft' }),
    ];
    expect(groupByProvider(games).map((g) => [g.subProviderName, g.games.map((x) => x._id)])).toEqual([
      [BACKLAY_ORIGINALS, ['a', 'c']],
      ['Spribe', ['b']],
      ['Smartsoft', ['d']],
    ]);
  });

  it('shows a game repeated across pages once', () => {
    const a = testGame({ _id: 'a', name: 'Crash' });
    expect(groupByProvider([a, a]).flatMap((g) => g.games)).toEqual([a]);
  });

  it('loses no game and invents none', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.integer({ min: 0, max: 30 }), p: fc.constantFrom('A', 'B', 'C') })), (rows) => {
        const games = rows.map((r) => testGame({ _id: `g${r.id}`, name: `G${r.id}`, subProviderName: r.p }));
        const grouped = groupByProvider(games);
        const ids = grouped.flatMap((g) => g.games.map((x) => x._id));
        expect(new Set(ids)).toEqual(new Set(games.map((g) => g._id)));
        expect(ids).toHaveLength(new Set(ids).size);
        for (const g of grouped) expect(g.games.every((x) => x.subProviderName === g.subProviderName)).toBe(true);
      }),
    );
  });
});

describe('orderProviders', () => {
  it('puts the fixed list first, in its order, then the rest alphabetically', () => {
    expect(orderProviders(['Zeta', 'Spribe', 'Alpha', BACKLAY_ORIGINALS, 'Evolution', 'Spribe'])).toEqual([
      BACKLAY_ORIGINALS,
      'Evolution',
      'Spribe',
      'Alpha',
      'Zeta',
    ]);
  });
});

describe('chosenProvider', () => {
  it('keeps a provider of the list and falls back to all otherwise', () => {
    expect(chosenProvider('Spribe', ['Spribe', 'Ezugi'])).toBe('Spribe');
    expect(chosenProvider('Gone', ['Spribe'])).toBeNull();
    expect(chosenProvider(null, ['Spribe'])).toBeNull();
  });
});
