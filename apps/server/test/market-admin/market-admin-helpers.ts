import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { StaffMarket } from '@backlay/contract';
import { markets, runners } from '../../src/db/schema/sports.js';
import type { TestApp } from '../test-app.js';
import type { OpenMarket } from '../betting/betting-helpers.js';

/** Helpers of the staff market tools' tests: calls as a role, and reads of what they changed. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A staff call on `api/{role}/...` (`path` without the prefix), JSON body or query string. */
export function staffCall(
  t: TestApp,
  token: string,
  role: string,
  method: Method,
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const url = `/api/${role}/${path}`;
  if (method === 'GET' && payload) {
    const qs = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.app.inject({ method, url: `${url}?${qs}`, headers: { authorization: `Bearer ${token}` } });
  }
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

/** The `docs` of a 200 answer; fails with the body otherwise. */
export function docsOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { docs: T }).docs;
}

/** A market made through the API, in the shape the betting helpers' `order` takes. */
export async function asOpenMarket(t: TestApp, marketId: string): Promise<OpenMarket> {
  const [market] = await t.db.select().from(markets).where(eq(markets.id, marketId));
  const rows = await t.db.select().from(runners).where(eq(runners.marketId, marketId)).orderBy(runners.sort);
  return { market: market!, runners: rows };
}

export async function auditOf(t: TestApp, targetId: string) {
  const r = await t.db.execute(
    sql`select action, actor_id, before, after from audit_log where target_id = ${targetId} order by created_at, action`,
  );
  return (r as unknown as { rows: { action: string; actor_id: string | null; before: unknown; after: unknown }[] }).rows;
}

/** The staff row of one market, read through the list call. */
export async function staffRow(t: TestApp, token: string, role: string, marketId: string): Promise<StaffMarket | undefined> {
  const rows = docsOf<StaffMarket[]>(await staffCall(t, token, role, 'GET', 'market/list', { search: marketId, state: 'all' }));
  return rows.find((r) => r.market.id === marketId);
}

/**
 * A manual bookmaker (India v Australia, stakes 100-50,000, no delay) made on `eventId` by the
 * given staff member and priced (back 85/110, lay 90/115: a round book), ready for bets.
 */
export async function pricedManualBookmaker(
  t: TestApp,
  as: { token: string; role: string },
  eventId: string,
  extra: Record<string, unknown> = {},
): Promise<StaffMarket> {
  const made = docsOf<StaffMarket>(
    await staffCall(t, as.token, as.role, 'POST', 'market/manual', {
      eventId,
      type: 'bookmaker',
      name: 'Bookmaker 2',
      runners: ['India', 'Australia'],
      min: 100,
      max: 50_000,
      delaySecond: 0,
      ...extra,
    }),
  );
  const [a, b] = made.market.teams;
  docsOf(
    await staffCall(t, as.token, as.role, 'PUT', 'market/manual/odds', {
      marketId: made.market.id,
      runners: [
        { id: a!.id, back: { odd: 85 }, lay: { odd: 90 } },
        { id: b!.id, back: { odd: 110 }, lay: { odd: 115 } },
      ],
    }),
  );
  return made;
}
