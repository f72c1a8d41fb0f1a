import type { z } from 'zod';
import { toast } from 'sonner';
import { MESSAGES, isRetrySafe, maintenanceConfirmer, sendTryingAgain, type ErrorBody, type RouteDef } from '@backlay/contract';
import { i18next } from './i18n';
import { useSession } from './session-store';
import { storage } from './storage';
import { storageKeys } from '../config/paths';

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
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message) return MESSAGES.somethingWentWrong;
  return MESSAGES.somethingWentWrong;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallOptions<D extends RouteDef> {
  params?: Partial<Input<D['params']>>;
  query?: Input<D['querystring']>;
  body?: Input<D['body']>;
  signal?: AbortSignal;
  /** Send this token instead of the stored session's (e.g. to revoke a token never kept). */
  token?: string;
  /** Extra request headers of a call (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** A multipart body (routes with `multipart: true`, e.g. a file upload); sent instead of `body`. */
  form?: FormData;
}

/** Path of a route with its `:params` filled; `:role` defaults to the signed-in user type. */
export function routePath(def: RouteDef, params: Record<string, unknown> = {}): string {
  return def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name] ?? (name === 'role' ? useSession.getState().userType : undefined);
    if (v === undefined || v === null) throw new Error(`missing path parameter ${name} for ${def.path}`);
    return encodeURIComponent(String(v));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v));
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/**
 * The page reloads this long after the missing-token message: toasts close after 2 s
 * (docs/product.md §9), so the player can read it before the reload takes it away.
 */
export const MISSING_TOKEN_RELOAD_MS = 2_000;

/** One toast for a burst of token-less calls (several queries may start at once). */
const MISSING_TOKEN_TOAST_ID = 'missing-token';

let isReloadScheduled = false;

/**
 * A protected call with no token to send (docs/product.md §5 "Login"): its message, then
 * a reload, which starts over from what storage holds. Nothing is sent: the server could only
 * refuse it. The screens ask protected calls only when signed in (their queries are disabled
 * otherwise), so this marks a lost token, not a normal flow.
 */
function missingToken(): ApiError {
  // Before i18next has started, t answers '': the English message stands in.
  const message = i18next.t('common.refreshThePage', MESSAGES.refreshThePage) || MESSAGES.refreshThePage;
  toast.error(message, { id: MISSING_TOKEN_TOAST_ID });
  if (!isReloadScheduled) {
    isReloadScheduled = true;
    setTimeout(() => window.location.reload(), MISSING_TOKEN_RELOAD_MS);
  }
  return new ApiError(401, 'UNAUTHORIZED', message);
}

/** A 503 shows maintenance only once GET api/common/maintenance confirms it (contract try-again.ts). */
const isMaintenanceConfirmed = maintenanceConfirmer((url, init) => fetch(url, init));

/**
 * Calls one route of the contract and answers its typed 200 body. Handles the global
 * rules (docs/product.md): a protected route without a token shows 'Refresh The Page, …' and reloads, a bearer
 * header in the answer is saved as the token, a 503 switches on maintenance once
 * GET api/common/maintenance confirms it, 401 clears the session and reloads to / (unless
 * two-factor is pending), and a replaced session shows the duplicate-screen page. A TRY_AGAIN
 * answer, an unconfirmed 503 and (for a safe call) no answer at all are sent again a few times
 * when the call is safe to repeat (docs/decisions/try-again-answers.md).
 */
export async function callApi<D extends RouteDef>(def: D, opts: CallOptions<D> = {}): Promise<z.output<D['response']>> {
  const session = useSession.getState();
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.token ?? session.token;
  if (!token && def.access.kind === 'session') throw missingToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers.authentication = token;
  }
  const init: RequestInit = { method: def.method, headers, signal: opts.signal ?? null };
  if (opts.form) {
    // The browser writes the multipart content type with its boundary.
    init.body = opts.form;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }
  const url = `${routePath(def, opts.params as Record<string, unknown>)}${queryString(opts.query as Record<string, unknown>)}`;
  const { res, maintenance } = await sendTryingAgain(() => fetch(url, init), {
    safe: isRetrySafe(def.method, headers),
    signal: opts.signal,
    confirmMaintenance: () => isMaintenanceConfirmed(def.path),
    Refusal: ApiError,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (res.ok) {
    const bearer = res.headers.get('authorization');
    if (bearer && (def.method === 'POST' || def.method === 'PUT') && bearer.startsWith('Bearer ')) {
      storage.set(storageKeys.token, bearer.slice(7));
    }
    return json as z.output<D['response']>;
  }
  const body = (json ?? {}) as Partial<ErrorBody>;
  const message = body.message ?? MESSAGES.somethingWentWrong;
  const code = body.code ?? 'INTERNAL';
  if (maintenance) {
    useSession.getState().setMaintenance(true);
    throw new ApiError(res.status, code, message);
  }
  if (res.status === 401 && session.token && !opts.token) {
    if (code === 'DUPLICATE_SESSION') {
      useSession.getState().setDuplicateScreen(true);
    } else if (!useSession.getState().twoFactorPending && code !== 'TWO_FACTOR_REQUIRED') {
      useSession.getState().clear();
      window.location.assign('/');
    }
  }
  throw new ApiError(res.status, code, message);
}
