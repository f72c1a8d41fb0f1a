import type { LiveAuth } from '@backlay/contract';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for socket.io-client's Socket (the edge we do not own): records emits and lets the
 * test play the server: connect, drop, send messages and answer acks.
 */
export class FakeSocket {
  connected = false;
  /**
   * socket.io's `active`: the socket is connected or socket.io will (re)connect it by itself. It
   * turns on with connect() and off when the client or the server closes the connection, or the
   * server refuses the handshake.
   */
  active = false;
  auth: LiveAuth;
  readonly emits: Array<{ name: string; payload: unknown }> = [];
  readonly acks = new Map<string, (err: Error | null, answer: unknown) => void>();
  private listeners = new Map<string, Listener[]>();
  private anyListeners: Listener[] = [];
  connectCalls = 0;

  constructor(auth: LiveAuth) {
    this.auth = auth;
  }
  on(name: string, fn: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
    return this;
  }
  onAny(fn: Listener) {
    this.anyListeners.push(fn);
    return this;
  }
  offAny() {
    this.anyListeners = [];
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    if (this.connected) this.serverDrop('io client disconnect');
    return this;
  }
  emit(name: string, payload: unknown) {
    this.emits.push({ name, payload });
    return this;
  }
  timeout() {
    return {
      emit: (name: string, payload: unknown, ack: (err: Error | null, answer: unknown) => void) => {
        this.emits.push({ name, payload });
        this.acks.set(name, ack);
      },
    };
  }
  // The server's side.
  serverConnect() {
    this.connected = true;
    this.fire('connect');
  }
  serverDrop(reason = 'transport close') {
    this.connected = false;
    // socket.io retries by itself after a transport drop, not after the server closed on purpose.
    if (reason === 'io server disconnect' || reason === 'io client disconnect') this.active = false;
    this.fire('disconnect', reason);
  }
  /** The server refuses the handshake (middleware error): socket.io does not retry by itself. */
  serverRefuse() {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error('refused'));
  }
  serverSend(name: string, payload: unknown) {
    for (const fn of this.anyListeners) fn(name, payload);
  }
  private fire(name: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(name) ?? []) fn(...args);
  }
}
