import { EVENT_TYPE_IDS } from '@backlay/contract';

/** Sports players look for first on an Indian exchange: cricket, then soccer, then tennis. */
const FIRST: readonly number[] = [EVENT_TYPE_IDS.cricket, EVENT_TYPE_IDS.soccer, EVENT_TYPE_IDS.tennis];
/** Kabaddi and Politics go to the end of sport lists (docs/product.md §2 "Side menu"). */
const LAST: readonly number[] = [EVENT_TYPE_IDS.kabaddi, EVENT_TYPE_IDS.politics];

function rank(eventTypeId: number): number {
  const first = FIRST.indexOf(eventTypeId);
  if (first >= 0) return first;
  const last = LAST.indexOf(eventTypeId);
  return last >= 0 ? 1000 + last : FIRST.length;
}

/** Sports in display order: cricket, soccer, tennis, the rest as given, Kabaddi, Politics. */
export function orderSports<T extends { eventTypeId: number }>(sports: readonly T[]): T[] {
  // Array.prototype.sort is stable, so sports of equal rank keep the server's order.
  return [...sports].sort((a, b) => rank(a.eventTypeId) - rank(b.eventTypeId));
}
