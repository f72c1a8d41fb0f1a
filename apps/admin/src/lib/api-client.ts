import type { z } from 'zod';
import {
  MESSAGES,
  TWO_FACTOR_SETUP_REQUIRED,
  isRetrySafe,
  maintenanceConfirmer,
  sendTryingAgain,
  type ErrorBody,
  type RouteDef,
} from '@backlay/contract';
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

/** A 503 shows maintenance only once GET api/common/maintenance confirms it (contract try-again.ts). */
const isMaintenanceConfirmed = maintenanceConfirmer((url, init) => fetch(url, init));

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
  const answer = async () => {
    const res = await fetch(url, init);
    // A session call answered: the platform is not in maintenance for this account.
    if (res.ok && def.access.kind === 'session' && useSession.getState().isMaintenance) useSession.getState().setMaintenance(false);
    return res;
  };
  const { res, maintenance } = await sendTryingAgain(answer, {
    safe: isRetrySafe(def.method, headers),
    signal: opts.signal,
    confirmMaintenance: () => isMaintenanceConfirmed(def.path),
    Refusal: ApiError,
  });
  if (maintenance) useSession.getState().setMaintenance(true);
  return { res, session };
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
