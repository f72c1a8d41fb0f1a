/**
 * Live price fan-out: N socket clients over websocket, each subscribed to an event room, and a
 * publisher sending ~200-byte market prices at a fixed rate per client. Three servers carry the
 * same load in one run:
 *
 *   ours    the real app (buildApp on in-memory PGlite) with the live module's pre-encoded
 *           fan-out (ctx.live: encode once, write one frame per socket in slices)
 *   stock   the same app and clients, published with socket.io's own io.to(room).emit
 *   ws      a plain `ws` server and raw ws clients, the same bytes: the ceiling
 *
 * Clients run in forked processes; against socket.io they speak the socket.io protocol over a
 * bare ws socket by default (`--client real` uses socket.io-client, whose own CPU cost can set
 * the pace on a small machine). Each message is stamped with the time it was due, so a server
 * that falls behind shows it as feed-to-client latency. Prints delivered messages/s, expected
 * vs delivered, latency (p50/p99/max), the server's longest event-loop block and its CPU per
 * delivery, and the ratios against `ws`. Never passes or fails: targets are reported.
 *
 *   npm run bench:live -w @backlay/bench
 *   npm run bench:live -w @backlay/bench -- --clients 1000 --rate 20 --seconds 10 --rooms 4 --modes ours,ws
 *   npm run bench:live -w @backlay/bench -- --client real        # the real socket.io-client
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { WebSocketServer, WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import type { MarketPrice } from '../packages/contract/src/sports.js';
import { buildApp } from '../apps/server/src/app.js';
import { BENCH_ADMIN_HOST, benchConfig } from './bench-config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { rooms as roomNames } from '../apps/server/src/modules/live/live-publisher.js';
import type { RoomFanOut } from '../apps/server/src/modules/live/room-fan-out.js';
import type { BenchStamp, ClientJob, ClientReport } from './live-fanout-client.js';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    rooms: { type: 'string', default: '1' },
    workers: { type: 'string', default: '4' },
    modes: { type: 'string', default: 'ours,stock,ws' },
    client: { type: 'string', default: 'lite' },
  },
});
const CLIENTS = Number(args.clients);
/** Messages per second each client receives. */
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const ROOMS = Math.max(1, Number(args.rooms));
const WORKERS = Math.max(1, Number(args.workers));
const MODES = args.modes.split(',') as Mode[];
/**
 * Which client talks to the socket.io servers. `lite` (default) speaks the socket.io protocol
 * over a bare `ws` socket and costs about what a raw ws client costs, so the three servers are
 * compared under the same client load; `real` is socket.io-client, which on a small machine
 * needs more CPU than the server (see the client µs/msg column) and then sets the pace itself.
 */
const CLIENT_KIND: ClientJob['kind'] = args.client === 'real' ? 'socket.io' : 'socket.io-lite';
/** After the publisher stops, wait for stragglers at most this long. */
const DRAIN_MS = 10_000;

type Mode = 'ours' | 'stock' | 'ws';

interface Figures {
  mode: Mode;
  expected: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  loopMaxMs: number;
  loopP99Ms: number;
  cpuPercent: number;
  cpuUsPerDelivery: number;
  disconnects: number;
  /** Publishing plus the wait for the last delivery: above the measured seconds when the server falls behind. */
  tookSeconds: number;
  connectSeconds: number;
  /** Client processes' CPU per message they handled: when high, the clients, not the server, set the pace. */
  clientUsPerMessage: number;
}

const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const eventIds = Array.from({ length: ROOMS }, (_, i) => `e${i + 1}`);

/**
 * A ~200-byte market price as the live channel sends it (one runner's best back and lay, as a
 * coalesced headline update), stamped with its send time.
 */
function pricePayload(eventId: string, seq: number, phase: 0 | 1, sentAt: number): MarketPrice & BenchStamp {
  const odd = 1.5 + (seq % 50) / 100;
  return {
    marketId: `1.${eventId.slice(-2)}01`,
    eventId,
    status: 'open',
    runners: [{ id: 'r1', status: 'active', back: [{ odd, run: 1200 }], lay: [{ odd: odd + 0.02, run: 800 }] }],
    totalMatched: 123_456 + seq,
    updatedAt: new Date().toISOString(),
    seq,
    sentAt,
    phase,
  };
}

// ---- servers --------------------------------------------------------------------------------

interface BenchServer {
  url: string;
  /** Sends one message to everyone in `eventId`'s room; answers how many sockets it targets. */
  publish(eventId: string, payload: MarketPrice & BenchStamp): number;
  /** Sockets now subscribed to the bench rooms. */
  subscribed(): number;
  close(): Promise<void>;
}

async function appServer(database: Database): Promise<{ app: FastifyInstance; url: string }> {
  const config = benchConfig({ LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db: database.db, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

function socketIoServer(app: FastifyInstance, url: string, mode: 'ours' | 'stock'): BenchServer {
  const fanOut = app.ctx.live as RoomFanOut;
  const roomSize = (eventId: string) => fanOut.roomSize(roomNames.event(eventId));
  return {
    url,
    publish: (eventId, payload) => {
      const room = roomNames.event(eventId);
      if (mode === 'ours') fanOut.broadcast(room, 'getMarketCacheUpdates', payload);
      else app.io.to(room).emit('getMarketCacheUpdates', payload);
      return roomSize(eventId);
    },
    subscribed: () => eventIds.reduce((n, id) => n + roomSize(id), 0),
    close: () => app.close(),
  };
}

/** Plain `ws`, broadcast as its README shows: send the same string to each member. */
async function wsServer(): Promise<BenchServer> {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const members = new Map<string, Set<WebSocket>>();
  wss.on('connection', (ws) => {
    ws.once('message', (data) => {
      const { sub } = JSON.parse(data.toString()) as { sub: string };
      let set = members.get(sub);
      if (!set) members.set(sub, (set = new Set()));
      set.add(ws);
      ws.on('close', () => set.delete(ws));
      ws.send('ok');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${address.port}`,
    publish: (eventId, payload) => {
      const set = members.get(eventId);
      if (!set) return 0;
      const data = `42${JSON.stringify(['getMarketCacheUpdates', payload])}`;
      for (const ws of set) if (ws.readyState === WebSocket.OPEN) ws.send(data);
      return set.size;
    },
    subscribed: () => eventIds.reduce((n, id) => n + (members.get(id)?.size ?? 0), 0),
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

// ---- clients --------------------------------------------------------------------------------

const CLIENT_SCRIPT = fileURLToPath(new URL('./live-fanout-client.ts', import.meta.url));

function startClients(kind: ClientJob['kind'], url: string): Promise<{ children: ChildProcess[]; connectSeconds: number }> {
  const started = performance.now();
  const per = Math.ceil(CLIENTS / WORKERS);
  const children: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  for (let w = 0; w < WORKERS; w++) {
    const count = Math.min(per, CLIENTS - w * per);
    if (count <= 0) break;
    // The bench database has no site, so its visitors come to the administrator host, the one
    // host without a site the production profile serves.
    const job: ClientJob = { kind, url, host: BENCH_ADMIN_HOST, rooms: eventIds, count, offset: w * per };
    const child = fork(CLIENT_SCRIPT, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, LIVE_BENCH_JOB: JSON.stringify(job) } });
    children.push(child);
    ready.push(
      new Promise((resolve, reject) => {
        child.once('message', (msg: { type: string; error?: string }) =>
          msg.type === 'ready' ? resolve() : reject(new Error(`client process failed: ${msg.error}`)),
        );
        child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
      }),
    );
  }
  return Promise.all(ready).then(() => ({ children, connectSeconds: (performance.now() - started) / 1000 }));
}

function askReports(children: ChildProcess[]): Promise<ClientReport[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<ClientReport>((resolve) => {
          const onMessage = (msg: ClientReport) => {
            if (msg.type !== 'report') return;
            child.off('message', onMessage);
            resolve(msg);
          };
          child.on('message', onMessage);
          child.send({ type: 'report' });
        }),
    ),
  );
}

async function stopClients(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.send({ type: 'exit' });
        }),
    ),
  );
}

// ---- one run --------------------------------------------------------------------------------

/**
 * Publishes `RATE` messages per second to every room (round robin), catching up when the loop
 * was late, so a slow server shows up as latency and backlog rather than as a lower rate.
 */
async function publishFor(server: BenchServer, seconds: number, phase: 0 | 1): Promise<{ expected: number }> {
  const perSecond = RATE * ROOMS;
  const started = performance.now();
  let sent = 0;
  let expected = 0;
  const total = Math.round(seconds * perSecond);
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond));
    if (sent < due) {
      const eventId = eventIds[sent % ROOMS]!;
      // Stamped with the time the message was due, as a feed message arriving on time and
      // waiting for a busy loop would be: a blocked loop shows up as latency.
      const dueAt = performance.timeOrigin + started + (sent / perSecond) * 1000;
      expected += server.publish(eventId, pricePayload(eventId, sent, phase, dueAt));
      sent++;
      // One broadcast per loop turn, as a feed's messages arrive: catching up never runs a
      // backlog of broadcasts in one synchronous block.
      await new Promise((resolve) => setImmediate(resolve));
    } else {
      await sleep(5);
    }
  }
  return { expected };
}

async function run(mode: Mode, server: BenchServer): Promise<Figures> {
  const clients = await startClients(mode === 'ws' ? 'ws' : CLIENT_KIND, server.url);
  try {
    for (let waited = 0; server.subscribed() < CLIENTS && waited < 10_000; waited += 100) await sleep(100);
    if (server.subscribed() < CLIENTS) throw new Error(`only ${server.subscribed()} of ${CLIENTS} clients subscribed`);
    await publishFor(server, WARMUP_SECONDS, 0);

    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const { expected } = await publishFor(server, SECONDS, 1);

    let reports = await askReports(clients.children);
    const drainStarted = performance.now();
    let delivered = reports.reduce((n, r) => n + r.received, 0);
    while (delivered < expected && performance.now() - drainStarted < DRAIN_MS) {
      await sleep(250);
      reports = await askReports(clients.children);
      delivered = reports.reduce((n, r) => n + r.received, 0);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - wallBefore;
    loop.disable();
    const cpuUs = cpu.user + cpu.system;
    const { p50, p99, max } = latencies(reports);
    return {
      mode,
      expected,
      delivered,
      perSecond: delivered / (wallMs / 1000),
      p50,
      p99,
      max,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
      cpuPercent: (cpuUs / 1000 / wallMs) * 100,
      cpuUsPerDelivery: cpuUs / Math.max(1, delivered),
      disconnects: reports.reduce((n, r) => n + r.disconnects, 0),
      tookSeconds: wallMs / 1000,
      connectSeconds: clients.connectSeconds,
      clientUsPerMessage:
        reports.reduce((n, r) => n + r.cpuUs, 0) /
        Math.max(
          1,
          reports.reduce((n, r) => n + r.handled, 0),
        ),
    };
  } finally {
    await stopClients(clients.children);
  }
}

function latencies(reports: ClientReport[]): { p50: number; p99: number; max: number } {
  const merged = new Map<number, number>();
  let total = 0;
  for (const r of reports) {
    for (const [bucket, count] of r.buckets) {
      merged.set(bucket, (merged.get(bucket) ?? 0) + count);
      total += count;
    }
  }
  const sorted = [...merged].sort((a, b) => a[0] - b[0]);
  const at = (p: number) => {
    const rank = Math.ceil((p / 100) * total);
    let seen = 0;
    for (const [bucket, count] of sorted) {
      seen += count;
      if (seen >= rank) return bucket / 10;
    }
    return Number.NaN;
  };
  return { p50: at(50), p99: at(99), max: Math.max(0, ...reports.map((r) => r.maxMs)) };
}

// ---- main -----------------------------------------------------------------------------------

/** Open files allowed to this process (Linux); the server holds one per client. */
function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line ? Number(line.split(/\s+/)[3]) : null;
  } catch {
    return null;
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printTable(rows: Figures[]): void {
  const header = [
    'server',
    'expected',
    'delivered',
    'all?',
    'msg/s',
    'took s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'loop max ms',
    'loop p99 ms',
    'CPU %',
    'µs/delivery',
    'client µs/msg',
    'connect s',
  ];
  const body = rows.map((r) => [
    r.mode,
    String(r.expected),
    String(r.delivered),
    r.delivered === r.expected ? 'yes' : `no (${fmt((r.delivered / r.expected) * 100, 2)}%)`,
    fmt(r.perSecond, 0),
    fmt(r.tookSeconds),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.loopMaxMs),
    fmt(r.loopP99Ms),
    fmt(r.cpuPercent, 0),
    fmt(r.cpuUsPerDelivery, 2),
    fmt(r.clientUsPerMessage, 1),
    fmt(r.connectSeconds),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const limit = openFileLimit();
  const sample = JSON.stringify(['getMarketCacheUpdates', pricePayload(eventIds[0]!, 1, 1, nowMs())]);
  console.log(
    `live fan-out: ${CLIENTS} clients (${CLIENT_KIND} against socket.io) in ${WORKERS} processes, ${ROOMS} room(s), ${RATE} msg/s per client ` +
      `(${CLIENTS * RATE} deliveries/s), ${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up, payload ${Buffer.byteLength(sample) + 2} bytes`,
  );
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; open-file limit ${limit ?? 'unknown'}`,
  );
  if (limit !== null && limit < CLIENTS + 1_000) {
    console.log(`the open-file limit is too low for ${CLIENTS} clients: raise it (ulimit -n) or pass --clients`);
    process.exit(1);
  }

  const results: Figures[] = [];
  const socketIoModes = MODES.filter((m): m is 'ours' | 'stock' => m === 'ours' || m === 'stock');
  if (socketIoModes.length > 0) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      for (const mode of socketIoModes) {
        const { app, url } = await appServer(database);
        try {
          results.push(await run(mode, socketIoServer(app, url, mode)));
        } finally {
          await app.close();
        }
        console.log(`  ${mode} done`);
      }
    } finally {
      await database.close();
    }
  }
  if (MODES.includes('ws')) {
    const server = await wsServer();
    try {
      results.push(await run('ws', server));
    } finally {
      await server.close();
    }
    console.log('  ws done');
  }

  console.log('');
  printTable(results);
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const ws = results.find((r) => r.mode === 'ws');
  for (const r of results.filter((x) => x.mode !== 'ws')) {
    if (ws) {
      console.log(
        `${r.mode}/ws: delivered ${fmt((r.perSecond / ws.perSecond) * 100, 1)}%, CPU per delivery ${fmt(r.cpuUsPerDelivery / ws.cpuUsPerDelivery, 2)}x ws`,
      );
    }
  }
  const ours = results.find((r) => r.mode === 'ours');
  if (ours) {
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`targets for ours (${CLIENTS} x ${RATE} msg/s):`);
    console.log(`  every message delivered: ${met(ours.delivered === ours.expected)} (${ours.delivered}/${ours.expected})`);
    console.log(`  p99 <= 100 ms: ${met(ours.p99 <= 100)} (${fmt(ours.p99)} ms)`);
    if (ws) console.log(`  >= 90% of ws: ${met(ours.perSecond >= 0.9 * ws.perSecond)} (${fmt((ours.perSecond / ws.perSecond) * 100)}%)`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
