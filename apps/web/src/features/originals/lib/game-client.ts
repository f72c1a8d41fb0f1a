import type { z } from 'zod';
import { MESSAGES, ORIGINALS_SESSION_HEADER, type ErrorBody, type RouteDef } from '@backlay/contract';
import { ApiError } from '../../../lib/api-client';

type Input<T> = T extends z.ZodType ? z.input<T> : never;

/**
 * Calls of the game pages to the Originals game server. Not `callApi`: these pages are the
 * provider's, they carry the game session (`x-originals-session`), never the site's login, and
 * a refused game call (e.g. an ended game session) must not sign the player out of the site.
 */
export async function callGame<D extends RouteDef>(
  def: D,
  opts: { session?: string | null; body?: Input<D['body']>; query?: Record<string, string | number>; params?: Record<string, string> } = {},
): Promise<z.output<D['response']>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.session) headers[ORIGINALS_SESSION_HEADER] = opts.session;
  const init: RequestInit = { method: def.method, headers };
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(opts.body);
  }
  let path = def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(opts.params?.[name] ?? ''));
  if (opts.query) path += `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)])).toString()}`;
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.somethingWentWrong);
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const body = (json ?? {}) as Partial<ErrorBody>;
    throw new ApiError(res.status, body.code ?? 'INTERNAL', body.message ?? MESSAGES.somethingWentWrong);
  }
  return json as z.output<D['response']>;
}
