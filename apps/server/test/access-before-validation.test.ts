import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@backlay/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { newChain } from './factories.js';
import { signIn } from './ledger/helpers.js';

/**
 * Every session call of the contract checks who calls before what was sent: a caller it is
 * closed to gets 401 or 403 even with a body, query and params that would fail validation, so
 * no 400 tells a stranger the fields a staff call expects.
 */

const sessionRoutes: [string, RouteDef][] = Object.entries(routes).flatMap(([group, defs]) =>
  Object.entries(defs as Record<string, RouteDef>)
    .filter(([, def]) => def.access.kind === 'session')
    .map(([name, def]) => [`${group}.${name}`, def] as [string, RouteDef]),
);
const staffOnly = sessionRoutes.filter(
  ([, def]) => def.access.kind === 'session' && def.access.roles && !def.access.roles.includes('user'),
);

/**
 * The path with every param filled with a value its schema refuses, and a staff role for :role
 * (`api/user/...` would reach the player's own call of the same path instead).
 */
function pathOf(def: RouteDef, role: string): string {
  return def.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'role' ? role : 'not-an-id'));
}

/** A body no object schema accepts, and a query value no number or enum field takes. */
function badRequestOf(def: RouteDef, role: string, headers: Record<string, string>) {
  const withBody = def.method !== 'GET' && def.method !== 'DELETE';
  return {
    method: def.method,
    url: `${pathOf(def, role)}?page=-1&limit=abc&from=not-a-date`,
    headers: { ...headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '[1,2,3]' } : {}),
  };
}

let t: TestApp;
let host: string;
let playerToken: string;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '100000' });
  const chain = await newChain(t.db);
  host = chain.site.host;
  playerToken = await signIn(t.db, chain.user);
});
afterAll(async () => t.close());

describe('access before validation', () => {
  it(`answers 401 to an anonymous caller on each of the ${sessionRoutes.length} session calls`, async () => {
    const wrong: string[] = [];
    for (const [name, def] of sessionRoutes) {
      const res = await t.app.inject(badRequestOf(def, 'master', { host }));
      if (res.statusCode !== 401) wrong.push(`${name} ${def.method} ${def.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it(`answers 403 to a player on each of the ${staffOnly.length} staff calls`, async () => {
    const wrong: string[] = [];
    for (const [name, def] of staffOnly) {
      const res = await t.app.inject(badRequestOf(def, 'master', { host, authorization: `Bearer ${playerToken}` }));
      if (res.statusCode !== 403) wrong.push(`${name} ${def.method} ${def.path}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
