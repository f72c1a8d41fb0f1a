import type { EventCard, SportEvents } from '@backlay/contract';

export interface CompetitionEvents {
  competitionId: string;
  name: string;
  events: EventCard[];
}

/** Cards grouped by sport, in the order each sport first appears (callers order sports). */
export function groupBySport(cards: readonly EventCard[]): SportEvents[] {
  const bySport = new Map<number, SportEvents>();
  for (const card of cards) {
    const { eventTypeId, eventTypeName } = card.event;
    let group = bySport.get(eventTypeId);
    if (!group) bySport.set(eventTypeId, (group = { eventTypeId, name: eventTypeName, events: [] }));
    group.events.push(card);
  }
  return [...bySport.values()];
}

/**
 * Cards grouped by competition. Competitions with an event in play come first, then by the
 * earliest start; inside a competition the server's order (in play first, then by start) stays.
 */
export function groupByCompetition(cards: readonly EventCard[]): CompetitionEvents[] {
  const byCompetition = new Map<string, CompetitionEvents>();
  for (const card of cards) {
    const { competitionId, competitionName } = card.event;
    let group = byCompetition.get(competitionId);
    if (!group) byCompetition.set(competitionId, (group = { competitionId, name: competitionName, events: [] }));
    group.events.push(card);
  }
  const rank = (g: CompetitionEvents) => ({
    live: g.events.some((c) => c.event.inPlay) ? 0 : 1,
    start: Math.min(...g.events.map((c) => Date.parse(c.event.openDate))),
  });
  return [...byCompetition.values()]
    .map((g) => ({ g, r: rank(g) }))
    .sort((a, b) => a.r.live - b.r.live || a.r.start - b.r.start)
    .map(({ g }) => g);
}
