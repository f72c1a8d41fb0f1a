import type { DeclareResultBody, Market } from '@backlay/contract';

export type ResultChoice = { kind: 'winner'; teamId: string } | { kind: 'score'; run: string } | { kind: 'void' };

/** A session is resulted with its final score; betfair and bookmaker markets with a winner. */
export function isSessionMarket(m: Pick<Market, 'type'>): boolean {
  return m.type === 'session';
}

/** The winner the market shows, when a result is standing (runner status `winner`). */
export function standingWinner(m: Pick<Market, 'teams'>): string | null {
  return m.teams.find((t) => t.status === 'winner')?.name ?? null;
}

/** The body of the declaration, or the reason it cannot be sent yet. */
export function resultBody(marketId: string, choice: ResultChoice): { body: DeclareResultBody } | { error: string } {
  if (choice.kind === 'void') return { body: { marketId, void: true } };
  if (choice.kind === 'winner') return choice.teamId ? { body: { marketId, teamId: choice.teamId } } : { error: 'Choose the winner' };
  const run = choice.run.trim();
  if (!/^\d{1,4}$/.test(run)) return { error: 'Enter the final score as a whole number of runs' };
  return { body: { marketId, run: Number(run) } };
}
