/**
 * The load generator of placement.bench.ts, run in its own process so the clients' work does
 * not share the server's event loop. Reads its job (JSON) from the BENCH_LOAD environment
 * variable and prints JSON lines on stdout: {"window":"start"} when the measured window begins,
 * {"window":"end"} when it ends (so the bench can sample the server's and PostgreSQL's CPU over
 * the same window), then the result: requests, statuses, latencies and its own CPU time.
 *
 * Two modes, one keep-alive connection per player (connection i sends player i's token and body):
 * - as fast as possible (no overallRate): autocannon. Latencies are taken per response
 *   (sub-millisecond) rather than from autocannon's histogram, which rounds to whole
 *   milliseconds; autocannon's own p99 is printed too.
 * - paced (overallRate set): an open-loop load of our own over node:net. autocannon's rate limit
 *   is a per-connection quota per second reset by a 1 s interval, so every connection fires its
 *   whole quota back-to-back at the start of each second and then idles: a saturated burst, not
 *   the asked load. Here connection i sends at t_i + k * period (period = connections /
 *   overallRate, t_i a random phase in [0, period), in the i-th of `connections` equal slices of
 *   the period so that all sends are evenly spread); a send that falls due while the previous
 *   answer on its connection is still awaited goes out as soon as that answer arrives, and every
 *   latency is taken from the request's scheduled time (no coordinated omission).
 */
import { writeFileSync } from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';

/**
 * BENCH_TRACE=<path prefix>: a paced run also writes every measured answer as a line
 * "<scheduled epoch ms>\t<latency ms>\t<status>" to <prefix>-<pid>.tsv, to line a latency tail
 * up against what else happened at the same moments (the disk, PostgreSQL's waits, the loop).
 */
const TRACE_PREFIX = process.env.BENCH_TRACE ?? null;

export interface LoadJob {
  url: string;
  /** One entry per connection: its headers and JSON body. */
  clients: { headers: Record<string, string>; body: string }[];
  seconds: number;
  warmupSeconds: number;
  /** Requests per second over all connections, evenly paced; absent: as fast as the server answers. */
  overallRate?: number;
}

export interface LoadResult {
  mode: 'autocannon' | 'paced';
  requests: number;
  /** The measured window: autocannon's duration, or (paced) from the window's start to its last answer. */
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** autocannon's p99 (whole ms); null when paced (p99 is then already taken from the scheduled times). */
  autocannonP99: number | null;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** The first body answered with a status other than 200, to show why. */
  firstFailure: string | null;
  /** This process's CPU time (user + system) over the measured window, in microseconds. */
  cpuMicros: number;
  /**
   * Paced only: p99 and max of how late this process's own timers fired their sends, ms. A
   * latency tail that this matches was spent in the load generator waiting for a core, not in
   * the server; null for autocannon.
   */
  sendLate: { p99: number; max: number } | null;
}

/** A line the bench reads to sample its own and PostgreSQL's CPU at the window's edges. */
function marker(window: 'start' | 'end'): void {
  process.stdout.write(`${JSON.stringify({ window })}\n`);
}

function cpuMicrosSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return d.user + d.system;
}

interface Recorded {
  latencies: number[];
  statuses: Record<string, number>;
  firstFailure: string | null;
  seconds: number;
  errors: number;
  timeouts: number;
  autocannonP99: number | null;
  cpuMicros: number;
  /** Paced only: how late each measured send's timer fired, ms. */
  lateness: number[] | null;
}

function autocannonRun(job: LoadJob, seconds: number, record: boolean): Promise<Recorded> {
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let firstFailure: string | null = null;
  return new Promise((resolve, reject) => {
    if (record) marker('start');
    const cpu = process.cpuUsage();
    const instance = autocannon(
      {
        url: job.url,
        method: 'POST',
        connections: job.clients.length,
        duration: seconds,
        timeout: 30,
        setupClient: (client) => {
          const c = job.clients[next++ % job.clients.length]!;
          client.setHeadersAndBody({ 'content-type': 'application/json', ...c.headers }, c.body);
        },
        requests: [
          {
            onResponse: (status: number, body: string) => {
              if (record && status !== 200 && firstFailure === null) firstFailure = `${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const cpuMicros = cpuMicrosSince(cpu);
        if (record) marker('end');
        resolve({
          latencies,
          statuses,
          firstFailure,
          seconds: result.duration,
          errors: result.errors,
          timeouts: result.timeouts,
          autocannonP99: result.latency.p99,
          cpuMicros,
          lateness: null,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!record) return;
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/** The raw HTTP/1.1 request of one client, built once. */
function rawRequest(url: URL, client: LoadJob['clients'][number]): Buffer {
  const body = Buffer.from(client.body);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(client.headers)) headers[k.toLowerCase()] = v;
  const host = headers.host ?? url.host;
  delete headers.host;
  delete headers['content-length'];
  const lines = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${host}`,
    'connection: keep-alive',
    'content-type: application/json',
    ...Object.entries(headers)
      .filter(([k]) => k !== 'content-type' && k !== 'connection')
      .map(([k, v]) => `${k}: ${v}`),
    `content-length: ${body.length}`,
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Minimal HTTP/1.1 response reader for one connection: status line, headers up to \r\n\r\n,
 * a body of Content-Length bytes; data kept across chunks, several answers per chunk. Chunked
 * or length-less answers throw (the server always sends content-length).
 */
class ResponseReader {
  private buf: Buffer = Buffer.alloc(0);
  /** Parsed head of the answer being read: status and body length; null between answers. */
  private head: { status: number; bodyStart: number; length: number } | null = null;

  constructor(private readonly onResponse: (status: number, body: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
    for (;;) {
      if (this.head === null) {
        const end = this.buf.indexOf(HEADER_END);
        if (end < 0) {
          if (this.buf.length > 64 * 1024) throw new Error('HTTP answer head longer than 64 KiB');
          return;
        }
        const lines = this.buf.toString('latin1', 0, end).split('\r\n');
        const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '');
        if (!statusLine) throw new Error(`bad HTTP status line: ${JSON.stringify(lines[0])}`);
        let length: number | null = null;
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          if (colon < 0) throw new Error(`bad HTTP header line: ${JSON.stringify(line)}`);
          const name = line.slice(0, colon).trim().toLowerCase();
          const value = line.slice(colon + 1).trim();
          if (name === 'transfer-encoding') throw new Error(`unsupported transfer-encoding: ${value}`);
          if (name === 'content-length') {
            if (!/^\d+$/.test(value)) throw new Error(`bad content-length: ${value}`);
            length = Number(value);
          }
        }
        if (length === null) throw new Error(`HTTP answer without content-length: ${lines.join(' | ')}`);
        this.head = { status: Number(statusLine[1]), bodyStart: end + HEADER_END.length, length };
      }
      const { status, bodyStart, length } = this.head;
      if (this.buf.length < bodyStart + length) return;
      const body = this.buf.subarray(bodyStart, bodyStart + length);
      this.buf = this.buf.subarray(bodyStart + length);
      this.head = null;
      this.onResponse(status, body);
    }
  }

  get idle(): boolean {
    return this.head === null && this.buf.length === 0;
  }
}

/** How long to wait, after the last scheduled send, for the answers still out. */
const DRAIN_TIMEOUT_MS = 30_000;

async function pacedRun(job: LoadJob, rate: number): Promise<Recorded> {
  const url = new URL(job.url);
  const port = Number(url.port || 80);
  const connections = job.clients.length;
  const periodMs = (connections / rate) * 1000;

  const sockets = await Promise.all(
    job.clients.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: url.hostname, port }, () => {
            socket.off('error', reject);
            resolve(socket);
          });
          socket.once('error', reject);
          socket.setNoDelay(true);
        }),
    ),
  );

  const latencies: number[] = [];
  const lateness: number[] = [];
  const trace: string[] | null = TRACE_PREFIX === null ? null : [];
  const statuses: Record<string, number> = {};
  let firstFailure: string | null = null;
  let outstanding = 0; // requests fallen due and not yet answered, all connections
  let failure: Error | null = null;
  let lastAnswer = 0;
  let closing = false;
  /** The condition awaited now and its resolver; check() runs on every change of state. */
  let waiter: { until: () => boolean; resolve: () => void } | null = null;
  const check = () => {
    if (waiter && (failure !== null || waiter.until())) {
      const { resolve } = waiter;
      waiter = null;
      resolve();
    }
  };
  const waitFor = (until: () => boolean, timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waiter = null;
        resolve();
      }, timeoutMs);
      waiter = {
        until,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      check();
    });
  const fail = (err: Error) => {
    failure ??= err;
    check();
  };

  const start = performance.now() + 50;
  const windowStart = start + job.warmupSeconds * 1000;
  const end = windowStart + job.seconds * 1000;
  const timers = new Set<NodeJS.Timeout>();
  let scheduling = 0; // connections with sends still to fall due

  sockets.forEach((socket, i) => {
    const request = rawRequest(url, job.clients[i]!);
    /** The request on the wire (null: none): its scheduled and send times. */
    let inFlight: { scheduled: number; sent: number } | null = null;
    /** Scheduled times of requests that fell due while one was on the wire. */
    const waiting: number[] = [];
    const send = (scheduled: number) => {
      inFlight = { scheduled, sent: performance.now() };
      socket.write(request);
    };
    const reader = new ResponseReader((status, body) => {
      const now = performance.now();
      if (inFlight === null) return fail(new Error(`connection ${i}: an answer nobody asked for`));
      const { scheduled, sent } = inFlight;
      inFlight = null;
      outstanding--;
      if (scheduled >= windowStart) {
        // From the scheduled time (or from the send, if the timer fired a little early).
        const latency = now - Math.min(scheduled, sent);
        latencies.push(latency);
        trace?.push(`${(performance.timeOrigin + scheduled).toFixed(2)}\t${latency.toFixed(3)}\t${status}`);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status !== 200 && firstFailure === null) firstFailure = `${status} ${body.toString('utf8', 0, 300)}`;
        lastAnswer = now;
      }
      const next = waiting.shift();
      if (next !== undefined) send(next);
      check();
    });
    socket.on('data', (chunk: Buffer) => {
      try {
        reader.push(chunk);
      } catch (err) {
        fail(err as Error);
      }
    });
    socket.on('error', (err) => fail(new Error(`connection ${i}: ${err.message}`)));
    socket.on('close', () => {
      if (!closing) fail(new Error(`connection ${i} closed by the server`));
    });

    // A random phase in [0, period), drawn in the i-th of `connections` equal slices of it: the
    // sends of all connections spread evenly over the period, and a window holds its due count.
    let due = start + ((i + Math.random()) / connections) * periodMs;
    const arm = () => {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          if (due >= windowStart) lateness.push(Math.max(0, performance.now() - due));
          outstanding++;
          if (inFlight === null) send(due);
          else waiting.push(due);
          due += periodMs;
          if (due < end) arm();
          else scheduling--;
          check();
        },
        Math.max(0, due - performance.now()),
      );
      timers.add(timer);
    };
    if (due < end) {
      scheduling++;
      arm();
    }
  });

  let cpu: NodeJS.CpuUsage | null = null;
  const windowTimer = setTimeout(
    () => {
      marker('start');
      cpu = process.cpuUsage();
    },
    Math.max(0, windowStart - performance.now()),
  );
  // Until the last send has fallen due, then (bounded) until the answers still out are in.
  await waitFor(() => scheduling === 0, end - performance.now() + 60_000);
  await waitFor(() => outstanding === 0, DRAIN_TIMEOUT_MS);
  const cpuMicros = cpu === null ? 0 : cpuMicrosSince(cpu);
  closing = true;
  clearTimeout(windowTimer);
  for (const t of timers) clearTimeout(t);
  if (cpu !== null) marker('end');
  for (const s of sockets) s.destroy();
  if (trace !== null) {
    const path = `${TRACE_PREFIX}-${process.pid}.tsv`;
    writeFileSync(path, `${trace.join('\n')}\n`);
    process.stderr.write(`  trace of ${trace.length} answers: ${path}\n`);
  }
  if (failure) throw failure;
  if (cpu === null) throw new Error('the measured window never started');
  if (scheduling > 0) throw new Error('the schedule did not finish');

  const timeouts = outstanding; // unanswered after the drain timeout (warm-up ones included)
  return {
    latencies,
    statuses,
    firstFailure,
    seconds: Math.max(job.seconds * 1000, lastAnswer - windowStart) / 1000,
    errors: timeouts,
    timeouts,
    autocannonP99: null,
    cpuMicros,
    lateness,
  };
}

function lateOf(lateness: number[] | null): LoadResult['sendLate'] {
  if (lateness === null || lateness.length === 0) return null;
  const sorted = lateness.sort((a, b) => a - b);
  return { p99: sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))]!, max: sorted.at(-1)! };
}

async function main(): Promise<void> {
  const job = JSON.parse(process.env.BENCH_LOAD ?? '') as LoadJob;
  let recorded: Recorded;
  if (job.overallRate) {
    recorded = await pacedRun(job, job.overallRate);
  } else {
    if (job.warmupSeconds > 0) await autocannonRun(job, job.warmupSeconds, false);
    recorded = await autocannonRun(job, job.seconds, true);
  }
  const sorted = recorded.latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const out: LoadResult = {
    mode: job.overallRate ? 'paced' : 'autocannon',
    requests: sorted.length,
    seconds: recorded.seconds,
    perSecond: sorted.length / recorded.seconds,
    p50: at(50),
    p99: at(99),
    max: sorted.at(-1) ?? 0,
    autocannonP99: recorded.autocannonP99,
    statuses: recorded.statuses,
    errors: recorded.errors,
    timeouts: recorded.timeouts,
    firstFailure: recorded.firstFailure,
    cpuMicros: recorded.cpuMicros,
    sendLate: lateOf(recorded.lateness),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
