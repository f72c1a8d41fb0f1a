import { z } from 'zod';
import { roleSchema } from './roles.js';
import { defineRoute } from './route.js';
import { messageOnlySchema } from './envelope.js';
import { ptsSchema } from './profile.js';
import { openBetResultSchema } from './settlement.js';
import { openBetSchema } from './betting.js';
import { moneyServerMessages } from './money.js';
import { casinoServerMessages } from './casino.js';
import { eventStatusSchema, marketPriceSchema, marketSchema, scoreSchema, liveTvSchema } from './sports.js';

/**
 * The live channel (money-and-content §7 "Live socket messages"; DESIGN.md §5).
 * socket.io over websocket at path `/socket.io`. The client authenticates in the handshake
 * with `auth: { token, type }` (type is the user type); visitors connect without a token and
 * only get public data. Rooms: `user:{id}`, `event:{id}`, `market:{id}`, `whiteLabel:{id}`,
 * plus `home` (headline prices) and `events` (event status changes).
 */

export const LIVE_SOCKET_PATH = '/socket.io';
/** Client settings of the spec: websocket transport, reconnect, `active` ping every 30 s. */
export const LIVE_CLIENT = {
  transports: ['websocket'] as const,
  reconnection: true,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  activeIntervalMs: 30_000,
} as const;
/** Price updates of one market are coalesced into at most one message per this interval. */
export const PRICE_COALESCE_MS = 100;
/** A market whose feed has been silent this long is suspended until the feed speaks again. */
export const PRICE_STALE_MS = 15_000;

export const liveAuthSchema = z.object({ token: z.string().optional(), type: roleSchema.optional() });
export type LiveAuth = z.infer<typeof liveAuthSchema>;

const eventIdPayload = z.object({ eventId: z.string().min(1).max(64) });

/** What the client emits. Each may carry a socket.io ack callback; the ack answers are below. */
export const clientEmits = {
  /** Heartbeat every 30 s; ack: `{ serverTime }`. */
  active: z.object({}).optional(),
  /** Joins the `events` room; ack: the open events with their status. */
  getAllEvent: z.object({}).optional(),
  /** Asks for a snapshot of an event's markets; answered with `getMarketStatusByEventId`. */
  getMarketStatusByEventId: eventIdPayload,
  /** Joins the `home` room (headline prices of the home page); ack: their snapshot. */
  getAllMarket: z.object({}).optional(),
  /** Joins `event:{eventId}`; answered with `getMarketStatusByEventId` (fresh snapshot). */
  postEventSubscription: eventIdPayload,
  deleteEventSubscription: eventIdPayload,
} as const;
export type ClientEmit = keyof typeof clientEmits;

export const eventStatusMessageSchema = z.object({
  eventId: z.string(),
  eventTypeId: z.number().int(),
  status: eventStatusSchema,
  inPlay: z.boolean(),
  openDate: z.string(),
});
export type EventStatusMessage = z.infer<typeof eventStatusMessageSchema>;

export const activeAckSchema = z.object({ serverTime: z.string() });
export const getAllEventAckSchema = z.object({ events: z.array(eventStatusMessageSchema) });
export const getAllMarketAckSchema = z.object({ markets: z.array(marketPriceSchema) });

/** What the server sends, by event name. */
export const serverMessages = {
  /** Price and status of one market (coalesced), to `event:{id}`, `market:{id}` and `home`. */
  getMarketCacheUpdates: marketPriceSchema,
  /** Snapshot of every market of an event: the answer to a subscription or a request. */
  getMarketStatusByEventId: z.object({ eventId: z.string(), markets: z.array(marketPriceSchema), serverTime: z.string() }),
  /** An event changed status (went in play, closed). To `events` and `event:{id}`. */
  getEventStatus: eventStatusMessageSchema,
  getEventScore: scoreSchema,
  scoreUpdated: scoreSchema,
  scoreDeleted: eventIdPayload,
  /** Market definition changes (new market, edited limits or flags, removed). */
  getAddMarketUpdate: marketSchema,
  getModifyMarketUpdate: marketSchema,
  getDeleteMarketUpdate: z.object({ eventId: z.string(), marketId: z.string() }),
  /** Lists changed: the client refetches the matching call. */
  getHomeCacheUpdates: z.object({ at: z.string() }),
  highlightUpdated: z.object({ at: z.string() }),
  tournamentUpdated: z.object({ at: z.string() }),
  LiveTvUpdated: liveTvSchema,
  DeleteLiveTvUpdate: eventIdPayload,
  /** Staff broadcast to a white label. */
  getBroadcastNotification: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
  /** Clear caches and reload. */
  getRefreshPage: z.object({ at: z.string() }),
  logoutUserByAdmin: z.object({ message: z.string() }),
  getPtsUpdates: ptsSchema,
  /** The player's bets on a market were settled, voided or reopened (roll-back), to `user:{id}`. */
  getOpenBetResultUpdates: openBetResultSchema,
  /** A bet of the player was placed (or changed): the open bet record, to `user:{id}`. */
  getOpenBetUpdates: openBetSchema,
  /** Deposit and withdrawal requests made, changed and decided (see money.ts). */
  ...moneyServerMessages,
  ...casinoServerMessages,
} as const;
export type ServerMessageName = keyof typeof serverMessages;
export type ServerMessage<K extends ServerMessageName> = z.infer<(typeof serverMessages)[K]>;

/**
 * GET api/administrator/broadcast/refreshPage (money-and-content §7): every connected page
 * clears its caches and reloads (after a release, or to drop stale screens everywhere).
 */
export const broadcastRefreshPage = defineRoute({
  method: 'GET',
  path: '/api/administrator/broadcast/refreshPage',
  summary: 'Tell every open page to clear its caches and reload',
  tags: ['live'],
  access: { kind: 'session', roles: ['administrator'] },
  response: messageOnlySchema.extend({ docs: z.object({ sockets: z.number().int() }) }),
});

export const LIVE_MESSAGES = { refreshPageSent: 'Refresh Page Broadcasted' } as const;
