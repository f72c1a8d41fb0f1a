import { describe, expect, it } from 'vitest';
import { isSessionMarket, resultBody, standingWinner } from './market-result';

describe('market result body', () => {
  it('sends exactly one of winner, score or void', () => {
    expect(resultBody('1.2', { kind: 'winner', teamId: 't1' })).toEqual({ body: { marketId: '1.2', teamId: 't1' } });
    expect(resultBody('1.2', { kind: 'score', run: ' 187 ' })).toEqual({ body: { marketId: '1.2', run: 187 } });
    expect(resultBody('1.2', { kind: 'void' })).toEqual({ body: { marketId: '1.2', void: true } });
  });

  it('asks for a winner and for a whole final score before sending', () => {
    expect(resultBody('1.2', { kind: 'winner', teamId: '' })).toEqual({ error: 'Choose the winner' });
    for (const run of ['', '12.5', '-3', 'abc']) {
      expect(resultBody('1.2', { kind: 'score', run })).toEqual({ error: 'Enter the final score as a whole number of runs' });
    }
  });

  it('reads the standing winner and the market kind', () => {
    const teams = [
      { id: 'a', name: 'India', status: 'loser' as const, back: [], lay: [], sort: 0 },
      { id: 'b', name: 'Australia', status: 'winner' as const, back: [], lay: [], sort: 1 },
    ];
    expect(standingWinner({ teams })).toBe('Australia');
    expect(standingWinner({ teams: teams.map((t) => ({ ...t, status: 'active' as const })) })).toBeNull();
    expect(isSessionMarket({ type: 'session' })).toBe(true);
    expect(isSessionMarket({ type: 'bookmaker' })).toBe(false);
  });
});
