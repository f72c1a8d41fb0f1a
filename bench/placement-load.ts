/**
 * The load generator of placement.bench.ts, run in its own process so the clients' work does
 * not share the server's event loop. Reads its job (JSON) from the BENCH_LOAD environment
 * variable, drives autocannon with one keep-alive connection per player (connection i sends
 * player i's token and body), and prints one JSON line: requests, statuses and latencies.
 *
 * Latencies are taken per response (sub-millisecond) rather than from autocannon's histogram,
 * which rounds to whole milliseconds; under a rate limit autocannon's own p99 (corrected for
 * coordinated omission) is printed too.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  /** One entry per connection: its headers and JSON body. */
  clients: { headers: Record<string, string>; body: string }[];
  seconds: number;
  warmupSeconds: number;
  /** Requests per second over all connections; absent: as fast as the server answers. */
  overallRate?: number;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** autocannon's p99 (whole ms; corrected for coordinated omission under a rate). */
  autocannonP99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** The first body answered with a status other than 200, to show why. */
  firstFailure: string | null;
}

function run(
  job: LoadJob,
  seconds: number,
  record: boolean,
): Promise<{ result: autocannon.Result; latencies: number[]; statuses: Record<string, number>; firstFailure: string | null }> {
  let next = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let firstFailure: string | null = null;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        method: 'POST',
        connections: job.clients.length,
        duration: seconds,
        timeout: 30,
        ...(job.overallRate ? { overallRate: job.overallRate } : {}),
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
      (err, result) => (err ? reject(err) : resolve({ result, latencies, statuses, firstFailure })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!record) return;
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

async function main(): Promise<void> {
  const job = JSON.parse(process.env.BENCH_LOAD ?? '') as LoadJob;
  if (job.warmupSeconds > 0) await run(job, job.warmupSeconds, false);
  const { result, latencies, statuses, firstFailure } = await run(job, job.seconds, true);
  const sorted = latencies.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const out: LoadResult = {
    requests: sorted.length,
    seconds: result.duration,
    perSecond: sorted.length / result.duration,
    p50: at(50),
    p99: at(99),
    max: sorted.at(-1) ?? 0,
    autocannonP99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    firstFailure,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
