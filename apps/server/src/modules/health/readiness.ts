/** Paths a load balancer asks, on any host: never redirected, no site or session looked up. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** One dependency the process needs to serve: resolves with a problem, or null when fine. */
export type ReadinessCheck = () => Promise<string | null>;

/** How long one check may take before it counts as failed: a hung database is not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * What a failing check does: `required` makes the process not ready (the balancer stops sending
 * it players); `degraded` is reported in the checks while the process stays ready, for a
 * dependency every process loses at once and without which each still takes bets (Redis:
 * docs/decisions/redis-outage.md), where failing would take every process out together.
 */
export type CheckImpact = 'required' | 'degraded';

/**
 * The checks behind GET /readyz. Modules add theirs as they start (the live module its Redis,
 * the server its feed); each runs with a timeout, all at once.
 */
export class Readiness {
  private readonly checks = new Map<string, { check: ReadinessCheck; impact: CheckImpact }>();

  add(name: string, check: ReadinessCheck, impact: CheckImpact = 'required'): void {
    this.checks.set(name, { check, impact });
  }

  async run(): Promise<{ ready: boolean; degraded: boolean; checks: Record<string, string> }> {
    const entries = [...this.checks];
    const results = await Promise.all(entries.map(([, { check }]) => withTimeout(check)));
    const checks: Record<string, string> = {};
    entries.forEach(([name], i) => (checks[name] = results[i] ?? 'ok'));
    const failing = (impact: CheckImpact) => entries.some(([, c], i) => c.impact === impact && results[i] !== null);
    return { ready: !failing('required'), degraded: failing('degraded'), checks };
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
