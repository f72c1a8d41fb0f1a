import { z } from 'zod';

/** The 27 event types of the spec with their ids (platform-core §3 "Event types"). */
export const EVENT_TYPES = [
  { id: 1, name: 'Soccer' },
  { id: 2, name: 'Tennis' },
  { id: 3, name: 'Golf' },
  { id: 4, name: 'Cricket' },
  { id: 5, name: 'Rugby Union' },
  { id: 6, name: 'Boxing' },
  { id: 7, name: 'Horse Racing' },
  { id: 8, name: 'Motor Sport' },
  { id: 10, name: 'Special Bets' },
  { id: 11, name: 'Cycling' },
  { id: 1477, name: 'Rugby League' },
  { id: 3503, name: 'Darts' },
  { id: 6422, name: 'Snooker' },
  { id: 6423, name: 'American Football' },
  { id: 7511, name: 'Baseball' },
  { id: 7522, name: 'Basketball' },
  { id: 7524, name: 'Ice Hockey' },
  { id: 468328, name: 'Handball' },
  { id: 451485, name: 'Winter Sports' },
  { id: 998917, name: 'Volleyball' },
  { id: 2152880, name: 'Gaelic Games' },
  { id: 2378961, name: 'Politics' },
  { id: 27454571, name: 'Esports' },
  { id: 26420387, name: 'Mixed Martial Arts' },
  { id: 4339, name: 'Greyhound Racing' },
  { id: 23789607, name: 'Kabaddi' },
  { id: 61420, name: 'Australian Rules' },
] as const;

export type EventTypeId = (typeof EVENT_TYPES)[number]['id'];
export const eventTypeIdSchema = z.coerce
  .number()
  .int()
  .refine((id) => EVENT_TYPES.some((t) => t.id === id), 'Unknown event type');

export const EVENT_TYPE_IDS = {
  soccer: 1,
  tennis: 2,
  cricket: 4,
  horseRacing: 7,
  politics: 2378961,
  kabaddi: 23789607,
} as const;

/** Market kinds of the exchange (platform-core §3 "Market"). */
export const MARKET_TYPES = ['betfair', 'bookmaker', 'session'] as const;
export const marketTypeSchema = z.enum(MARKET_TYPES);
export type MarketType = z.infer<typeof marketTypeSchema>;
