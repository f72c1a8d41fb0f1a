import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, isNull } from 'drizzle-orm';
import { BLOG_BODY_MAX, BLOG_SUMMARY_MAX, BLOG_TITLE_MAX, BLOG_TITLE_MIN, type PublicBlogPost } from '@backlay/contract';
import { blogParagraphs } from '@backlay/domain';
import {
  accounts,
  appConfig,
  blogPosts,
  domains,
  journalEntries,
  postings,
  themes,
  users,
  whiteLabels,
} from '../../src/db/schema/index.js';
import { DEMO_LOGINS, DEMO_PLAYER_PAISE, DEMO_STAFF_FLOAT_PAISE, seedDemo } from '../../src/db/seed/demo-seed.js';
import { verifySecret } from '../../src/lib/password-hash.js';
import { checkLedger, walletSummary } from '../../src/modules/ledger/ledger.service.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { signIn } from '../tenancy/session.js';

let t: TestApp;

async function counts() {
  const n = async (
    table:
      | typeof users
      | typeof whiteLabels
      | typeof domains
      | typeof themes
      | typeof accounts
      | typeof journalEntries
      | typeof postings
      | typeof appConfig
      | typeof blogPosts,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    whiteLabels: await n(whiteLabels),
    domains: await n(domains),
    themes: await n(themes),
    accounts: await n(accounts),
    journalEntries: await n(journalEntries),
    postings: await n(postings),
    appConfig: await n(appConfig),
    blogPosts: await n(blogPosts),
  };
}

async function userNamed(userName: string) {
  const [u] = await t.db.select().from(users).where(eq(users.userName, userName));
  if (!u) throw new Error(`${userName} was not seeded`);
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seedDemo', () => {
  it('seeds once; a second run changes nothing', async () => {
    expect(await seedDemo(t.db)).toEqual({ seeded: true });
    const first = await counts();
    expect(first).toMatchObject({ users: DEMO_LOGINS.length, whiteLabels: 2, domains: 4, themes: 2, appConfig: 1, blogPosts: 2 });
    expect(await seedDemo(t.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual(first);
    t.app.sites.invalidate();
  });

  it('gives user1, user2, user3 and b2buser1 exactly 1,00,000 points, all through the ledger', async () => {
    for (const name of ['user1', 'user2', 'user3', 'b2buser1']) {
      const w = await walletSummary(t.db, (await userNamed(name)).id);
      expect(w.balance, name).toBe(DEMO_PLAYER_PAISE);
      expect(DEMO_PLAYER_PAISE).toBe(10_000_000n);
    }
    for (const name of ['whitelabel1', 'branch1', 'subbranch1', 'whitelabel2', 'b2bbranch1']) {
      expect((await walletSummary(t.db, (await userNamed(name)).id)).balance, name).toBe(DEMO_STAFF_FLOAT_PAISE);
    }
    expect((await walletSummary(t.db, (await userNamed('administrator')).id)).balance).toBe(0n);
    const report = await checkLedger(t.db);
    expect(report).toMatchObject({ ok: true, unbalancedEntries: [], driftedBalances: [] });
    const kinds = await t.db.select({ kind: journalEntries.kind }).from(journalEntries);
    expect(kinds).toHaveLength(DEMO_LOGINS.length - 1);
    expect(kinds.every((k) => k.kind === 'upline_credit')).toBe(true);
  });

  it('builds the hierarchy, with every login of the list', async () => {
    for (const login of DEMO_LOGINS) {
      const u = await userNamed(login.userName);
      expect(u.role, login.userName).toBe(login.role);
      expect(await verifySecret(u.passwordHash, 'Backlay123'), login.userName).toBe(true);
      if (u.role === 'user') {
        expect(u.transactionCodeHash).toBeNull();
      } else {
        expect(await verifySecret(u.transactionCodeHash!, '12345678'), login.userName).toBe(true);
        expect(login.site).toContain('staff transaction code 12345678');
      }
    }
    const roles = new Set(DEMO_LOGINS.map((l) => l.role));
    expect([...roles].sort()).toEqual([
      'admin',
      'administrator',
      'agent',
      'branch',
      'master',
      'subBranch',
      'superMaster',
      'user',
      'whiteLabel',
    ]);
    expect(DEMO_LOGINS.find((l) => l.userName === 'user3')!.site).toMatch(/change the password/);

    const [administrator, user1, user3, branch1, b2buser1] = await Promise.all(
      ['administrator', 'user1', 'user3', 'branch1', 'b2buser1'].map(userNamed),
    );
    expect(administrator!.whiteLabelId).toBeNull();
    expect(user1!.ancestors).toHaveLength(7);
    expect(user1!.ancestors[0]).toBe(administrator!.id);
    expect(user1!.parentId).toBe(branch1!.id);
    expect(user1!.changePassword).toBe(false);
    expect(user3!.changePassword).toBe(true);
    expect(b2buser1!.whiteLabelId).not.toBe(user1!.whiteLabelId);
  });

  it('creates both brands with their domains, themes, contacts and default branches', async () => {
    const labels = await t.db.select().from(whiteLabels);
    const b2c = labels.find((l) => l.name === 'Backlay')!;
    const b2b = labels.find((l) => l.name === 'Backlay Exchange')!;
    expect(b2c).toMatchObject({ type: 'b2c', referralMaxBonus: 100_000, referralBonusBps: 1_000 });
    expect(b2c.depositWhatsapp).not.toBe('');
    expect(b2b.type).toBe('b2b');
    expect(b2c.defaultBranchId).toBe((await userNamed('branch1')).id);
    expect(b2b.defaultBranchId).toBe((await userNamed('b2bbranch1')).id);

    const hosts = await t.db.select({ host: domains.host, wl: domains.whiteLabelId, type: domains.type }).from(domains);
    expect(hosts.sort((a, b) => a.host.localeCompare(b.host))).toEqual([
      { host: '127.0.0.1', wl: b2c.id, type: 'b2c' },
      { host: 'b2b.localhost', wl: b2b.id, type: 'b2b' },
      { host: 'b2c.localhost', wl: b2c.id, type: 'b2c' },
      { host: 'localhost', wl: b2c.id, type: 'b2c' },
    ]);
    const rows = await t.db.select().from(themes);
    for (const row of rows) {
      expect(row.theme.slideShow.map((s) => s.image)).toEqual(['/brand/slide-1.svg', '/brand/slide-2.svg', '/brand/slide-3.svg']);
      expect(row.theme.headerBottom.marqueeText.length).toBeGreaterThan(20);
      expect(row.footer.mainDescription.length).toBeGreaterThan(40);
    }
    expect(rows[0]!.theme.themeColor).not.toEqual(rows[1]!.theme.themeColor);
    expect(await t.db.select().from(users).where(isNull(users.whiteLabelId))).toHaveLength(1);
  });

  it('serves each brand on its hosts', async () => {
    const cfg = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/common/wholeAppConfiguration', headers: { host } })).json().docs;
    expect((await cfg('b2b.localhost')).whiteLabel.name).toBe('Backlay Exchange');
    expect((await cfg('b2b.localhost')).domain.type).toBe('b2b');
    for (const host of ['localhost:3000', 'b2c.localhost', '127.0.0.1:3000']) {
      const docs = await cfg(host);
      expect(docs.whiteLabel.name, host).toBe('Backlay');
      expect(docs.domain.features.referAndEarn).toBe(true);
    }
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/common/wholeAppConfiguration?whiteLabelId=${(await userNamed('user1')).whiteLabelId}`,
      headers: { host: 'elsewhere.example' },
    });
    // The brand's main domain is the first one seeded.
    expect(byId.json().docs.domain.domainName).toBe('b2c.localhost');
  });

  it('has Refer and Earn and WhatsApp contacts on the b2c site', async () => {
    const auth = await signIn(t.db, await userNamed('user1'));
    const referral = await t.app.inject({ method: 'GET', url: '/api/user/setting/referral', headers: { host: 'b2c.localhost', ...auth } });
    expect(referral.json().docs).toMatchObject({ enabled: true, maxBonusAmount: 1000, bonusPercent: 10 });
    const contacts = await t.app.inject({ method: 'GET', url: '/api/user/communicationDetail', headers: { host: 'localhost', ...auth } });
    expect(contacts.json().docs.depositWhatsapp).toMatch(/^\+91\d{10}$/);
  });

  it('offers players every deposit kind, the IPAY and XPAY gateways included', async () => {
    const auth = await signIn(t.db, await userNamed('user1'));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/setting/depositType', headers: { host: 'b2c.localhost', ...auth } });
    expect(res.statusCode).toBe(200);
    const types = (res.json().docs as { paymentType: string }[]).map((m) => m.paymentType);
    expect(types).toEqual(['UPI', 'IMPS', 'NEFT', 'USDT', 'IPAY', 'XPAY']);
  });

  it('publishes the b2c brand’s two explanatory posts, within the editor’s limits, and none on b2b', async () => {
    const list = async (host: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/common/blogs', headers: { host } })).json().docs as { slug: string }[];
    expect((await list('localhost')).map((p) => p.slug)).toEqual(['playing-responsibly', 'back-and-lay-how-the-exchange-works']);
    expect(await list('b2b.localhost')).toEqual([]);
    for (const slug of ['playing-responsibly', 'back-and-lay-how-the-exchange-works']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/common/blogs/${slug}`, headers: { host: 'b2c.localhost' } });
      expect(res.statusCode, slug).toBe(200);
      const post = res.json().docs as PublicBlogPost;
      // Seeded rows skip the editor's checks, so they are held to them here.
      expect(post.title.length).toBeGreaterThanOrEqual(BLOG_TITLE_MIN);
      expect(post.title.length).toBeLessThanOrEqual(BLOG_TITLE_MAX);
      expect(post.summary.length).toBeLessThanOrEqual(BLOG_SUMMARY_MAX);
      expect(post.body.length).toBeLessThanOrEqual(BLOG_BODY_MAX);
      expect(blogParagraphs(post.body).length).toBeGreaterThan(5);
    }
    const [author] = await t.db.select({ createdBy: blogPosts.createdBy }).from(blogPosts).limit(1);
    expect(author!.createdBy).toBe((await userNamed('whitelabel1')).id);
  });
});
