import type { Namespace } from 'socket.io';
import type { ServerMessage, ServerMessageName } from '@backlay/contract';
import { rooms, type LivePublisher } from './live-publisher.js';
import { deliverEncoded } from './engine-fast-write.js';
import { encodeMessage, type EncodedMessage } from './socket-frame.js';

/** Deliveries per event-loop turn: a 5,000-socket broadcast yields to I/O four times. */
export const FAN_OUT_SLICE = 1_000;
/** Waiting broadcasts to the same sockets that may share one write per socket. */
const MAX_BATCH_MESSAGES = 64;
const MAX_BATCH_BYTES = 256 * 1024;
/** Target-room lists whose members are kept ready between broadcasts. */
const MAX_CACHED_TARGETS = 1_000;
const NO_MEMBERS: readonly string[] = Object.freeze([]);

/**
 * Work that waits in the queue behind the broadcasts sent before it (closing the sockets of
 * ended sessions: the messages they were due, a logout notice among them, go out first).
 */
interface Checkpoint {
  run(): void;
}

interface Broadcast {
  messages: EncodedMessage[];
  /** The messages' frames back to back: what a websocket member gets in one write. */
  wire: Buffer;
  /** Shared by broadcasts to the same rooms while membership does not change. */
  socketIds: readonly string[];
  next: number;
}

export interface FanOutStats {
  /** Deliveries written straight to the TCP socket (one per socket per batch). */
  fast: number;
  /** Deliveries handed to Engine.IO (polling, upgrading, or something queued in front). */
  fallback: number;
  /** Slow sockets disconnected for falling too far behind (engine-fast-write.ts). */
  dropped: number;
}

/**
 * The live channel's publisher (docs/stack.md "socket.io fan-out"): each message is encoded once,
 * then the same frame is written to every member of the rooms, `FAN_OUT_SLICE` sockets per
 * loop turn so one big broadcast never blocks the server for long. Broadcasts leave in the
 * order they were emitted (one queue), so a socket sees each market's updates in order.
 *
 * When the server falls behind (a burst, a busy machine), broadcasts waiting for the same
 * sockets are sent together: their frames go out in one write per socket, so the cost per
 * message drops exactly when the backlog grows, instead of the backlog growing without end.
 *
 * Room membership is mirrored from the adapter's documented `join-room` / `leave-room`
 * events; a socket in several target rooms is counted once.
 *
 * Scope: this delivers to the sockets of this process. With `REDIS_URL` the live channel spans
 * processes: prices (from each process's own cache) and the feed's messages (which every process
 * hears on the price stream, modules/sports/stream/) stay on this path, and everything else goes
 * through the Redis adapter (cluster-publisher.ts).
 * `socket.onAnyOutgoing` listeners are not called for these messages.
 */
export class RoomFanOut implements LivePublisher {
  private readonly members = new Map<string, Set<string>>();
  /** Member lists by target rooms, valid until the next join or leave. */
  private readonly targets = new Map<string, readonly string[]>();
  private readonly queue: (Broadcast | Checkpoint)[] = [];
  private scheduled: NodeJS.Immediate | null = null;
  private closed = false;
  private readonly counts: FanOutStats = { fast: 0, fallback: 0, dropped: 0 };

  constructor(private readonly nsp: Namespace) {
    nsp.adapter.on('join-room', (room: string, id: string) => {
      // Every socket sits in a room named after its own id; nobody broadcasts to those here.
      if (room === id) return;
      let ids = this.members.get(room);
      if (!ids) this.members.set(room, (ids = new Set()));
      ids.add(id);
      this.targets.clear();
    });
    nsp.adapter.on('leave-room', (room: string, id: string) => {
      const ids = this.members.get(room);
      if (!ids) return;
      ids.delete(id);
      if (ids.size === 0) this.members.delete(room);
      this.targets.clear();
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
    const message = encodeMessage(event, payload);
    this.queue.push({ messages: [message], wire: message.frame, socketIds, next: 0 });
    this.schedule();
  }

  /** Closes this process's sockets of the sessions once the broadcasts queued before have gone out. */
  endSessions(sessionIds: readonly string[]): void {
    if (this.closed) return;
    const sessionRooms = sessionIds.map(rooms.session);
    // A socket not in its room yet checks its session itself after joining (session-sockets.ts).
    if (!sessionRooms.some((room) => this.members.has(room))) return;
    this.queue.push({ run: () => this.nsp.local.in(sessionRooms).disconnectSockets(true) });
    this.schedule();
  }

  /** Whether any socket of this process is in the room (the live channel is this process's alone here). */
  listens(room: string): boolean {
    return this.members.has(room);
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

  private membersOf(roomNames: readonly string[]): readonly string[] {
    // A room nobody is in (a player with no page open: most of a settlement's 20,000 players)
    // answers without a key built and cached: caching those would fill and clear the cache over
    // and over.
    if (roomNames.length === 1 && !this.members.has(roomNames[0]!)) return NO_MEMBERS;
    const key = roomNames.join('\u0000');
    const cached = this.targets.get(key);
    if (cached) return cached;
    let ids: string[];
    if (roomNames.length === 1) {
      ids = [...(this.members.get(roomNames[0]!) ?? [])];
    } else {
      const union = new Set<string>();
      for (const room of roomNames) {
        const members = this.members.get(room);
        if (members) for (const id of members) union.add(id);
      }
      ids = [...union];
    }
    if (this.targets.size >= MAX_CACHED_TARGETS) this.targets.clear();
    this.targets.set(key, ids);
    return ids;
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
      const head = this.queue[0]!;
      if (isCheckpoint(head)) {
        this.queue.shift();
        head.run();
        continue;
      }
      const job = this.batchAtHead(head);
      const end = Math.min(job.socketIds.length, job.next + budget);
      for (let i = job.next; i < end; i++) {
        const socket = sockets.get(job.socketIds[i]!);
        // Gone since the broadcast was queued: nothing to deliver.
        if (!socket) continue;
        const path = deliverEncoded(socket, job.messages, job.wire);
        if (path === 'fast') this.counts.fast++;
        else if (path === 'fallback') this.counts.fallback++;
        else if (path === 'dropped') this.counts.dropped++;
      }
      budget -= end - job.next;
      job.next = end;
      if (job.next >= job.socketIds.length) this.queue.shift();
    }
    if (this.queue.length > 0) this.schedule();
  }

  /**
   * Folds the broadcasts waiting right behind the head into it when they go to the very same
   * sockets and the head has not started: same order, fewer writes.
   */
  private batchAtHead(head: Broadcast): Broadcast {
    if (head.next !== 0) return head;
    let count = 1;
    let bytes = head.wire.length;
    while (count < this.queue.length) {
      const follower = this.queue[count]!;
      if (isCheckpoint(follower) || head.messages.length + follower.messages.length > MAX_BATCH_MESSAGES) break;
      if (follower.socketIds !== head.socketIds || bytes + follower.wire.length > MAX_BATCH_BYTES) break;
      bytes += follower.wire.length;
      count++;
    }
    if (count === 1) return head;
    const folded = this.queue.splice(0, count) as Broadcast[];
    const messages = folded.flatMap((b) => b.messages);
    const merged: Broadcast = { messages, wire: Buffer.concat(folded.map((b) => b.wire)), socketIds: head.socketIds, next: 0 };
    this.queue.unshift(merged);
    return merged;
  }
}

function isCheckpoint(job: Broadcast | Checkpoint): job is Checkpoint {
  return 'run' in job;
}
