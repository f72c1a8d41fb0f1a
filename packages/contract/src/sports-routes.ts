import { z } from 'zod';
import { defineRoute } from './route.js';
import { docsEnvelope, messageOnlySchema } from './envelope.js';
import {
  competitionSchema,
  eventCardSchema,
  eventMarketsSchema,
  eventSchema,
  homeSchema,
  liveTvSchema,
  marketGroupSchema,
  marketSchema,
  scoreSchema,
  searchGroupSchema,
} from './sports.js';

/** Sports catalogue calls (docs/product.md §7 "Public data", "Protected data", "Favorites"). */

const feedId = z.string().trim().min(1).max(64);
const optionalEventType = z.object({ eventTypeId: z.coerce.number().int().positive().optional() });
const queryBool = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());

/** Sports > competitions > events for the side menu. Politics is for signed-in players only. */
export const getMarketGroup = defineRoute({
  method: 'GET',
  path: '/api/common/game/market/group',
  summary: 'Sports tree of open events (visitors: without Politics)',
  tags: ['sports'],
  access: { kind: 'public' },
  response: docsEnvelope(z.array(marketGroupSchema)),
});

export const getProtectedMarketGroup = defineRoute({
  method: 'GET',
  path: '/api/protected/game/market/group',
  summary: 'Sports tree of open events for a signed-in caller (with Politics)',
  tags: ['sports'],
  access: { kind: 'session' },
  response: docsEnvelope(z.array(marketGroupSchema)),
});

export const getHome = defineRoute({
  method: 'GET',
  path: '/api/common/home',
  summary: 'Home page: in-play and upcoming by sport, highlights and fastest odds',
  tags: ['sports'],
  access: { kind: 'public' },
  response: docsEnvelope(homeSchema),
});

export const getTournaments = defineRoute({
  method: 'GET',
  path: '/api/common/game/tournament',
  summary: 'Competitions with open events',
  tags: ['sports'],
  access: { kind: 'public' },
  querystring: optionalEventType,
  response: docsEnvelope(z.array(competitionSchema)),
});

export const getHotEvents = defineRoute({
  method: 'GET',
  path: '/api/common/game/hotEvent',
  summary: 'Events with the most money matched',
  tags: ['sports'],
  access: { kind: 'public' },
  response: docsEnvelope(z.array(eventCardSchema)),
});

/** Event lists of a sport or competition (the /exchange and sport pages), in-play first. */
export const getHighlights = defineRoute({
  method: 'GET',
  path: '/api/common/game/highlight',
  summary: 'Open events with their headline market, optionally of one sport or competition',
  tags: ['sports'],
  access: { kind: 'public' },
  querystring: optionalEventType.extend({ competitionId: feedId.optional(), inPlay: queryBool.optional() }),
  response: docsEnvelope(z.array(eventCardSchema)),
});

const eventMarketsQuery = z.object({ eventId: feedId });

/** The event page: every active market of one event with live prices, and its score. */
export const getEventMarkets = defineRoute({
  method: 'GET',
  path: '/api/common/game/market',
  summary: 'An event with all its markets and prices',
  tags: ['sports'],
  access: { kind: 'public' },
  querystring: eventMarketsQuery,
  response: docsEnvelope(eventMarketsSchema),
});

/** The administrator's path for the same data; includes inactive markets. */
export const getAdminEventMarkets = defineRoute({
  method: 'GET',
  path: '/api/administrator/game/market',
  summary: 'An event with all its markets, inactive ones included (administrator)',
  tags: ['sports'],
  access: { kind: 'session', roles: ['administrator'] },
  querystring: eventMarketsQuery,
  response: docsEnvelope(eventMarketsSchema),
});

export const globalSearch = defineRoute({
  method: 'GET',
  path: '/api/common/game/market/globalSearch',
  summary: 'Search events, competitions and markets by name',
  tags: ['sports'],
  access: { kind: 'public' },
  querystring: z.object({ search: z.string().trim().max(100).default(''), active: queryBool.optional() }),
  response: docsEnvelope(z.array(searchGroupSchema)),
});

export const getLiveTv = defineRoute({
  method: 'GET',
  path: '/api/protected/game/liveTv',
  summary: 'Live stream of an event, when one is available',
  tags: ['sports'],
  access: { kind: 'session' },
  querystring: z.object({ eventId: feedId }),
  response: docsEnvelope(liveTvSchema),
});

export const getMarketScoreList = defineRoute({
  method: 'GET',
  path: '/api/protected/game/marketScoreList',
  summary: 'Scores of live events (one event with eventId)',
  tags: ['sports'],
  access: { kind: 'session' },
  querystring: z.object({ eventId: feedId.optional() }),
  response: docsEnvelope(z.array(scoreSchema)),
});

const eventIdBody = z.object({ eventId: feedId });
const marketIdBody = z.object({ marketId: feedId });

export const favoriteMarketSchema = z.object({ event: eventSchema, market: marketSchema });

export const getFavoriteEvents = defineRoute({
  method: 'GET',
  path: '/api/user/favorite/event',
  summary: "The player's favourite events with their headline market",
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(z.array(eventCardSchema)),
});

export const addFavoriteEvent = defineRoute({
  method: 'POST',
  path: '/api/user/favorite/event',
  summary: 'Add a favourite event',
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  body: eventIdBody,
  response: messageOnlySchema,
});

/** The id comes in the form body as docs/product.md says, or in the query string. */
export const deleteFavoriteEvent = defineRoute({
  method: 'DELETE',
  path: '/api/user/favorite/event',
  summary: 'Remove a favourite event',
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  querystring: eventIdBody.partial(),
  body: eventIdBody.partial().nullish(),
  response: messageOnlySchema,
});

export const getFavoriteMarkets = defineRoute({
  method: 'GET',
  path: '/api/user/favorite/market',
  summary: "The player's favourite markets with their events",
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  response: docsEnvelope(z.array(favoriteMarketSchema)),
});

export const addFavoriteMarket = defineRoute({
  method: 'POST',
  path: '/api/user/favorite/market',
  summary: 'Add a favourite market',
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  body: marketIdBody,
  response: messageOnlySchema,
});

export const deleteFavoriteMarket = defineRoute({
  method: 'DELETE',
  path: '/api/user/favorite/market',
  summary: 'Remove a favourite market',
  tags: ['favorites'],
  access: { kind: 'session', roles: ['user'] },
  querystring: marketIdBody.partial(),
  body: marketIdBody.partial().nullish(),
  response: messageOnlySchema,
});
