import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';
import type { EncodedMessage } from './socket-frame.js';

/**
 * THE ONLY FILE OF THE LIVE MODULE THAT TOUCHES PRIVATE INTERNALS.
 *
 * Why: socket.io's own broadcast (`io.to(room).emit`) already encodes a packet once, but then
 * walks Engine.IO's per-socket path (packet objects, write buffer, events, callbacks) for every
 * receiver, so a broadcast to thousands of sockets blocks the loop for long (docs/stack.md
 * "socket.io fan-out"). Writing one pre-built WebSocket frame straight to the TCP socket
 * costs a fraction of that. The frame is the public protocol (see socket-frame.ts); what is
 * private is how we reach the TCP socket and how we know nothing else is queued in front:
 *
 *   conn = socket.conn                    engine.io Socket: readyState, upgrading, writeBuffer
 *   conn.transport                        engine.io WebSocket transport: name, writable, perMessageDeflate
 *   conn.transport.socket                 ws WebSocket: readyState, _sender, _socket
 *   ws._sender._state / _queue            ws Sender: nothing deflating or queued
 *   ws._socket                            the net.Socket
 *
 * Checked on socket.io 4.8.4, engine.io 6.6.12 and the ws 8.21.3 that engine.io bundles
 * (node_modules/engine.io/node_modules/ws). If any of these moves, the checks below fail and
 * every delivery takes the public fallback (`conn.write` with `wsPreEncodedFrame`, the same
 * option socket.io's own adapter passes), so a change is slower, not broken; the live
 * compatibility test (test/live/live-fan-out.test.ts) fails when the fast path is never taken.
 */

/** ws's Sender state when no compression or blob read is in progress (lib/sender.js). */
const WS_SENDER_IDLE = 0;
const WS_OPEN = 1;

interface WsSenderInternals {
  _state?: number;
  _queue?: unknown[];
}
interface WsInternals {
  readyState?: number;
  _sender?: WsSenderInternals;
  _socket?: NetSocket;
}
interface EngineTransportInternals {
  name: string;
  writable: boolean;
  perMessageDeflate?: unknown;
  socket?: WsInternals;
}
interface EngineSocketInternals {
  readyState: string;
  upgrading?: boolean;
  writeBuffer?: unknown[];
  transport: EngineTransportInternals;
  write(data: string, options?: { wsPreEncodedFrame?: Buffer[] }): void;
}

export type DeliveryPath = 'fast' | 'fallback' | 'skipped' | 'dropped';

/**
 * A socket with this much unsent data is not keeping up (a phone on a bad network): it is
 * disconnected instead of letting its backlog grow in server memory. Prices are full images,
 * so nothing is lost: the client reconnects, resubscribes and gets a fresh snapshot.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * Delivers encoded messages, in order, to one socket, keeping their order with everything else
 * sent to it: the fast path is taken only when nothing is waiting in Engine.IO's or ws's
 * queues, so these frames cannot overtake an earlier packet; otherwise each message joins
 * those queues. `wire` is the messages' frames back to back (one write for all of them).
 */
export function deliverEncoded(socket: Socket, messages: readonly EncodedMessage[], wire: Buffer): DeliveryPath {
  const conn = socket.conn as unknown as EngineSocketInternals;
  if (conn.readyState !== 'open') return 'skipped';
  if (unsentBytes(conn) > MAX_UNSENT_BYTES) {
    socket.disconnect(true);
    return 'dropped';
  }
  const tcp = idleWebSocketTcp(conn);
  if (tcp) {
    tcp.write(wire);
    return 'fast';
  }
  for (const m of messages) conn.write(m.packet, { wsPreEncodedFrame: [m.frame] });
  return 'fallback';
}

/** Bytes waiting in the kernel-bound buffer of a websocket connection (0 when not websocket). */
function unsentBytes(conn: EngineSocketInternals): number {
  return conn.transport.name === 'websocket' ? (conn.transport.socket?._socket?.writableLength ?? 0) : 0;
}

function idleWebSocketTcp(conn: EngineSocketInternals): NetSocket | null {
  if (conn.upgrading || conn.writeBuffer?.length !== 0) return null;
  const transport = conn.transport;
  if (transport.name !== 'websocket' || !transport.writable || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  if (ws?.readyState !== WS_OPEN) return null;
  const sender = ws._sender;
  if (sender?._state !== WS_SENDER_IDLE || sender._queue?.length !== 0) return null;
  const tcp = ws._socket;
  if (!tcp || !tcp.writable || tcp.destroyed) return null;
  return tcp;
}
