import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wholeAppConfigurationSchema, type WholeAppConfiguration } from '@backlay/contract';
import { domains, themes } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite } from '../factories.js';

let t: TestApp;
let b2c: Awaited<ReturnType<typeof newSite>>;
let b2b: Awaited<ReturnType<typeof newSite>>;

beforeAll(async () => {
  t = await createTestApp();
  b2c = await newSite(t.db, { type: 'b2c', name: 'Sunrise Bet' });
  b2b = await newSite(t.db, { type: 'b2b', name: 'Harbour Exchange' });
  await t.db
    .update(domains)
    .set({
      desktopHost: `www.${b2c.host}`,
      features: {
        whatsappDeposit: true,
        whatsappWithdraw: false,
        casinoHome: false,
        sportsBook: false,
        referAndEarn: true,
        switchTheme: false,
      },
    })
    .where(eq(domains.host, b2c.host));
  t.app.sites.invalidate();
});
afterAll(async () => t.close());

function config(host: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/common/wholeAppConfiguration${query}`, headers: { host } });
}

describe('GET /api/common/wholeAppConfiguration', () => {
  it('answers the site of the Host header, with the key names of docs/product.md', async () => {
    const res = await config(`${b2c.host}:3000`);
    expect(res.statusCode).toBe(200);
    const docs = (res.json() as { docs: WholeAppConfiguration }).docs;
    expect(wholeAppConfigurationSchema.safeParse(docs).success).toBe(true);
    expect(docs.domain).toEqual({
      domainName: b2c.host,
      type: 'b2c',
      whitelabelId: b2c.whiteLabel.id,
      isDiamond: false,
      isFuture9Switch: false,
      desktopHost: `www.${b2c.host}`,
      features: {
        whatsappDeposit: true,
        whatsappWithdraw: false,
        casinoHome: false,
        sportsBook: false,
        referAndEarn: true,
        switchTheme: false,
      },
      bottomBar: 'sports',
    });
    expect(docs.whiteLabel).toEqual({ _id: b2c.whiteLabel.id, name: 'Sunrise Bet' });
    expect(docs.appConfigruation).toEqual({ isMaintenance: false, useSocket: true, isSocketBlocked: false, siteLoader: 'spinner' });
    expect(docs.globalAppConfiguration).toEqual({
      defaultLocale: 'en-us',
      locales: [
        { code: 'en-us', label: 'English' },
        { code: 'hi-in', label: 'हिन्दी' },
      ],
      currency: 'INR',
    });
    expect(docs.theme.logoText).toBe('Sunrise Bet');
    expect(docs.theme.enable).toEqual({ isRegister: true, forgetPassword: true, depositButton: true, withdrawButton: true });
    expect(docs.footerTheme.mainTitle).toBe('Sunrise Bet');
  });

  it('picks the b2b site by its host', async () => {
    const res = await config(b2b.host);
    expect(res.statusCode).toBe(200);
    const docs = (res.json() as { docs: WholeAppConfiguration }).docs;
    expect(docs.domain.type).toBe('b2b');
    expect(docs.domain.whitelabelId).toBe(b2b.whiteLabel.id);
    expect(docs.whiteLabel.name).toBe('Harbour Exchange');
    // b2b: no register or forgot-password links, no deposit or withdraw buttons.
    expect(docs.theme.enable).toEqual({ isRegister: false, forgetPassword: false, depositButton: false, withdrawButton: false });
  });

  it('serves the stored theme and footer of the white label', async () => {
    const [row] = await t.db.select().from(themes).where(eq(themes.whiteLabelId, b2b.whiteLabel.id));
    await t.db
      .update(themes)
      .set({
        theme: { ...row!.theme, headerBottom: { marqueeText: 'Harbour news' } },
        footer: { ...row!.footer, copyrighMessage: '© Harbour' },
      })
      .where(eq(themes.whiteLabelId, b2b.whiteLabel.id));
    const docs = (await config(b2b.host)).json().docs as WholeAppConfiguration;
    expect(docs.theme.headerBottom.marqueeText).toBe('Harbour news');
    expect(docs.footerTheme.copyrighMessage).toBe('© Harbour');
  });

  it('refuses an unknown host that names no white label', async () => {
    const res = await config('unknown.example');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'WhiteLabel is Missing!' });
  });

  it('answers the named white label when the host is unknown', async () => {
    const res = await config('unknown.example', `?whiteLabelId=${b2b.whiteLabel.id}`);
    expect(res.statusCode).toBe(200);
    const docs = res.json().docs as WholeAppConfiguration;
    expect(docs.domain.whitelabelId).toBe(b2b.whiteLabel.id);
    expect(docs.domain.domainName).toBe(b2b.host);
  });

  it('refuses an unknown host naming a white label that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await config('unknown.example', `?whiteLabelId=${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'WhiteLabel is Missing!' });
    }
  });

  it('refuses a whiteLabelId that is not the Host’s site', async () => {
    const res = await config(b2c.host, `?whiteLabelId=${b2b.whiteLabel.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'WhiteLabel does not match this site' });
    const same = await config(b2c.host, `?whiteLabelId=${b2c.whiteLabel.id}`);
    expect(same.statusCode).toBe(200);
  });
});

describe('GET /api/common/maintenance', () => {
  it('answers the maintenance flag, on any host', async () => {
    for (const host of [b2c.host, 'unknown.example']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/common/maintenance', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ docs: { isMaintenance: false } });
    }
  });
});
