import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, SITE_MESSAGES, type WhiteLabelSummary } from '@backlay/contract';
import { auditLog, domains, themes, whiteLabels } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { uniqueName } from '../factories.js';
import { CODE, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { call } from '../money/money-helpers.js';

/** Modify All WhiteLabel: GET|POST api/administrator/setting/whiteLabel, PUT .../whiteLabel/{id}, on a real database. */

let t: TestApp;
let c: SignedInChain;
beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
});
afterAll(async () => t.close());

const BASE = '/api/administrator/setting/whiteLabel';

async function audits(targetId: string, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}

describe('creating a white label', () => {
  it('creates the label with its first domain and the default theme, audited, and the site answers at once', async () => {
    const host = `${uniqueName('brand')}.example.com`;
    const name = uniqueName('Brand ');
    const res = await call(t, c.tokens.administrator, 'POST', BASE, {
      name,
      type: 'b2c',
      host: ` ${host.toUpperCase()} `,
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json().docs as WhiteLabelSummary;
    expect(res.json().message).toBe(SITE_MESSAGES.whiteLabelCreated);
    expect(docs).toMatchObject({ name, type: 'b2c', domains: [{ host, type: 'b2c' }], players: 0, staff: 0, demoPoints: 15000 });
    const [theme] = await t.db.select().from(themes).where(eq(themes.whiteLabelId, docs._id));
    expect(theme?.theme.logoText).toBe(name);
    expect(await audits(docs._id, 'whiteLabel.create')).toHaveLength(1);
    // The site cache was dropped: the new host serves its configuration now.
    const site = await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } });
    expect(site.statusCode).toBe(200);
    expect(site.json().docs.whiteLabel).toEqual({ _id: docs._id, name });
  });

  it('refuses a bad name or host, a host or name in use, and a missing or wrong transaction code, changing nothing', async () => {
    const before = (await t.db.select().from(whiteLabels)).length;
    const bad = async (body: Record<string, unknown>) =>
      call(t, c.tokens.administrator, 'POST', BASE, {
        name: uniqueName('Brand '),
        type: 'b2b',
        host: `${uniqueName('h')}.test`,
        transactionCode: CODE,
        ...body,
      });
    const badHost = await bad({ host: 'https://x.example.com' });
    expect(badHost.statusCode).toBe(400);
    expect(badHost.json().message).toBe(SITE_MESSAGES.hostInvalid);
    expect((await bad({ host: 'x.example.com:8080' })).json().message).toBe(SITE_MESSAGES.hostInvalid);
    expect((await bad({ name: 'x' })).json().message).toBe(SITE_MESSAGES.nameInvalid);
    const taken = await bad({ host: c.site.host });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SITE_MESSAGES.hostTaken);
    const nameTaken = await bad({ name: c.site.whiteLabel.name.toUpperCase() });
    expect(nameTaken.statusCode).toBe(409);
    expect(nameTaken.json().message).toBe(SITE_MESSAGES.nameTaken);
    expect((await bad({ transactionCode: '' })).json().message).toBe(MESSAGES.transactionCodeEmpty);
    expect((await bad({ transactionCode: '11111111' })).json().message).toBe(MESSAGES.invalidTransactionCode);
    const badType = await bad({ type: 'b2x' });
    expect(badType.statusCode).toBe(400);
    expect((await t.db.select().from(whiteLabels)).length).toBe(before);
  });
});

describe('listing white labels', () => {
  it('pages, searches by name or host, filters by type and sorts, with each label’s domains and counts', async () => {
    const mine = await call(t, c.tokens.administrator, 'GET', `${BASE}?search=${encodeURIComponent(c.site.host)}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().docs).toHaveLength(1);
    // The chain has a player and six staff accounts below the administrator.
    expect(mine.json().docs[0]).toMatchObject({ _id: c.site.whiteLabel.id, players: 1, staff: 6, domains: [{ host: c.site.host }] });

    const byName = await call(t, c.tokens.administrator, 'GET', `${BASE}?search=${encodeURIComponent(c.site.whiteLabel.name.slice(2))}`);
    expect(byName.json().docs.map((d: WhiteLabelSummary) => d._id)).toContain(c.site.whiteLabel.id);

    const page = await call(t, c.tokens.administrator, 'GET', `${BASE}?limit=1&page=2&sortBy=name&sortOrder=desc`);
    expect(page.json()).toMatchObject({ limit: 1, showingFrom: 2, previousPage: true });
    const names = (await call(t, c.tokens.administrator, 'GET', `${BASE}?sortBy=name&sortOrder=asc&limit=200`))
      .json()
      .docs.map((d: WhiteLabelSummary) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const b2b = await call(t, c.tokens.administrator, 'GET', `${BASE}?type=b2b&limit=200`);
    expect(b2b.json().docs.every((d: WhiteLabelSummary) => d.type === 'b2b')).toBe(true);
    expect((await call(t, c.tokens.administrator, 'GET', `${BASE}?sortBy=size`)).statusCode).toBe(400);
  });
});

describe('editing a white label', () => {
  it('changes only what is sent, in rupees and percent, with before and after in the audit trail', async () => {
    const url = `${BASE}/${c.site.whiteLabel.id}`;
    const res = await call(t, c.tokens.administrator, 'PUT', url, {
      depositWhatsapp: '+91 99999-00001',
      referralMaxBonus: '1500.50',
      referralBonusPercent: 12.5,
      demoPoints: 20000,
      transactionCode: CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().docs).toMatchObject({
      name: c.site.whiteLabel.name,
      depositWhatsapp: '+919999900001',
      referralMaxBonus: 1500.5,
      referralBonusPercent: 12.5,
      demoPoints: 20000,
    });
    const [row] = await t.db.select().from(whiteLabels).where(eq(whiteLabels.id, c.site.whiteLabel.id));
    expect(row).toMatchObject({ referralMaxBonus: 150_050, referralBonusBps: 1250, demoPoints: 2_000_000 });
    const [audit] = await audits(c.site.whiteLabel.id, 'whiteLabel.update');
    expect(audit?.actorId).toBe(c.administrator.id);
    expect(audit?.before).toMatchObject({ depositWhatsapp: '', referralMaxBonus: 0 });
    expect(audit?.after).toMatchObject({ depositWhatsapp: '+919999900001', referralMaxBonus: 1500.5 });
  });

  it('answers 400 with a message for bad values, 404 for an unknown label, and changes nothing', async () => {
    const url = `${BASE}/${c.site.whiteLabel.id}`;
    const put = (body: Record<string, unknown>) => call(t, c.tokens.administrator, 'PUT', url, { transactionCode: CODE, ...body });
    expect((await put({ depositWhatsapp: 'call me' })).json().message).toBe(SITE_MESSAGES.whatsappInvalid);
    expect((await put({ referralBonusPercent: 100.01 })).json().message).toBe(SITE_MESSAGES.referralPercentInvalid);
    expect((await put({ referralMaxBonus: '-5' })).json().message).toBe(SITE_MESSAGES.referralBonusInvalid);
    expect((await put({ demoPoints: '1.234' })).json().message).toBe(SITE_MESSAGES.demoPointsInvalid);
    expect((await put({})).json().message).toBe(SITE_MESSAGES.nothingToChange);
    const wrongCode = await put({ name: 'Renamed', transactionCode: '00000000' });
    expect(wrongCode.json().message).toBe(MESSAGES.invalidTransactionCode);
    const unknown = await call(t, c.tokens.administrator, 'PUT', `${BASE}/00000000-0000-4000-8000-000000000000`, {
      name: 'Nobody',
      transactionCode: CODE,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SITE_MESSAGES.whiteLabelNotFound);
    expect((await call(t, c.tokens.administrator, 'PUT', `${BASE}/not-an-id`, { name: 'X', transactionCode: CODE })).statusCode).toBe(400);
    const [row] = await t.db.select().from(whiteLabels).where(eq(whiteLabels.id, c.site.whiteLabel.id));
    expect(row?.name).toBe(c.site.whiteLabel.name);
  });
});

describe('who may', () => {
  it('is the administrator’s alone: every other role gets 403, anonymous 401, and nothing changes', async () => {
    for (const role of ['whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user'] as const) {
      const list = await call(t, c.tokens[role], 'GET', BASE);
      expect(list.statusCode, role).toBe(403);
      const edit = await call(t, c.tokens[role], 'PUT', `${BASE}/${c.site.whiteLabel.id}`, { name: 'Hijacked', transactionCode: CODE });
      expect(edit.statusCode, role).toBe(403);
      const create = await call(t, c.tokens[role], 'POST', BASE, {
        name: 'Mine',
        type: 'b2c',
        host: `${uniqueName('x')}.test`,
        transactionCode: CODE,
      });
      expect(create.statusCode, role).toBe(403);
    }
    expect((await call(t, null, 'GET', BASE)).statusCode).toBe(401);
    const [row] = await t.db.select().from(whiteLabels).where(eq(whiteLabels.id, c.site.whiteLabel.id));
    expect(row?.name).toBe(c.site.whiteLabel.name);
    expect(await t.db.select().from(domains).where(eq(domains.host, 'hijack.test'))).toHaveLength(0);
  });
});
