import { ERROR_CODES, MESSAGES, REQUEST_MESSAGES, type ErrorBody } from './errors.js';
import { getMaintenance as getMaintenanceRoute } from './tenancy.js';

/** What these rules need of the platform's fetch, timers and AbortSignal (this package has no DOM types). */
interface AnswerHeaders {
  headers: { get(name: string): string | null };
}
interface Abortable {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}
type FetchJson = (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;
declare function setTimeout(handler: () => void, ms: number): unknown;
declare function clearTimeout(id: unknown): void;

/**
 * How the sites answer a "try again" (docs/decisions/try-again-answers.md): the server's TRY_AGAIN
 * (a draining process, a lost database connection), a 503 the maintenance call does not confirm,
 * or no answer at all. Both the player site and the console send their calls with
 * sendTryingAgain; each keeps its own headers, errors and maintenance flag.
 */

/** A safe call is sent this many times in all, TRY_AGAIN_DELAY_MS apart unless Retry-After says otherwise. */
export const TRY_AGAIN_ATTEMPTS = 3;
export const TRY_AGAIN_DELAY_MS = 1_000;
/** A longer Retry-After is cut to this: someone is waiting on the call. */
const MAX_TRY_AGAIN_DELAY_MS = 5_000;
/** One maintenance question answers every 503 that arrives within this time (a burst). */
export const MAINTENANCE_CHECK_FRESH_MS = 2_000;

/**
 * Whether a call may be sent again as it is: a GET, or a call with an Idempotency-Key (the server
 * answers a repeated key with the first answer, so a placement never happens twice).
 */
export function isRetrySafe(method: string, headers: Record<string, string>): boolean {
  return method === 'GET' || Object.keys(headers).some((k) => k.toLowerCase() === 'idempotency-key');
}

/** The wait before sending again, from the answer's Retry-After (seconds or a date). */
export function retryDelayMs(res: AnswerHeaders | null): number {
  const header = res?.headers.get('retry-after');
  if (!header) return TRY_AGAIN_DELAY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1_000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_TRY_AGAIN_DELAY_MS) : TRY_AGAIN_DELAY_MS;
}

/** Waits `ms`; answers false at once when the call is aborted meanwhile. */
export function pauseUnlessAborted(ms: number, signal: Abortable | null | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (went: boolean) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(went);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Whether GET api/common/maintenance (open during maintenance) says the platform is in
 * maintenance. A 503 alone may come from a proxy or a restarting process, which must not show
 * everyone the maintenance page. Calls failing together share one question; the maintenance call
 * itself answering 503 is no confirmation. `fetchJson` is the site's fetch.
 */
export function maintenanceConfirmer(fetchJson: FetchJson): (failedPath: string) => Promise<boolean> {
  let check: { askedAt: number; isMaintenance: Promise<boolean> } | null = null;
  const ask = async () => {
    try {
      const res = await fetchJson(getMaintenanceRoute.path, { headers: { accept: 'application/json' } });
      if (!res.ok) return false;
      const body = (await res.json()) as { docs?: { isMaintenance?: unknown } } | null;
      return body?.docs?.isMaintenance === true;
    } catch {
      return false;
    }
  };
  return (failedPath) => {
    if (failedPath === getMaintenanceRoute.path) return Promise.resolve(false);
    const now = Date.now();
    if (!check || now - check.askedAt > MAINTENANCE_CHECK_FRESH_MS) check = { askedAt: now, isMaintenance: ask() };
    return check.isMaintenance;
  };
}

/** What the loop reads of an answer: its status, its Retry-After, and its body from a copy. */
interface TryAgainAnswer extends AnswerHeaders {
  readonly status: number;
  clone(): { text(): Promise<string> };
}
/** The site's own error of a refused call, as its api client throws it. */
type Refusal = new (status: number, code: string, message: string) => Error;

/**
 * Sends a call by the rules above: again after no answer, a TRY_AGAIN or a 503 that
 * `confirmMaintenance` does not confirm, while the call is `safe` and tries are left; then
 * throws the site's `Refusal` for no answer or "try again". Any other answer is the site's to
 * read, its body unread; `maintenance` says a 503 was confirmed.
 */
export async function sendTryingAgain<R extends TryAgainAnswer>(
  send: () => Promise<R>,
  call: { safe: boolean; signal?: Abortable | null; confirmMaintenance: () => Promise<boolean>; Refusal: Refusal },
): Promise<{ res: R; maintenance: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const mayRetry = call.safe && attempt < TRY_AGAIN_ATTEMPTS;
    let res: R;
    try {
      res = await send();
    } catch {
      // No answer: a dropped connection, or a process between stop and start.
      if (mayRetry && (await pauseUnlessAborted(TRY_AGAIN_DELAY_MS, call.signal))) continue;
      throw new call.Refusal(0, 'NETWORK', MESSAGES.somethingWentWrong);
    }
    if (res.status !== 503 && res.status !== ERROR_CODES.TRY_AGAIN) return { res, maintenance: false };
    const body = errorBody(await res.clone().text());
    if (res.status === 503 && (await call.confirmMaintenance())) return { res, maintenance: true };
    if (res.status === 503 || body.code === 'TRY_AGAIN') {
      if (mayRetry && (await pauseUnlessAborted(retryDelayMs(res), call.signal))) continue;
      throw new call.Refusal(res.status, 'TRY_AGAIN', body.code === 'TRY_AGAIN' && body.message ? body.message : REQUEST_MESSAGES.tryAgain);
    }
    return { res, maintenance: false };
  }
}

function errorBody(text: string): Partial<ErrorBody> {
  try {
    return (JSON.parse(text) as Partial<ErrorBody> | null) ?? {};
  } catch {
    return {};
  }
}
