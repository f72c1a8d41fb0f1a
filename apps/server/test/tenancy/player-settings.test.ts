import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { domains, users, whiteLabels } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain, newUser } from '../factories.js';
import { signIn } from './session.js';

let t: TestApp;
let c2c: Awaited<ReturnType<typeof newChain>>;
let c2b: Awaited<ReturnType<typeof newChain>>;

beforeAll(async () => {
  t = await createTestApp();
  c2c = await newChain(t.db, { type: 'b2c' });
  c2b = await newChain(t.db, { type: 'b2b' });
  await t.db
    .update(whiteLabels)
    .set({ depositWhatsapp: '+919999900001', withdrawWhatsapp: '+919999900002', referralMaxBonus: 100_000, referralBonusBps: 1_000 })
    .where(eq(whiteLabels.id, c2c.site.whiteLabel.id));
  await t.db
    .update(domains)
    .set({
      features: {
        whatsappDeposit: false,
        whatsappWithdraw: false,
        casinoHome: true,
        sportsBook: false,
        referAndEarn: true,
        switchTheme: false,
      },
    })
    .where(eq(domains.host, c2c.site.host));
  t.app.sites.invalidate();
});
afterAll(async () => t.close());

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

describe('GET /api/:role/communicationDetail', () => {
  it('answers the WhatsApp contacts of the caller’s white label', async () => {
    const res = await get('/api/user/communicationDetail', c2c.site.host, await signIn(t.db, c2c.user));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ docs: { depositWhatsapp: '+919999900001', withdrawWhatsapp: '+919999900002' } });

    const staff = await get('/api/branch/communicationDetail', c2c.site.host, await signIn(t.db, c2c.branch));
    expect(staff.json().docs.depositWhatsapp).toBe('+919999900001');
    const asDefaultBranch = await get('/api/defaultBranch/communicationDetail', c2c.site.host, await signIn(t.db, c2c.branch));
    expect(asDefaultBranch.statusCode).toBe(200);

    const other = await get('/api/user/communicationDetail', c2b.site.host, await signIn(t.db, c2b.user));
    expect(other.json()).toEqual({ docs: { depositWhatsapp: '', withdrawWhatsapp: '' } });
  });

  it('ignores adminId for everyone but the administrator', async () => {
    const res = await get(`/api/user/communicationDetail?adminId=${c2b.whiteLabel.id}`, c2c.site.host, await signIn(t.db, c2c.user));
    expect(res.json().docs.depositWhatsapp).toBe('+919999900001');
  });

  it('answers the administrator for the white label of adminId, else empty strings', async () => {
    const auth = await signIn(t.db, c2c.administrator);
    const byUser = await get(`/api/administrator/communicationDetail?adminId=${c2c.whiteLabel.id}`, c2c.site.host, auth);
    expect(byUser.json()).toEqual({ docs: { depositWhatsapp: '+919999900001', withdrawWhatsapp: '+919999900002' } });
    const byLabel = await get(`/api/administrator/communicationDetail?adminId=${c2c.site.whiteLabel.id}`, c2c.site.host, auth);
    expect(byLabel.json().docs.withdrawWhatsapp).toBe('+919999900002');
    for (const q of ['', '?adminId=nonsense', '?adminId=00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/administrator/communicationDetail${q}`, c2c.site.host, auth);
      expect(res.statusCode, q).toBe(200);
      expect(res.json()).toEqual({ docs: { depositWhatsapp: '', withdrawWhatsapp: '' } });
    }
  });

  it('needs a session whose role is the path’s role', async () => {
    expect((await get('/api/user/communicationDetail', c2c.site.host)).statusCode).toBe(401);
    const wrongRole = await get('/api/admin/communicationDetail', c2c.site.host, await signIn(t.db, c2c.user));
    expect(wrongRole.statusCode).toBe(403);
  });

  it('refuses a session on another white label’s host', async () => {
    const res = await get('/api/user/communicationDetail', c2b.site.host, await signIn(t.db, c2c.user));
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/user/setting/referral', () => {
  it('answers the site’s Refer and Earn settings and creates the player’s code once', async () => {
    const auth = await signIn(t.db, c2c.user);
    const res = await get('/api/user/setting/referral', c2c.site.host, auth);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as { enabled: boolean; maxBonusAmount: number; bonusPercent: number; referralCode: string };
    expect(docs).toMatchObject({ enabled: true, maxBonusAmount: 1000, bonusPercent: 10 });
    expect(docs.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const again = await get('/api/user/setting/referral', c2c.site.host, auth);
    expect(again.json().docs.referralCode).toBe(docs.referralCode);
    const [row] = await t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, c2c.user.id));
    expect(row!.code).toBe(docs.referralCode);
  });

  it('is off when the domain has no Refer and Earn, with a zero cap', async () => {
    const res = await get('/api/user/setting/referral', c2b.site.host, await signIn(t.db, c2b.user));
    expect(res.statusCode).toBe(200);
    expect(res.json().docs).toMatchObject({ enabled: false, maxBonusAmount: 0, bonusPercent: 0 });
    expect(res.json().docs.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('is off for a demo player, who gets no code', async () => {
    const demo = await newUser(t.db, { role: 'user', parent: c2c.branch, extra: { demo: true } });
    const res = await get('/api/user/setting/referral', c2c.site.host, await signIn(t.db, demo));
    expect(res.json().docs).toEqual({ enabled: false, maxBonusAmount: 0, bonusPercent: 0, referralCode: '' });
  });

  it('is for players only', async () => {
    const res = await get('/api/user/setting/referral', c2c.site.host, await signIn(t.db, c2c.agent));
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/user/whiteLabelRole', () => {
  it('answers the player’s white label, type and switches', async () => {
    const b2c = await get('/api/user/whiteLabelRole', c2c.site.host, await signIn(t.db, c2c.user));
    expect(b2c.statusCode).toBe(200);
    expect(b2c.json()).toEqual({
      docs: {
        whiteLabelId: c2c.site.whiteLabel.id,
        name: c2c.site.whiteLabel.name,
        type: 'b2c',
        features: {
          whatsappDeposit: false,
          whatsappWithdraw: false,
          casinoHome: true,
          sportsBook: false,
          referAndEarn: true,
          switchTheme: false,
        },
      },
    });
    const b2b = await get('/api/user/whiteLabelRole', c2b.site.host, await signIn(t.db, c2b.user));
    expect(b2b.json().docs).toMatchObject({ whiteLabelId: c2b.site.whiteLabel.id, type: 'b2b' });
  });

  it('refuses the player’s token on a host that is not their site', async () => {
    const token = await signIn(t.db, c2b.user);
    for (const host of ['unknown.example', c2c.site.host]) {
      const res = await get('/api/user/whiteLabelRole', host, token);
      expect(res.statusCode, host).toBe(401);
    }
  });

  it('is for players only', async () => {
    const res = await get('/api/user/whiteLabelRole', c2c.site.host, await signIn(t.db, c2c.whiteLabel));
    expect(res.statusCode).toBe(403);
  });
});
