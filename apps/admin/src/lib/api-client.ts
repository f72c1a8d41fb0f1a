import type { z } from 'zod';
import { MESSAGES, REQUEST_MESSAGES, TWO_FACTOR_SETUP_REQUIRED, routes, type ErrorBody, type RouteDef } from '@backlay/contract';
import { useSession } from './session-store';

/** An error answer of the API, parsed back into the server's error model. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The message to show for any thrown value (one place, see docs/conventions.md on errors). */
export function parseApiError(err: unknown): string {
  return err instanceof ApiError ? err.message : MESSAGES.somethingWentWrong;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallOptions<D extends RouteDef> {
  params?: Partial<Input<D['params']>>;
  query?: Input<D['querystring']>;
  body?: Input<D['body']>;
  /** Send this token instead of the stored session's (revoking a player's session at sign-in). */
  token?: string;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key makes a POST safe to send again, below). */
  headers?: Record<string, string>;
}

/** Path of a route with its `:params` filled; `:role` is the signed-in staff role. */
export function routePath(def: RouteDef, params: Record<string, unknown> = {}): string {
  return def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name] ?? (name === 'role' ? useSession.getState().userType : undefined);
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name} for ${def.path}`);
    return encodeURIComponent(String(v));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/**
 * Calls one route of the contract and answers its typed 200 body. The console keeps its
 * token only from login answers (never from a response header, which the player site's
 * client stores under the player's key). A 401 on the stored session signs out, unless the
 * session is still waiting for its two-factor code. A TWO_FACTOR_SETUP_REQUIRED refusal sends
 * the console back to its set-up step, whatever the stored session said: the account's flag
 * on the server is what counts. "Try again" answers and 503s are handled in `send`.
 */
export async function callApi<D extends RouteDef>(def: D, opts: CallOptions<D> = {}): Promise<z.output<D['response']>> {
  const { res, session } = await send(def, opts, 'application/json');
  const json = parseJson(await res.text());
  if (!res.ok) throw refusal(res, json, session, opts);
  return json as z.output<D['response']>;
}

/**
 * Calls a route that answers bytes (a payment proof) and answers them as a Blob; refusals as
 * callApi's. An <img src> cannot send the Authorization header, and tokens never go in URLs,
 * so the screen shows the Blob from an object URL (lib/use-object-url.ts).
 */
export async function fetchApiBlob<D extends RouteDef>(def: D, opts: CallOptions<D> = {}): Promise<Blob> {
  const { res, session } = await send(def, opts, 'image/*');
  if (!res.ok) throw refusal(res, parseJson(await res.text()), session, opts);
  return res.blob();
}

type Session = ReturnType<typeof useSession.getState>;

/**
 * A safe call (isRetrySafe) that the server asks to send again, or that got no answer, is sent
 * this many times in all, this long apart unless the answer's Retry-After says otherwise
 * (docs/decisions/try-again-answers.md; the player site's client does the same).
 */
export const TRY_AGAIN_ATTEMPTS = 3;
export const TRY_AGAIN_DELAY_MS = 1_000;
const MAX_TRY_AGAIN_DELAY_MS = 5_000;
/** One maintenance question answers every 503 that arrives within this time (a burst). */
export const MAINTENANCE_CHECK_FRESH_MS = 2_000;

/** A GET, or a call with an Idempotency-Key (the server answers a repeated key with the first answer). */
function isRetrySafe(method: string, headers: Record<string, string>): boolean {
  return method === 'GET' || Object.keys(headers).some((k) => k.toLowerCase() === 'idempotency-key');
}

function retryDelayMs(res: Response | null): number {
  const header = res?.headers.get('retry-after');
  if (!header) return TRY_AGAIN_DELAY_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1_000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_TRY_AGAIN_DELAY_MS) : TRY_AGAIN_DELAY_MS;
}

/** Waits `ms`; answers false at once when the call is aborted meanwhile. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
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

let maintenanceCheck: { askedAt: number; isMaintenance: Promise<boolean> } | null = null;

/**
 * Whether GET api/common/maintenance (open during maintenance) says the platform is in
 * maintenance: a 503 alone may come from a proxy or a restarting process. Calls failing
 * together share one question.
 */
function isMaintenanceConfirmed(): Promise<boolean> {
  const now = Date.now();
  if (!maintenanceCheck || now - maintenanceCheck.askedAt > MAINTENANCE_CHECK_FRESH_MS) {
    const ask = async () => {
      try {
        const res = await fetch(routes.tenancy.getMaintenance.path, { headers: { accept: 'application/json' } });
        if (!res.ok) return false;
        const body = (await res.json()) as { docs?: { isMaintenance?: unknown } } | null;
        return body?.docs?.isMaintenance === true;
      } catch {
        return false;
      }
    };
    maintenanceCheck = { askedAt: now, isMaintenance: ask() };
  }
  return maintenanceCheck.isMaintenance;
}

/**
 * Sends the call and answers the server's answer. A 503 sets the maintenance flag once
 * GET api/common/maintenance confirms it (and is then refused as usual); a TRY_AGAIN answer, an
 * unconfirmed 503 and no answer at all are sent again when the call is safe to repeat, else
 * (or after the last try) thrown as try-again (or network) errors.
 */
async function send<D extends RouteDef>(def: D, opts: CallOptions<D>, accept: string): Promise<{ res: Response; session: Session }> {
  const session = useSession.getState();
  const headers: Record<string, string> = { accept, ...opts.headers };
  const token = opts.token ?? session.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const init: RequestInit = { method: def.method, headers, signal: opts.signal ?? null };
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }
  const url = `${routePath(def, opts.params as Record<string, unknown>)}${queryString(opts.query as Record<string, unknown>)}`;
  const canRetry = isRetrySafe(def.method, headers);
  for (let attempt = 1; ; attempt++) {
    const mayRetry = canRetry && attempt < TRY_AGAIN_ATTEMPTS;
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch {
      if (mayRetry && !opts.signal?.aborted && (await pause(TRY_AGAIN_DELAY_MS, opts.signal))) continue;
      throw new ApiError(0, 'NETWORK', MESSAGES.somethingWentWrong);
    }
    // A session call answered: the platform is not in maintenance for this account.
    if (res.ok && def.access.kind === 'session' && useSession.getState().isMaintenance) useSession.getState().setMaintenance(false);
    if (res.status !== 503 && res.status !== 429) return { res, session };
    const body = (parseJson(await res.clone().text()) ?? {}) as Partial<ErrorBody>;
    // The maintenance question itself answering 503 is no confirmation (and asks nothing more).
    if (res.status === 503 && def.path !== routes.tenancy.getMaintenance.path && (await isMaintenanceConfirmed())) {
      useSession.getState().setMaintenance(true);
      return { res, session };
    }
    if (res.status === 503 || body.code === 'TRY_AGAIN') {
      if (mayRetry && (await pause(retryDelayMs(res), opts.signal))) continue;
      throw new ApiError(res.status, 'TRY_AGAIN', body.code === 'TRY_AGAIN' && body.message ? body.message : REQUEST_MESSAGES.tryAgain);
    }
    return { res, session };
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The error of a refused call, after what a refusal of the console's own session changes. */
function refusal(res: Response, json: unknown, session: Session, opts: { token?: string }): ApiError {
  const body = (json ?? {}) as Partial<ErrorBody>;
  const code = body.code ?? 'INTERNAL';
  const isOwnSession = session.token !== null && !opts.token;
  if (res.status === 401 && isOwnSession && !session.twoFactorPending) useSession.getState().clear();
  if (code === TWO_FACTOR_SETUP_REQUIRED.code && isOwnSession) useSession.getState().requireTwoFactorSetup();
  return new ApiError(res.status, code, body.message ?? MESSAGES.somethingWentWrong);
}
