import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { wholeAppConfigurationSchema, type SiteDomain } from '@backlay/contract';
import { auditLog, domains } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { uniqueName } from '../factories.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';

/**
 * The phone bottom bar's variant of each domain (docs/decisions/bottom-bar-variants.md): set by
 * the administrator in the domain settings, read by the player site in its configuration.
 */

let t: TestApp;
let c: SignedInChain;
let domainId: string;
beforeAll(async () => {
  t = await createTestApp({ SITE_REDIRECTS: 'false' });
  c = await signedInChain(t.db);
  const [row] = await t.db.select().from(domains).where(eq(domains.host, c.site.host));
  domainId = row!.id;
});
afterAll(async () => t.close());

const one = (id: string) => `/api/administrator/setting/domain/${id}`;

async function siteBar(host: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
  expect(res.statusCode, res.body).toBe(200);
  return wholeAppConfigurationSchema.parse(res.json().docs).domain.bottomBar;
}

describe('domain bottom bar variant', () => {
  it('is Sports until changed, for a domain and in its site configuration', async () => {
    const list = await call(t, c.tokens.administrator, 'GET', `/api/administrator/setting/domain?search=${c.site.host}`);
    expect((list.json().docs as SiteDomain[]).map((d) => [d.host, d.bottomBar])).toEqual([[c.site.host, 'sports']]);
    expect(await siteBar(c.site.host)).toBe('sports');
  });

  it('changes to Crash and Support and back, audited, and the site answers the new one at once', async () => {
    for (const bottomBar of ['crash', 'support', 'sports'] as const) {
      const res = await call(t, c.tokens.administrator, 'PUT', one(domainId), { bottomBar, transactionCode: CODE });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().docs as SiteDomain).bottomBar).toBe(bottomBar);
      expect(await siteBar(c.site.host)).toBe(bottomBar);
    }
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, domainId), eq(auditLog.action, 'domain.update')));
    expect(trail.map((a) => [(a.before as SiteDomain).bottomBar, (a.after as SiteDomain).bottomBar])).toEqual([
      ['sports', 'crash'],
      ['crash', 'support'],
      ['support', 'sports'],
    ]);
  });

  it('is set when a domain is added, Sports when not sent', async () => {
    const add = (body: Record<string, unknown>) =>
      call(t, c.tokens.administrator, 'POST', `/api/administrator/setting/whiteLabel/${c.site.whiteLabel.id}/domain`, {
        host: `${uniqueName('bar')}.example.com`,
        type: 'b2c',
        transactionCode: CODE,
        ...body,
      });
    const crash = await add({ bottomBar: 'crash' });
    expect(crash.statusCode, crash.body).toBe(200);
    expect(crash.json().docs.bottomBar).toBe('crash');
    expect(await siteBar(crash.json().docs.host)).toBe('crash');
    expect((await add({})).json().docs.bottomBar).toBe('sports');
  });

  it('refuses an unknown variant with a 400 and a message, changing nothing', async () => {
    for (const bottomBar of ['casino', '', 'SPORTS', 3, null]) {
      const res = await call(t, c.tokens.administrator, 'PUT', one(domainId), { bottomBar, transactionCode: CODE });
      expect(res.statusCode, String(bottomBar)).toBe(400);
      expect(res.json().message, String(bottomBar)).toMatch(/bottomBar/);
    }
    const [row] = await t.db.select().from(domains).where(eq(domains.id, domainId));
    expect(row?.bottomBar).toBe('sports');
  });

  it('is the administrator’s alone: a white label cannot change even its own domain', async () => {
    for (const role of ['whiteLabel', 'admin', 'master', 'agent', 'user'] as const) {
      const res = await call(t, c.tokens[role], 'PUT', one(domainId), { bottomBar: 'support', transactionCode: CODE });
      expect(res.statusCode, role).toBe(403);
    }
    const anonymous = await call(t, null, 'PUT', one(domainId), { bottomBar: 'support', transactionCode: CODE });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(domains).where(eq(domains.id, domainId));
    expect(row?.bottomBar).toBe('sports');
  });
});
