import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, SITE_MESSAGES, type SiteDomain } from '@backlay/contract';
import { auditLog, domains } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { uniqueName } from '../factories.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';

/** The domains table: GET api/administrator/setting/domain, POST .../whiteLabel/{id}/domain, PUT|DELETE .../domain/{id}. */

let t: TestApp;
let c: SignedInChain;
let mainDomainId: string;
beforeAll(async () => {
  // Host redirects (https, desktop host) off: the `/` -> `/live-casino` jump applies regardless.
  t = await createTestApp({ SITE_REDIRECTS: 'false' });
  c = await signedInChain(t.db);
  const [row] = await t.db.select().from(domains).where(eq(domains.host, c.site.host));
  mainDomainId = row!.id;
});
afterAll(async () => t.close());

const LIST = '/api/administrator/setting/domain';
const addUrl = (whiteLabelId: string) => `/api/administrator/setting/whiteLabel/${whiteLabelId}/domain`;
const one = (id: string) => `/api/administrator/setting/domain/${id}`;

/** A page load of the player site, as a desktop or phone browser would make it. */
function pageLoad(host: string, path = '/', userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120') {
  return t.app.inject({ method: 'GET', url: path, headers: { host, 'user-agent': userAgent } });
}

describe('adding and editing domains', () => {
  it('adds a b2b domain with a desktop host and switches, and the site serves it at once', async () => {
    const host = `${uniqueName('m')}.example.com`;
    const res = await call(t, c.tokens.administrator, 'POST', addUrl(c.site.whiteLabel.id), {
      host,
      type: 'b2b',
      desktopHost: 'WWW.Example.com',
      features: { sportsBook: true },
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().docs as SiteDomain;
    expect(d).toMatchObject({
      host,
      type: 'b2b',
      desktopHost: 'www.example.com',
      whiteLabel: { _id: c.site.whiteLabel.id },
      features: { sportsBook: true, casinoHome: false, whatsappDeposit: false },
    });
    const config = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(config.json().docs.domain).toMatchObject({ domainName: host, type: 'b2b', desktopHost: 'www.example.com' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, d._id), eq(auditLog.action, 'domain.create')));
    expect(audit).toHaveLength(1);
  });

  it('switches the / -> /live-casino jump on and off for a host, as the site redirects read it', async () => {
    expect((await pageLoad(c.site.host)).statusCode).not.toBe(302);
    const on = await call(t, c.tokens.administrator, 'PUT', one(mainDomainId), { features: { casinoHome: true }, transactionCode: CODE });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().docs.features).toMatchObject({ casinoHome: true, referAndEarn: false });
    const jumped = await pageLoad(c.site.host, '/?ref=x');
    expect(jumped.statusCode).toBe(302);
    expect(jumped.headers.location).toBe('/live-casino?ref=x');

    const off = await call(t, c.tokens.administrator, 'PUT', one(mainDomainId), { features: { casinoHome: false }, transactionCode: CODE });
    expect(off.json().docs.features.casinoHome).toBe(false);
    expect((await pageLoad(c.site.host)).statusCode).not.toBe(302);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, mainDomainId), eq(auditLog.action, 'domain.update')));
    expect(trail.map((a) => [(a.before as SiteDomain).features.casinoHome, (a.after as SiteDomain).features.casinoHome])).toEqual(
      expect.arrayContaining([
        [false, true],
        [true, false],
      ]),
    );
  });

  it('changes type and desktop host, and an empty desktop host clears it', async () => {
    const set = await call(t, c.tokens.administrator, 'PUT', one(mainDomainId), {
      type: 'b2b',
      desktopHost: 'desk.example.com',
      isDiamond: true,
      transactionCode: CODE,
    });
    expect(set.json().docs).toMatchObject({ type: 'b2b', desktopHost: 'desk.example.com', isDiamond: true });
    const cleared = await call(t, c.tokens.administrator, 'PUT', one(mainDomainId), {
      desktopHost: '',
      type: 'b2c',
      transactionCode: CODE,
    });
    expect(cleared.json().docs).toMatchObject({ type: 'b2c', desktopHost: null, isDiamond: true });
  });

  it('answers 4xx with a message for bad input, taken hosts and unknown ids, changing nothing', async () => {
    const put = (body: Record<string, unknown>) =>
      call(t, c.tokens.administrator, 'PUT', one(mainDomainId), { transactionCode: CODE, ...body });
    expect((await put({ host: 'bad host' })).json().message).toBe(SITE_MESSAGES.hostInvalid);
    expect((await put({ desktopHost: 'http://x.com' })).json().message).toBe(SITE_MESSAGES.desktopHostInvalid);
    expect((await put({})).json().message).toBe(SITE_MESSAGES.nothingToChange);
    const unknownSwitch = await put({ features: { teleport: true } });
    expect(unknownSwitch.statusCode).toBe(400);
    const other = await call(t, c.tokens.administrator, 'POST', addUrl(c.site.whiteLabel.id), {
      host: `${uniqueName('o')}.example.com`,
      type: 'b2c',
      transactionCode: CODE,
    });
    const taken = await put({ host: other.json().docs.host });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SITE_MESSAGES.hostTaken);
    expect((await put({ type: 'b2b', transactionCode: '' })).json().message).toBe(MESSAGES.transactionCodeEmpty);
    const missing = await call(t, c.tokens.administrator, 'PUT', one('00000000-0000-4000-8000-000000000000'), {
      type: 'b2b',
      transactionCode: CODE,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SITE_MESSAGES.domainNotFound);
    const noLabel = await call(t, c.tokens.administrator, 'POST', addUrl('00000000-0000-4000-8000-000000000000'), {
      host: `${uniqueName('n')}.example.com`,
      type: 'b2c',
      transactionCode: CODE,
    });
    expect(noLabel.statusCode).toBe(404);
    const [row] = await t.db.select().from(domains).where(eq(domains.id, mainDomainId));
    expect(row?.host).toBe(c.site.host);
  });
});

describe('listing and deleting', () => {
  it('lists with search, a white label filter, sort and paging', async () => {
    const res = await call(
      t,
      c.tokens.administrator,
      'GET',
      `${LIST}?ofWhiteLabel=${c.site.whiteLabel.id}&sortBy=host&sortOrder=desc&limit=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as SiteDomain[];
    expect(res.json()).toMatchObject({ totalDocs: 3, totalPages: 2, nextPage: true });
    expect(docs.every((d) => d.whiteLabel._id === c.site.whiteLabel.id)).toBe(true);
    expect(docs.map((d) => d.host)).toEqual([...docs.map((d) => d.host)].sort().reverse());
    const found = await call(t, c.tokens.administrator, 'GET', `${LIST}?search=${encodeURIComponent(c.site.host.toUpperCase())}`);
    expect(found.json().docs.map((d: SiteDomain) => d.host)).toEqual([c.site.host]);
  });

  it('deletes a domain with the code, but never the last one of its white label', async () => {
    const all = (await call(t, c.tokens.administrator, 'GET', `${LIST}?ofWhiteLabel=${c.site.whiteLabel.id}`)).json().docs as SiteDomain[];
    const others = all.filter((d) => d._id !== mainDomainId);
    for (const d of others) {
      const del = await call(t, c.tokens.administrator, 'DELETE', one(d._id), { transactionCode: CODE });
      expect(del.statusCode, del.body).toBe(200);
      expect(del.json().message).toBe(SITE_MESSAGES.domainDeleted);
    }
    const last = await call(t, c.tokens.administrator, 'DELETE', one(mainDomainId), { transactionCode: CODE });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(SITE_MESSAGES.lastDomain);
    expect(await t.db.select().from(domains).where(eq(domains.whiteLabelId, c.site.whiteLabel.id))).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'domain.delete'))).toHaveLength(others.length);
  });

  it('is the administrator’s alone', async () => {
    for (const role of ['whiteLabel', 'admin', 'master', 'agent', 'user'] as const) {
      expect((await call(t, c.tokens[role], 'GET', LIST)).statusCode, role).toBe(403);
      const put = await call(t, c.tokens[role], 'PUT', one(mainDomainId), { features: { casinoHome: true }, transactionCode: CODE });
      expect(put.statusCode, role).toBe(403);
      const add = await call(t, c.tokens[role], 'POST', addUrl(c.site.whiteLabel.id), {
        host: `${uniqueName('r')}.test`,
        type: 'b2c',
        transactionCode: CODE,
      });
      expect(add.statusCode, role).toBe(403);
      expect((await call(t, c.tokens[role], 'DELETE', one(mainDomainId), { transactionCode: CODE })).statusCode, role).toBe(403);
    }
    const [row] = await t.db.select().from(domains).where(eq(domains.id, mainDomainId));
    expect(row?.features.casinoHome).toBe(false);
  });
});
