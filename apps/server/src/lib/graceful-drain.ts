import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LIVE_SOCKET_PATH, type ErrorBody } from '@backlay/contract';
import { HEALTH_PATHS } from '../modules/health/readiness.js';
import { TRY_AGAIN_AFTER_SECONDS, tryAgain } from './app-error.js';

/**
 * Drain on SIGTERM (docs/decisions/drain-on-sigterm.md): a stopping process finishes and answers
 * every request it took, answers every request that still reaches it "try again" on a connection
 * it then closes, and closes its listener only once its clients have gone quiet, so no request
 * is ever cut off or reset (an idle keep-alive connection closed just as its client writes on it
 * is the classic way to lose one).
 *
 * It sits in front of Fastify's request listener rather than in an onRequest hook: a hook added
 * to the built app would miss the encapsulated scopes registered before it (uploads, webhooks,
 * the casino wallet, static files), and in front it refuses before any work (no site or session
 * lookup).
 */

/**
 * The listener closes once no request has arrived for this long (and none is in flight): shorter
 * than a refused client's Retry-After, so it comes back to a closed port and connects elsewhere.
 */
const QUIET_MS = 300;
const POLL_MS = 20;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** Node keeps the response being written on its connection here (as its own closeIdleConnections reads it). */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

export interface DrainReport {
  /** Requests in flight when the drain started, each finished and answered. */
  inFlightAtStart: number;
  /** Requests answered "try again" during the drain. */
  refused: number;
  /** Requests still running at the deadline, whose connections were cut. */
  cut: number;
  ms: number;
}

export interface GracefulDrain {
  /** Refuses new work, waits for what is in flight and for a quiet moment, then closes the listener. */
  drain(): Promise<DrainReport>;
}

/**
 * Installs the drain in front of the app's HTTP server (after the app is built, so after the
 * live channel has attached itself) and adds the 'draining' check to GET /readyz. `deadlineMs`
 * caps the whole drain: what still runs then is cut.
 */
export function installGracefulDrain(app: FastifyInstance, opts: { deadlineMs: number }): GracefulDrain {
  const server: Server = app.server;
  // Requests are only counted: a response emits 'close' exactly once, and one shared listener
  // counts it off. The drain reaches the responses it must mark through their connections.
  let inFlight = 0;
  const finished = () => {
    inFlight -= 1;
  };
  const sockets = new Set<HttpSocket>();
  let draining = false;
  let lastArrivalAt = 0;
  let refused = 0;

  server.on('connection', (socket: HttpSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const isHealth = HEALTH_PATHS.has(path);
    // The live channel's long polls wait for messages, not work (and come back after each one):
    // its sockets close at the end, and its clients reconnect on their own.
    const isLive = path.startsWith(LIVE_SOCKET_PATH);
    if (!isLive) {
      // A balancer probes on its own schedule: its probes must not hold the listener open.
      if (!isHealth) lastArrivalAt = performance.now();
      inFlight += 1;
      res.on('close', finished);
    }
    if (draining) {
      res.setHeader('connection', 'close');
      // Health probes keep their answers (readyz says 'draining'); a CORS preflight does no work.
      if (!isHealth && !isLive && req.method !== 'OPTIONS') {
        refused += 1;
        answerTryAgain(req, res);
        return;
      }
    }
    for (const handle of handlers) handle.call(server, req, res);
  });

  app.readiness.add('draining', async () => (draining ? 'draining' : null));

  return {
    async drain() {
      const startedAt = performance.now();
      const deadline = startedAt + opts.deadlineMs;
      draining = true;
      const inFlightAtStart = inFlight;
      // Answers still to be written close their connections too, so no client keeps one to reuse.
      for (const socket of sockets) {
        const res = socket._httpMessage;
        if (res && !res.headersSent && !res.req.url?.startsWith(LIVE_SOCKET_PATH)) res.setHeader('connection', 'close');
      }
      // A request already on its way when the signal came arrives within the quiet window.
      await until(() => inFlight === 0 && performance.now() - Math.max(lastArrivalAt, startedAt) >= QUIET_MS, deadline);
      if (server.listening) server.close();
      server.closeIdleConnections();
      await until(() => inFlight === 0, deadline);
      const cut = inFlight;
      if (cut > 0) server.closeAllConnections();
      return { inFlightAtStart, refused, cut, ms: Math.round(performance.now() - startedAt) };
    },
  };
}

/**
 * The contract's "try again" refusal (ERROR_CODES.TRY_AGAIN), with the request id as app.ts's
 * genReqId makes it. The request's body is read to its end first: closing a connection with
 * unread bytes in it makes the kernel reset it, and the client would see no answer.
 */
function answerTryAgain(req: IncomingMessage, res: ServerResponse): void {
  const header = req.headers['x-request-id'];
  const requestId = (typeof header === 'string' ? header.slice(0, 64) : undefined) ?? randomUUID();
  const error = tryAgain();
  const body: ErrorBody = { message: error.message, code: error.code, requestId };
  const payload = JSON.stringify(body);
  const origin = req.headers.origin;
  req.once('end', () => {
    res.writeHead(error.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
      'retry-after': String(TRY_AGAIN_AFTER_SECONDS),
      connection: 'close',
      'x-request-id': requestId,
      'x-content-type-options': 'nosniff',
      // The API answers any origin (app.ts's CORS); a page on another origin must be able to read this too.
      ...(origin ? { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'x-request-id', vary: 'Origin' } : {}),
    });
    res.end(payload);
  });
  req.resume();
}

async function until(done: () => boolean, deadline: number): Promise<void> {
  while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, POLL_MS));
}
