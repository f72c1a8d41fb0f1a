/** Paths a load balancer asks, on any host: never redirected, no site or session looked up. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** One dependency the process needs to serve: resolves with a problem, or null when fine. */
export type ReadinessCheck = () => Promise<string | null>;

/** How long one check may take before it counts as failed: a hung database is not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The checks behind GET /readyz. Modules add theirs as they start (the live module its Redis,
 * the server its feed); each runs with a timeout, all at once.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>();

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(): Promise<{ ready: boolean; checks: Record<string, string> }> {
    const entries = [...this.checks];
    const results = await Promise.all(entries.map(([, check]) => withTimeout(check)));
    const checks: Record<string, string> = {};
    entries.forEach(([name], i) => (checks[name] = results[i] ?? 'ok'));
    return { ready: results.every((r) => r === null), checks };
  }
}

async function withTimeout(check: ReadinessCheck): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch((err: unknown) => (err instanceof Error ? err.message : String(err))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
