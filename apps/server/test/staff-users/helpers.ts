import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerMessageName } from '@backlay/contract';
import type { AppContext } from '../../src/lib/context.js';
import { CODE } from '../ledger/helpers.js';

/** Helpers of the staff console's Hierarchy tests: the five calls over real HTTP (inject). */

type Query = Record<string, string | number | boolean | undefined>;

function queryString(query: Query): string {
  const pairs: [string, string][] = Object.entries(query).flatMap(([k, v]) =>
    v === undefined ? [] : [[k, String(v)] as [string, string]],
  );
  const qs = new URLSearchParams(pairs).toString();
  return qs ? `?${qs}` : '';
}

function headersOf(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return token ? { authorization: `Bearer ${token}`, ...extra } : extra;
}

export function listUsers(app: FastifyInstance, token: string | null, role: string, query: Query = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/${role}/user${queryString(query)}`, headers: headersOf(token) });
}

export function hierarchy(app: FastifyInstance, token: string | null, role: string, query: Query = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: `/api/${role}/user/hierarchy${queryString(query)}`, headers: headersOf(token) });
}

export function createAccount(
  app: FastifyInstance,
  token: string | null,
  role: string,
  body: Record<string, unknown>,
  opts: { form?: boolean } = {},
): Promise<LightMyRequestResponse> {
  if (opts.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (v !== undefined) form.set(k, String(v));
    return app.inject({
      method: 'POST',
      url: `/api/${role}/user`,
      headers: headersOf(token, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: form.toString(),
    });
  }
  return app.inject({ method: 'POST', url: `/api/${role}/user`, headers: headersOf(token), payload: body });
}

export function modify(
  app: FastifyInstance,
  token: string | null,
  role: string,
  userId: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'PATCH', url: `/api/${role}/user/${userId}`, headers: headersOf(token), payload: body });
}

export function logoutUser(app: FastifyInstance, token: string | null, role: string, userId: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/${role}/user/${userId}/logout`, headers: headersOf(token) });
}

/** A valid creation body, to be overridden field by field. */
export function newAccount(userName: string, role: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { userName, password: 'Secret123', role, transactionCode: CODE, ...extra };
}

export interface SentMessage {
  to: string | readonly string[];
  event: ServerMessageName;
  payload: unknown;
}

/** Records what the services send on the live channel (tests run without sockets). */
export function recordLive(ctx: AppContext): SentMessage[] {
  const sent: SentMessage[] = [];
  ctx.live = { emit: (to, event, payload) => void sent.push({ to, event, payload }) };
  return sent;
}

/** Rooms a message went to, as a list. */
export function roomsOf(m: SentMessage): string[] {
  return typeof m.to === 'string' ? [m.to] : [...m.to];
}
