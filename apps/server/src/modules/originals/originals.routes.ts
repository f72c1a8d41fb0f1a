import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { CRASH_STREAM_PATH, ORIGINALS_MESSAGES, ORIGINALS_SESSION_HEADER, routes, type OriginalsGameCode } from '@backlay/contract';
import { AppError } from '../../lib/app-error.js';
import { registerRoute } from '../../lib/register-route.js';
import { inputOf } from '../../lib/route-input.js';
import type { Originals } from './originals-runtime.js';
import { openBets, openSession, roundRecord, verify } from './originals.service.js';
import { playDragonTiger, playLotto, spinFruitLine } from './instant-games.service.js';
import { fairnessOf } from './game-sessions.js';

/** The game pages' calls (contract originals.ts): each checks the game session header and calls one service. */
export function registerOriginalsRoutes(app: FastifyInstance, originals: Originals): void {
  const r = routes.originals;
  const { sessions, crashTable } = originals;
  const now = () => app.ctx.clock.now().getTime();
  const sessionOf = (req: FastifyRequest, game: OriginalsGameCode | null) => {
    const header = req.headers[ORIGINALS_SESSION_HEADER];
    return sessions.get(Array.isArray(header) ? header[0] : header, game, now());
  };

  registerRoute(app, r.openOriginalsSession, async (req) => ({ docs: await openSession(originals, inputOf(req.body)) }));
  registerRoute(app, r.getOriginalsBalance, async (req) => {
    const session = await sessionOf(req, null);
    const wallet = await originals.wallet();
    return { docs: { balance: (await wallet.balance(session.playerId)).balance, currency: 'INR' as const } };
  });
  registerRoute(app, r.getOriginalsOpenBets, async (req) => ({ docs: await openBets(app.ctx.db, (await sessionOf(req, null)).playerId) }));

  registerRoute(app, r.getCrashState, async (req) => {
    const hasSession = req.headers[ORIGINALS_SESSION_HEADER] !== undefined;
    const state = await crashTable.state(hasSession ? (await sessionOf(req, 'crash')).playerId : null);
    if (!state) throw new AppError('BAD_REQUEST', ORIGINALS_MESSAGES.gameUnavailable);
    return { docs: state };
  });
  registerRoute(app, r.placeCrashBet, async (req) => ({
    docs: await crashTable.placeBet(await sessionOf(req, 'crash'), inputOf(req.body)),
  }));
  registerRoute(app, r.cashOutCrash, async (req) => ({ docs: await crashTable.cashOut(await sessionOf(req, 'crash')) }));
  registerRoute(app, r.getCrashHistory, async (req) => ({ docs: await crashTable.history(inputOf(req.query).limit) }));

  registerRoute(app, r.getOriginalsNextFairness, async (req) => ({ docs: fairnessOf((await sessionOf(req, null)).next) }));
  registerRoute(app, r.setOriginalsClientSeed, async (req) => {
    const session = await sessionOf(req, null);
    await sessions.setClientSeed(session, inputOf(req.body).clientSeed, now());
    return { docs: fairnessOf(session.next) };
  });
  registerRoute(app, r.spinSlot, async (req) => ({
    docs: await spinFruitLine(originals, await sessionOf(req, 'fruit-line'), inputOf(req.body).amount),
  }));
  registerRoute(app, r.playLotto, async (req) => {
    const body = inputOf(req.body);
    return { docs: await playLotto(originals, await sessionOf(req, 'lotto-6-49'), body.amount, body.numbers) };
  });
  registerRoute(app, r.playDragonTiger, async (req) => {
    const body = inputOf(req.body);
    return { docs: await playDragonTiger(originals, await sessionOf(req, 'dragon-tiger'), body.amount, body.bet) };
  });

  registerRoute(app, r.verifyOriginalsRound, async (req) => ({ docs: verify(inputOf(req.body)) }));
  registerRoute(app, r.getOriginalsRound, async (req) => ({ docs: await roundRecord(app.ctx.db, inputOf(req.params).roundId) }));

  registerCrashStream(app, originals);
}

/**
 * The crash game's live state as server-sent events (not socket.io): the game page is the
 * provider's page, and a provider brings its own channel; SSE needs no client library, passes
 * proxies as plain HTTP and reconnects by itself. Public: the bets in it are masked.
 */
function registerCrashStream(app: FastifyInstance, originals: Originals): void {
  app.get(CRASH_STREAM_PATH, { schema: { hide: true } }, async (req, reply) => {
    const first = await originals.crashTable.state();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      // A hijacked reply leaves out what the hooks set (CORS, security headers); the game page,
      // sandboxed in the game screen's frame, reads the stream from another (opaque) origin.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (state: unknown) => res.write(`event: state\ndata: ${JSON.stringify(state)}\n\n`);
    res.write('retry: 2000\n\n');
    if (first) send(first);
    const unsubscribe = originals.crashStreams.subscribe(send);
    const close = () => {
      unsubscribe();
      originals.streams.delete(close);
      res.end();
    };
    originals.streams.add(close);
    req.raw.on('close', close);
  });
}
