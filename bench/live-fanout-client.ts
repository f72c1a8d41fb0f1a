/**
 * One client process of live-fanout.bench.ts (forked, so client work never shares the
 * server's event loop). It opens its share of the connections, subscribes each to its room,
 * and counts the measured messages and their feed-to-client latency (the payload carries the
 * send time; every process reads the same machine clock).
 *
 * Protocol with the parent (IPC): parent -> { type: 'report' } | { type: 'exit' };
 * child -> { type: 'ready', connectMs } | { type: 'failed', error } | { type: 'report', ... }.
 */
import { performance } from 'node:perf_hooks';
import { io as connectSocketIo, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { LIVE_SOCKET_PATH } from '../packages/contract/src/live.js';

export interface ClientJob {
  /**
   * socket.io: the real socket.io-client. socket.io-lite: a raw `ws` client speaking the same
   * Engine.IO v4 / socket.io v5 protocol (handshake, connect, ping/pong, acks, JSON events),
   * for when the real client's own CPU would set the pace. ws: raw ws against the ws server.
   */
  kind: 'socket.io' | 'socket.io-lite' | 'ws';
  url: string;
  /** Host header of the socket.io handshakes: the app refuses a host that is none of its own. */
  host?: string;
  /** Rooms (event ids) this process's clients are spread over, round robin from `offset`. */
  rooms: string[];
  count: number;
  offset: number;
}

/** What the bench's messages carry besides the market price. */
export interface BenchStamp {
  /** Epoch ms, fractional (performance.timeOrigin + performance.now()). */
  sentAt: number;
  /** 0 during warm-up (not counted), 1 when measured. */
  phase: 0 | 1;
}

export interface ClientReport {
  type: 'report';
  received: number;
  /** Latency histogram: bucket (0.1 ms) -> count. */
  buckets: [number, number][];
  maxMs: number;
  disconnects: number;
  /** CPU time of this process since its clients were ready, µs, and the messages it took (warm-up too). */
  cpuUs: number;
  handled: number;
}

const BUCKET_MS = 0.1;
const CONNECTS_IN_FLIGHT = 50;

const nowMs = () => performance.timeOrigin + performance.now();

let received = 0;
let handled = 0;
let maxMs = 0;
let disconnects = 0;
const buckets = new Map<number, number>();

function onMessage(stamp: BenchStamp): void {
  handled++;
  if (stamp.phase !== 1) return;
  const latency = nowMs() - stamp.sentAt;
  received++;
  if (latency > maxMs) maxMs = latency;
  const b = Math.max(0, Math.round(latency / BUCKET_MS));
  buckets.set(b, (buckets.get(b) ?? 0) + 1);
}

async function openSocketIo(url: string, room: string, host?: string): Promise<Socket> {
  const socket = connectSocketIo(url, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(host ? { extraHeaders: { host } } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('getMarketCacheUpdates', onMessage);
  socket.on('disconnect', () => disconnects++);
  await socket.timeout(30_000).emitWithAck('postEventSubscription', { eventId: room });
  return socket;
}

/** The socket.io protocol over a bare websocket: the same frames the real client exchanges. */
async function openSocketIoLite(url: string, room: string, host?: string): Promise<WebSocket> {
  const ws = new WebSocket(
    `${url.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}/?EIO=4&transport=websocket`,
    host ? { headers: { host } } : {},
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2)) as [string, BenchStamp];
        if (event === 'getMarketCacheUpdates') onMessage(payload);
      } else if (text === '2') {
        ws.send('3'); // Engine.IO ping -> pong
      } else if (text.startsWith('0')) {
        ws.send('40'); // Engine.IO open -> socket.io CONNECT to "/"
      } else if (text.startsWith('40')) {
        ws.send(`420${JSON.stringify(['postEventSubscription', { eventId: room }])}`);
      } else if (text.startsWith('430')) {
        resolve(); // the subscription's ack
      } else if (text.startsWith('44')) {
        reject(new Error(`connect refused: ${text}`));
      }
    });
  });
  ws.on('close', () => disconnects++);
  return ws;
}

async function openWs(url: string, room: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  await new Promise<void>((resolve) => {
    ws.once('message', () => resolve());
    ws.send(JSON.stringify({ sub: room }));
  });
  // Same bytes as socket.io's: `42["getMarketCacheUpdates",{...}]`; parse them as the client would.
  ws.on('message', (data) => onMessage((JSON.parse(data.toString().slice(2)) as [string, BenchStamp])[1]));
  ws.on('close', () => disconnects++);
  return ws;
}

async function main(): Promise<void> {
  const job = JSON.parse(process.env.LIVE_BENCH_JOB ?? '') as ClientJob;
  const started = performance.now();
  const closers: (() => void)[] = [];
  let next = 0;
  async function lane(): Promise<void> {
    while (next < job.count) {
      const i = next++;
      const room = job.rooms[(job.offset + i) % job.rooms.length]!;
      if (job.kind === 'socket.io') {
        const s = await openSocketIo(job.url, room, job.host);
        closers.push(() => s.disconnect());
      } else if (job.kind === 'socket.io-lite') {
        const w = await openSocketIoLite(job.url, room, job.host);
        closers.push(() => w.terminate());
      } else {
        const w = await openWs(job.url, room);
        closers.push(() => w.terminate());
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, lane));
  process.send!({ type: 'ready', connectMs: performance.now() - started });
  const cpuAtReady = process.cpuUsage();

  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'report') {
      const cpu = process.cpuUsage(cpuAtReady);
      const report: ClientReport = {
        type: 'report',
        received,
        buckets: [...buckets],
        maxMs,
        disconnects,
        cpuUs: cpu.user + cpu.system,
        handled,
      };
      process.send!(report);
    } else if (msg.type === 'exit') {
      for (const close of closers) close();
      setTimeout(() => process.exit(0), 200);
    }
  });
}

main().catch((err: unknown) => {
  process.send!({ type: 'failed', error: String(err instanceof Error ? err.stack : err) });
  process.exit(1);
});
