import type { EventStatus, MarketStatus } from '@backlay/contract';

/** What staff are about to do to a market's result. */
export type ResultAction = 'declare' | 'void' | 'rollback';

/** The state of the market and its event as the console last read it. */
export interface ResultMoment {
  eventStatus: EventStatus;
  marketStatus: MarketStatus;
}

const IN_PLAY: Record<ResultAction, string> = {
  declare: 'This event is in play. Declaring now settles every bet on this market on every site.',
  void: 'This event is in play. Voiding now returns every stake on this market on every site.',
  rollback: 'This event is in play. Rolling back now reopens every settled bet on this market on every site.',
};

const STILL_OPEN: Record<Exclude<ResultAction, 'rollback'>, string> = {
  declare: 'This market is still open and taking bets. Declaring closes it and settles the bets matched so far.',
  void: 'This market is still open and taking bets. Voiding closes it and returns every stake matched so far.',
};

/**
 * The plain warnings to show before a result is declared, voided or rolled back: a result
 * settles every bet on the market on every site, so doing it while the match goes on or while
 * the market still takes bets is most likely a mistake. A suspended or closed market is the
 * usual state to result, and a market with a standing result is closed.
 */
export function resultWarnings(moment: ResultMoment, action: ResultAction): string[] {
  const warnings: string[] = [];
  if (moment.eventStatus === 'inPlay') warnings.push(IN_PLAY[action]);
  if (action !== 'rollback' && moment.marketStatus === 'open') warnings.push(STILL_OPEN[action]);
  return warnings;
}
