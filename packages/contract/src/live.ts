import { z } from 'zod';
import { roleSchema } from './roles.js';
import { defineRoute } from './route.js';
import { messageOnlySchema } from './envelope.js';
import { ptsSchema } from './profile.js';
import { openBetResultSchema } from './settlement.js';
import { openBetSchema } from './betting.js';
import { moneyServerMessages } from './money.js';
import { casinoServerMessages } from './casino.js';
import { staffUserSchema } from './staff-users.js';
import { eventStatusSchema, marketPriceSchema, marketSchema, marketTypeSchema, scoreSchema, liveTvSchema } from './sports.js';

/**
 * The live channel (docs/product.md §7 "Live socket messages"; docs/architecture.md §5).
 * socket.io over websocket at path `/socket.io`. The client authenticates in the handshake
 * with `auth: { token, type }` (type is the user type); visitors connect without a token and
 * only get public data. Rooms: `user:{id}`, `event:{id}`, `market:{id}`, `whiteLabel:{id}`,
 * `whiteLabelPlayers:{id}` (its signed-in players: their frames, event-frames.ts), plus `home`
 * (headline prices) and `events` (event status changes).
 */

export const LIVE_SOCKET_PATH = '/socket.io';
/**
 * Client settings (docs/product.md §4 "Live socket", §9): websocket only, reconnects "when
 * dropped (delay 10 s, max 5 s, unlimited attempts)", checks the connection every 1 s, pings
 * `active` every 30 s, refreshes points 3 s after cache-update messages.
 *
 * "Delay 10 s, max 5 s" reads as socket.io-client's reconnectionDelay and reconnectionDelayMax,
 * and we pass them as written. socket.io waits min(delay x 2^attempt, jittered by
 * randomizationFactor 0.5, max) before each attempt (its Backoff): 10 s jittered is never
 * below 5 s, so the cap always wins and every attempt comes 5 s after the previous one. That
 * is what the two numbers do as socket.io options, so it is the faithful reading; a 10 s
 * first wait would need the cap raised, which docs/product.md does not say.
 */
export const LIVE_CLIENT = {
  transports: ['websocket'] as const,
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 10_000,
  reconnectionDelayMax: 5_000,
  /** A socket neither connected nor being reconnected is reopened at the next check. */
  connectionCheckMs: 1_000,
  activeIntervalMs: 30_000,
  /** Points are refetched this long after a cache-update message (getMarketCacheUpdates, getHomeCacheUpdates). */
  ptsRefreshDelayMs: 3_000,
  /**
   * A `liveResync` is acted on after a random wait of up to this long: every screen of a
   * process hears it at once, and their refetches are spread instead of arriving together.
   */
  resyncSpreadMs: 3_000,
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

/** An open event's status: what `getAllEvent` answers for each event. */
export const openEventStatusSchema = z.object({
  eventId: z.string(),
  eventTypeId: z.number().int(),
  status: eventStatusSchema,
  /** In play: status inPlay, or less than 60 s to the start (the timing rule of docs/product.md §4). */
  inPlay: z.boolean(),
  openDate: z.string(),
});
export type OpenEventStatus = z.infer<typeof openEventStatusSchema>;

/**
 * The event status message (docs/product.md §3: "docs with status, marketId (id, type,
 * externalType), eventId"), with the event's type, in-play flag and start the pages use.
 *
 * Decision: the documented message names one market while an event's status is the event's. The
 * market named is the event's headline market, the one its card shows (catalogue
 * `headlineMarket`: its betfair Match Odds or Win market, else the first in page order), as
 * `marketId` names a market on a bet (`id` the feed's market id, `type` betfair, bookmaker or
 * session, `externalType` as the market has it). It is still named once the market is closed
 * (the event's closing message names the market that decided it), and is null while the event
 * has no market yet.
 */
export const eventStatusDocSchema = openEventStatusSchema.extend({
  marketId: z.object({ id: z.string(), type: marketTypeSchema, externalType: z.string() }).nullable(),
});
export type EventStatusDoc = z.infer<typeof eventStatusDocSchema>;
export const eventStatusMessageSchema = z.object({ docs: eventStatusDocSchema });
export type EventStatusMessage = z.infer<typeof eventStatusMessageSchema>;

/**
 * A new account in the hierarchy: one a staff member created in its downline (POST
 * api/{role}/user) or a player who registered (POST api/auth/signup). Sent after commit to the
 * `user:{id}` room of each upline of the new account, so open consoles can refresh their user
 * lists. The new account as the staff lists show it, less its money and flags.
 */
export const userCreatedMessageSchema = staffUserSchema.pick({
  _id: true,
  userName: true,
  userType: true,
  whiteLabelId: true,
  parent: true,
  createdAt: true,
});

export const activeAckSchema = z.object({ serverTime: z.string() });
export const getAllEventAckSchema = z.object({ events: z.array(openEventStatusSchema) });
export const getAllMarketAckSchema = z.object({ markets: z.array(marketPriceSchema) });

/** What the server sends, by event name. */
export const serverMessages = {
  /** Price and status of one market (coalesced), to `event:{id}`, `market:{id}` and `home`. */
  getMarketCacheUpdates: marketPriceSchema,
  /** Snapshot of every market of an event: the answer to a subscription or a request. */
  getMarketStatusByEventId: z.object({ eventId: z.string(), markets: z.array(marketPriceSchema), serverTime: z.string() }),
  /** An event changed status (went in play, closed). To `events` and `event:{id}`. */
  getEventStatus: eventStatusMessageSchema,
  /**
   * An event's score changed (both documented names carry the same message), to `event:{id}`.
   * scoreUpdated with an `iframeUrl` and scoreDeleted also set and remove the score frame staff
   * set, to the brand's `whiteLabelPlayers:{id}` (event-frames.ts).
   */
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
  /** The live TV a brand shows for an event was set, changed or removed, to `whiteLabelPlayers:{id}` (event-frames.ts). */
  LiveTvUpdated: liveTvSchema,
  DeleteLiveTvUpdate: eventIdPayload,
  /** Staff broadcast to a white label. */
  getBroadcastNotification: z.object({ title: z.string(), description: z.string(), image: z.string().nullable() }),
  /** Clear caches and reload. */
  getRefreshPage: z.object({ at: z.string() }),
  /**
   * Messages for this screen may have been lost: the link between server processes (Redis) was
   * down and is back (docs/decisions/redis-outage.md). Sent by each process to every socket it
   * holds when its link returns; the client refetches what live messages keep fresh, as after a
   * reconnect, without reloading the page.
   */
  liveResync: z.object({ at: z.string() }),
  /**
   * The session of this screen ended (staff, a lock, a newer login): log out with `message`.
   * `code` is the error code the session's next HTTP call would answer; DUPLICATE_SESSION (a
   * newer login replaced it) shows the duplicate-screen page instead, as that answer does.
   */
  logoutUserByAdmin: z.object({ message: z.string(), code: z.string().optional() }),
  // docs/product.md also lists getBetfairTokenExpired and getBetfairTokenRefreshed. They are not
  // declared: our feeds (FeedSource, the simulator) hold no Betfair session token that could
  // expire or be refreshed, so there is nothing true to say with them.
  /** An account was created in the downline, to each upline's `user:{id}` (see the schema). */
  getUserCreated: userCreatedMessageSchema,
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
 * GET api/administrator/broadcast/refreshPage (docs/product.md §7): every connected page
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
