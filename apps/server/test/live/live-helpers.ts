import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { LIVE_CLIENT, LIVE_SOCKET_PATH } from '@backlay/contract';
import type { Db } from '../../src/db/client.js';
import { sessions } from '../../src/db/schema/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { hashToken, newSessionToken } from '../../src/modules/auth/session-token.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * A listening test app and real socket.io clients, closed together at the end of a file.
 * The simulator stays off (FEED=none): tests move prices through `ctx.prices` themselves.
 */
export interface LiveTestServer {
  t: TestApp;
  url: string;
  client(opts?: ClientOptions): Promise<ClientSocket>;
  close(): Promise<void>;
}

export interface ClientOptions {
  auth?: { token?: string; type?: string };
  /** Host header of the handshake (the site); default the server's address. */
  host?: string;
  transports?: ('websocket' | 'polling')[];
  /** Reconnect as the player client does (LIVE_CLIENT), with a short delay for tests. */
  reconnect?: boolean;
  /** Called with the socket before it connects (to listen from the very start). */
  onCreated?: (socket: ClientSocket) => void;
}

export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveTestServer> {
  const t = await createTestApp({ FEED: 'none', ...env });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const clients = liveClients(url);
  return {
    t,
    url,
    client: clients.connect,
    close: async () => {
      clients.disconnectAll();
      await t.close();
    },
  };
}

/** Real socket.io clients of the server listening at `url`, each connected as it is made. */
export function liveClients(url: string): { connect: (opts?: ClientOptions) => Promise<ClientSocket>; disconnectAll: () => void } {
  const clients: ClientSocket[] = [];
  return {
    connect: async (opts = {}) => {
      const socket = connect(url, {
        path: LIVE_SOCKET_PATH,
        transports: opts.transports ?? [...LIVE_CLIENT.transports],
        auth: opts.auth ?? {},
        reconnection: opts.reconnect ?? false,
        reconnectionDelay: 100,
        reconnectionDelayMax: 200,
        forceNew: true,
        ...(opts.host ? { extraHeaders: { host: opts.host } } : {}),
      });
      clients.push(socket);
      opts.onCreated?.(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    disconnectAll: () => {
      for (const c of clients) c.disconnect();
    },
  };
}

/** The connect_error of a refused handshake. */
export function refusal(server: LiveTestServer, opts: ClientOptions): Promise<Error & { data?: { code: string; message: string } }> {
  return server.client(opts).then(
    () => {
      throw new Error('the handshake was accepted');
    },
    (err: Error & { data?: { code: string; message: string } }) => err,
  );
}

/** The next `event` whose payload passes `match`, or a rejection after `timeoutMs`. */
export function nextMessage<T>(
  client: ClientSocket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 2_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      client.off(event, listener);
      resolve(payload);
    };
    client.on(event, listener);
  });
}

/** Everything `event` brings from now on; `stop()` ends the recording. */
export function record<T>(client: ClientSocket, event: string): { messages: T[]; stop(): void } {
  const messages: T[] = [];
  const listener = (payload: T) => messages.push(payload);
  client.on(event, listener);
  return { messages, stop: () => client.off(event, listener) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Before checking that a message did NOT arrive: a short quiet spell. Such a message would have
 * left the server before the call answered, or with the messages the test saw arrive, so over
 * loopback it would be in well within this; there is nothing to poll for.
 */
export const quietSpell = () => sleep(100);

/** A signed-in session stored the way login stores it (these tests are about the socket). */
export async function sessionToken(db: Db, user: UserRow, opts: { twoFactorPending?: boolean } = {}): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
    twoFactorPending: opts.twoFactorPending ?? false,
  });
  return token;
}
