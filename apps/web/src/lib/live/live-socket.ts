import { io, type Socket } from 'socket.io-client';
import { create } from 'zustand';
import type { z } from 'zod';
import {
  LIVE_CLIENT,
  LIVE_SOCKET_PATH,
  serverMessages,
  type ClientEmit,
  type LiveAuth,
  type ServerMessage,
  type ServerMessageName,
} from '@backlay/contract';
import { markAllPricesStale } from './price-store';

/**
 * The live channel (docs/product.md §7 "Live socket", docs/architecture.md §5): one socket.io
 * connection per tab, websocket only, to the same origin at LIVE_SOCKET_PATH.
 *
 * Decisions where docs/product.md is silent or at odds with the contract:
 * - Visitors connect too (without a token): it connects "when logged in", but the home
 *   page's headline prices are public and the contract gives visitors public data.
 * - Every incoming message is checked against its contract schema; a message that is unknown
 *   or malformed is dropped, never half-used.
 * - Emits made while the socket is down are not buffered: whoever needs a room registers an
 *   on-connect hook, which runs again after every reconnect, so nothing is sent twice.
 * - "Checks the connection every 1 s": a socket that is neither connected nor being
 *   reconnected (by socket.io, or by our own retry of a refused visitor) is reopened at the
 *   next check; socket.io's own retries (LIVE_CLIENT: 5 s apart, without end) are left alone.
 * - `liveResync` (the server's processes lost each other for a while, so messages for this tab
 *   may be lost: docs/decisions/redis-outage.md) is handled as a reconnect that did not happen:
 *   after a random wait within LIVE_CLIENT.resyncSpreadMs the on-connect hooks run again (rooms,
 *   fresh snapshots, useOnLiveReconnect's refetches), then the on-resync hooks.
 */

/** Client session state of docs/product.md §3 (socketDisconnect) and whether live data flows now. */
export interface LiveStatus {
  connected: boolean;
  /** The channel dropped and is being re-established; live data is paused. */
  socketDisconnect: boolean;
  /**
   * The operator allows the live channel (app configuration: useSocket on, isSocketBlocked
   * off). When it does not, screens poll their calls instead (usePollWhenLiveOff).
   */
  isEnabled: boolean;
}

export const useLiveStatusStore = create<LiveStatus>(() => ({ connected: false, socketDisconnect: false, isEnabled: true }));

/** How long an acknowledged emit may wait for its answer. */
const ACK_TIMEOUT_MS = 10_000;

type AnyHandler = (payload: unknown) => void;

function sameAuth(a: LiveAuth, b: LiveAuth): boolean {
  return a.token === b.token && a.type === b.type;
}

export class LiveClient {
  private socket: Socket | null = null;
  private auth: LiveAuth = {};
  private readonly handlers = new Map<ServerMessageName, Set<AnyHandler>>();
  private readonly connectHooks = new Set<() => void>();
  private readonly resyncHooks = new Set<() => void>();
  private resyncTimer: ReturnType<typeof setTimeout> | null = null;
  private activeTimer: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private checkTimer: ReturnType<typeof setInterval> | null = null;
  /** Set while we drop the connection ourselves (new auth), so no "Reconnecting" shows for it. */
  private isSwitchingAuth = false;

  constructor(private readonly createSocket: (auth: LiveAuth) => Socket = defaultSocket) {}

  /** Opens the channel with these credentials (idempotent). */
  start(auth: LiveAuth): void {
    this.auth = auth;
    if (this.socket) return;
    const socket = this.createSocket(auth);
    this.socket = socket;
    socket.on('connect', () => this.handleConnect());
    socket.on('disconnect', (reason) => this.handleDisconnect(reason));
    socket.on('connect_error', () => this.handleConnectError(socket));
    socket.onAny((event: string, payload: unknown) => this.dispatch(event, payload));
    socket.connect();
    this.checkTimer = setInterval(() => this.checkConnection(), LIVE_CLIENT.connectionCheckMs);
  }

  /** Closes the channel for good (provider unmount). Handlers and hooks stay registered. */
  stop(): void {
    this.clearTimers();
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    this.resyncTimer = null;
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.removeAllListeners();
    socket.offAny();
    socket.disconnect();
    useLiveStatusStore.setState({ connected: false, socketDisconnect: false });
  }

  /** Login or logout: reconnect with the new credentials so the server puts us in the right rooms. */
  setAuth(auth: LiveAuth): void {
    if (sameAuth(auth, this.auth)) return;
    this.auth = auth;
    const socket = this.socket;
    if (!socket) return;
    socket.auth = { ...auth };
    this.isSwitchingAuth = true;
    socket.disconnect();
    socket.connect();
  }

  get isConnected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Listens to one server message; the handler only ever sees payloads that passed the contract. */
  on<K extends ServerMessageName>(name: K, handler: (payload: ServerMessage<K>) => void): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    const h = handler as AnyHandler;
    set.add(h);
    return () => {
      set.delete(h);
    };
  }

  /** Runs now when connected, and again after every (re)connect, until removed. */
  onConnect(hook: () => void): () => void {
    this.connectHooks.add(hook);
    if (this.isConnected) hook();
    return () => {
      this.connectHooks.delete(hook);
    };
  }

  /**
   * Runs after the server's `liveResync`, once the on-connect hooks have run again: for what a
   * reconnect alone does not refetch (the data user messages keep fresh).
   */
  onResync(hook: () => void): () => void {
    this.resyncHooks.add(hook);
    return () => {
      this.resyncHooks.delete(hook);
    };
  }

  /** Sends a message when connected; dropped otherwise (the on-connect hooks redo what matters). */
  emit(name: ClientEmit, payload: object = {}): void {
    if (this.socket?.connected) this.socket.emit(name, payload);
  }

  /** Sends a message and answers its acknowledgement checked against `schema`; null if none came or it was malformed. */
  request<S extends z.ZodType>(name: ClientEmit, payload: object, schema: S): Promise<z.output<S> | null> {
    const socket = this.socket;
    if (!socket?.connected) return Promise.resolve(null);
    return new Promise((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit(name, payload, (err: Error | null, answer: unknown) => {
        if (err) return resolve(null);
        const parsed = schema.safeParse(answer);
        resolve(parsed.success ? parsed.data : null);
      });
    });
  }

  private dispatch(event: string, payload: unknown): void {
    if (!Object.hasOwn(serverMessages, event)) return;
    const name = event as ServerMessageName;
    const set = this.handlers.get(name);
    if (name !== 'liveResync' && (!set || set.size === 0)) return;
    const parsed = serverMessages[name].safeParse(payload);
    if (!parsed.success) {
      if (import.meta.env.DEV) console.warn(`live: dropped malformed ${name}`, parsed.error.issues);
      return;
    }
    if (name === 'liveResync') this.scheduleResync();
    for (const h of [...(set ?? [])]) h(parsed.data);
  }

  /** One resync however many orders come within the spread; the wait spreads a process's screens. */
  private scheduleResync(): void {
    if (this.resyncTimer) return;
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      // Dropped meanwhile: the reconnect runs the on-connect hooks itself.
      if (this.isConnected) for (const hook of [...this.connectHooks]) hook();
      for (const hook of [...this.resyncHooks]) hook();
    }, Math.random() * LIVE_CLIENT.resyncSpreadMs);
  }

  private handleConnect(): void {
    this.isSwitchingAuth = false;
    useLiveStatusStore.setState({ connected: true, socketDisconnect: false });
    this.clearTimers();
    this.activeTimer = setInterval(() => this.emit('active', {}), LIVE_CLIENT.activeIntervalMs);
    for (const hook of [...this.connectHooks]) hook();
  }

  private handleDisconnect(reason: Socket.DisconnectReason): void {
    if (this.activeTimer) clearInterval(this.activeTimer);
    this.activeTimer = null;
    // Whatever the reason, prices held from now on may be old: suspend them until fresh ones come.
    markAllPricesStale();
    const isOurs = this.isSwitchingAuth || reason === 'io client disconnect';
    useLiveStatusStore.setState({ connected: false, socketDisconnect: !isOurs });
    // socket.io does not retry after the server closed the connection itself; we do.
    if (reason === 'io server disconnect') this.socket?.connect();
  }

  /**
   * A failed attempt. socket.io retries by itself unless the server refused the handshake
   * (socket.active is then false): a refused token falls back to a visitor connection so
   * public prices keep flowing (the HTTP layer deals with the dead session); a refused visitor
   * tries again after the longest reconnect delay.
   */
  private handleConnectError(socket: Socket): void {
    this.isSwitchingAuth = false;
    useLiveStatusStore.setState({ connected: false, socketDisconnect: true });
    if (socket.active) return;
    if (this.auth.token) {
      this.auth = {};
      socket.auth = {};
      socket.connect();
      return;
    }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.socket === socket && !socket.connected) socket.connect();
    }, LIVE_CLIENT.reconnectionDelayMax);
  }

  /** `active`: connected, or socket.io is reconnecting it by itself. */
  private checkConnection(): void {
    const socket = this.socket;
    if (!socket || socket.connected || socket.active || this.retryTimer) return;
    socket.connect();
  }

  private clearTimers(): void {
    if (this.activeTimer) clearInterval(this.activeTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.activeTimer = null;
    this.retryTimer = null;
  }
}

function defaultSocket(auth: LiveAuth): Socket {
  // No URL: same origin (Vite proxies /socket.io with ws in development).
  return io({
    path: LIVE_SOCKET_PATH,
    transports: [...LIVE_CLIENT.transports],
    reconnection: LIVE_CLIENT.reconnection,
    reconnectionAttempts: LIVE_CLIENT.reconnectionAttempts,
    reconnectionDelay: LIVE_CLIENT.reconnectionDelay,
    reconnectionDelayMax: LIVE_CLIENT.reconnectionDelayMax,
    auth: { ...auth },
    autoConnect: false,
  });
}

/** The tab's one live channel. */
export const live = new LiveClient();
