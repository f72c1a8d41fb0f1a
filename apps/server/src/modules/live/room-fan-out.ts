import type { Namespace } from 'socket.io';
import type { ServerMessage, ServerMessageName } from '@backlay/contract';
import type { LivePublisher } from './live-publisher.js';
import { deliverEncoded } from './engine-fast-write.js';
import { encodeMessage, type EncodedMessage } from './socket-frame.js';

/** Deliveries per event-loop turn: a 5,000-socket broadcast yields to I/O four times. */
export const FAN_OUT_SLICE = 1_000;

interface Broadcast {
  message: EncodedMessage;
  socketIds: string[];
  next: number;
}

export interface FanOutStats {
  /** Deliveries written straight to the TCP socket. */
  fast: number;
  /** Deliveries handed to Engine.IO (polling, upgrading, or something queued in front). */
  fallback: number;
}

/**
 * The live channel's publisher (STACK.md "socket.io fan-out"): each message is encoded once,
 * then the same frame is written to every member of the rooms, `FAN_OUT_SLICE` sockets per
 * loop turn so one big broadcast never blocks the server for long. Broadcasts leave in the
 * order they were emitted (one queue), so a socket sees each market's updates in order.
 *
 * Room membership is mirrored from the adapter's documented `join-room` / `leave-room`
 * events; a socket in several target rooms is counted once.
 *
 * Scope: this delivers to the sockets of this process. With a cross-process adapter (Redis),
 * each process must take the feed itself (STACK.md) and messages for one user must also go
 * through the adapter; today the live channel runs in-process only (no adapter installed).
 * `socket.onAnyOutgoing` listeners are not called for these messages.
 */
export class RoomFanOut implements LivePublisher {
  private readonly members = new Map<string, Set<string>>();
  private readonly queue: Broadcast[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private closed = false;
  private readonly counts: FanOutStats = { fast: 0, fallback: 0 };

  constructor(private readonly nsp: Namespace) {
    nsp.adapter.on('join-room', (room: string, id: string) => {
      // Every socket sits in a room named after its own id; nobody broadcasts to those here.
      if (room === id) return;
      let ids = this.members.get(room);
      if (!ids) this.members.set(room, (ids = new Set()));
      ids.add(id);
    });
    nsp.adapter.on('leave-room', (room: string, id: string) => {
      const ids = this.members.get(room);
      if (!ids) return;
      ids.delete(id);
      if (ids.size === 0) this.members.delete(room);
    });
  }

  emit<K extends ServerMessageName>(to: string | readonly string[], event: K, payload: ServerMessage<K>): void {
    this.broadcast(to, event, payload);
  }

  /** Same as `emit` without the contract's typing (the benchmark sends its own payloads). */
  broadcast(to: string | readonly string[], event: string, payload: unknown): void {
    if (this.closed) return;
    const socketIds = this.membersOf(typeof to === 'string' ? [to] : to);
    if (socketIds.length === 0) return;
    this.queue.push({ message: encodeMessage(event, payload), socketIds, next: 0 });
    this.schedule();
  }

  /** How many sockets are in a room now (tests and diagnostics). */
  roomSize(room: string): number {
    return this.members.get(room)?.size ?? 0;
  }

  stats(): FanOutStats {
    return { ...this.counts };
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    if (this.scheduled) clearImmediate(this.scheduled);
    this.scheduled = null;
  }

  private membersOf(roomNames: readonly string[]): string[] {
    if (roomNames.length === 1) {
      const ids = this.members.get(roomNames[0]!);
      return ids ? [...ids] : [];
    }
    const union = new Set<string>();
    for (const room of roomNames) {
      const ids = this.members.get(room);
      if (ids) for (const id of ids) union.add(id);
    }
    return [...union];
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = setImmediate(() => this.drain());
  }

  /** Delivers up to one slice, then yields to the loop if more is waiting. */
  private drain(): void {
    this.scheduled = null;
    const sockets = this.nsp.sockets;
    let budget = FAN_OUT_SLICE;
    while (budget > 0 && this.queue.length > 0) {
      const job = this.queue[0]!;
      const end = Math.min(job.socketIds.length, job.next + budget);
      for (let i = job.next; i < end; i++) {
        const socket = sockets.get(job.socketIds[i]!);
        // Gone since the broadcast was queued: nothing to deliver.
        if (!socket) continue;
        const path = deliverEncoded(socket, job.message);
        if (path === 'fast') this.counts.fast++;
        else if (path === 'fallback') this.counts.fallback++;
      }
      budget -= end - job.next;
      job.next = end;
      if (job.next >= job.socketIds.length) this.queue.shift();
    }
    if (this.queue.length > 0) this.schedule();
  }
}
