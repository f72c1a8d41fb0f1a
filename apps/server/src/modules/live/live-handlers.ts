import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { MESSAGES, clientEmits, type ClientEmit, type ErrorCode } from '@backlay/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/context.js';
import type { PriceCache } from '../sports/prices/price-cache.js';
import { rooms } from './live-publisher.js';
import { eventSnapshot, homeMarkets, openEventStatuses } from './live.service.js';

/** One socket follows at most this many events: enough for any screen, a wall against abuse. */
export const MAX_EVENT_SUBSCRIPTIONS = 50;

export interface LiveHandlerDeps {
  db: Db;
  clock: Clock;
  prices: PriceCache;
  log: FastifyBaseLogger;
}

/**
 * Ack answers. The contract defines the answers of `active`, `getAllEvent` and
 * `getAllMarket`; the other emits are answered by a message and ack `{ ok: true }` when the
 * client asks for an ack. A refused emit acks `{ message, code }`, the body of a refused HTTP
 * call, and changes nothing.
 */
type AckAnswer = object;
interface LiveRefusal {
  message: string;
  code: ErrorCode;
}
const OK = { ok: true } as const;

class RefusedEmit extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

type Handler<K extends ClientEmit> = (socket: Socket, payload: z.infer<(typeof clientEmits)[K]>) => AckAnswer | Promise<AckAnswer>;

function handlers(deps: LiveHandlerDeps): { [K in ClientEmit]: Handler<K> } {
  const { db, clock, prices } = deps;
  return {
    active: () => ({ serverTime: clock.now().toISOString() }),
    getAllEvent: async (socket) => {
      await socket.join(rooms.events);
      return { events: await openEventStatuses(db, clock.now()) };
    },
    getMarketStatusByEventId: (socket, { eventId }) => {
      socket.emit('getMarketStatusByEventId', eventSnapshot(prices, eventId, clock.now()));
      return OK;
    },
    getAllMarket: async (socket) => {
      await socket.join(rooms.home);
      return { markets: homeMarkets(prices, clock.now()) };
    },
    postEventSubscription: async (socket, { eventId }) => {
      const room = rooms.event(eventId);
      if (!socket.rooms.has(room) && eventRoomCount(socket) >= MAX_EVENT_SUBSCRIPTIONS) {
        throw new RefusedEmit('BAD_REQUEST', `At most ${MAX_EVENT_SUBSCRIPTIONS} event subscriptions per connection`);
      }
      await socket.join(room);
      // Joined first, then the snapshot: an update racing the join is either in the snapshot
      // or arrives after it with a higher seq (clients drop anything older than they hold).
      socket.emit('getMarketStatusByEventId', eventSnapshot(prices, eventId, clock.now()));
      return OK;
    },
    deleteEventSubscription: async (socket, { eventId }) => {
      await socket.leave(rooms.event(eventId));
      return OK;
    },
  };
}

function eventRoomCount(socket: Socket): number {
  let n = 0;
  for (const room of socket.rooms) if (room.startsWith('event:')) n++;
  return n;
}

/**
 * Wires the client emits of the contract on one socket. Payloads are checked with the
 * contract's schemas; nothing a client sends can throw out of a handler.
 */
export function registerClientHandlers(socket: Socket, deps: LiveHandlerDeps): void {
  const table = handlers(deps);
  for (const name of Object.keys(clientEmits) as ClientEmit[]) {
    socket.on(name, (...args: unknown[]) => {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: AckAnswer) => void) : null;
      void runHandler(name, socket, args[0], table, deps.log).then((answer) => ack?.(answer));
    });
  }
}

async function runHandler(
  name: ClientEmit,
  socket: Socket,
  raw: unknown,
  table: ReturnType<typeof handlers>,
  log: FastifyBaseLogger,
): Promise<AckAnswer | LiveRefusal> {
  const parsed = clientEmits[name].safeParse(raw);
  if (!parsed.success) return { message: `Invalid ${name} payload`, code: 'VALIDATION' };
  try {
    const handler = table[name] as Handler<ClientEmit>;
    return await handler(socket, parsed.data as never);
  } catch (err) {
    if (err instanceof RefusedEmit) return { message: err.message, code: err.code };
    log.error({ err, emit: name, socketId: socket.id }, 'live emit failed');
    return { message: MESSAGES.somethingWentWrong, code: 'INTERNAL' };
  }
}
