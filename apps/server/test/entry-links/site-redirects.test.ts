import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../src/db/schema/index.js';
import { isDesktopBrowser, isLocalHost, siteRedirect, type RedirectRequest } from '../../src/plugins/site-redirects.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite } from '../factories.js';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

let t: TestApp;
let plain: string;
let withDesktop: string;
let casinoFirst: string;

beforeAll(async () => {
  // Behind a proxy that terminates TLS, as in production: x-forwarded-proto says https.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  plain = (await newSite(t.db)).host;
  withDesktop = (await newSite(t.db)).host;
  casinoFirst = (await newSite(t.db)).host;
  await t.db.update(domains).set({ desktopHost: 'www.desktop-brand.test' }).where(eq(domains.host, withDesktop));
  const [row] = await t.db.select().from(domains).where(eq(domains.host, casinoFirst));
  await t.db
    .update(domains)
    .set({ features: { ...row!.features, casinoHome: true } })
    .where(eq(domains.host, casinoFirst));
  t.app.sites.invalidate();
});
afterAll(async () => t.close());

function get(host: string, url: string, opts: { proto?: 'http' | 'https'; ua?: string; method?: 'GET' | 'POST' } = {}) {
  return t.app.inject({
    method: opts.method ?? 'GET',
    url,
    headers: { host, 'x-forwarded-proto': opts.proto ?? 'https', 'user-agent': opts.ua ?? PHONE },
  });
}

describe('site redirects on a real app', () => {
  it('sends plain http on a non-local host to https, same path and query (301)', async () => {
    const res = await get(plain, '/deposit?x=1', { proto: 'http' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`https://${plain}/deposit?x=1`);
  });

  it('leaves https, API calls and files alone', async () => {
    expect((await get(plain, '/deposit')).statusCode).not.toBe(301);
    const api = await get(plain, '/api/common/maintenance', { proto: 'http' });
    expect(api.statusCode).toBe(200);
    expect((await get(plain, '/assets/index.js', { proto: 'http' })).headers.location).toBeUndefined();
    expect((await get(plain, '/deposit', { proto: 'http', method: 'POST' })).headers.location).toBeUndefined();
    expect((await get(plain, '/sandbox-gateway/pay/abc', { proto: 'http' })).headers.location).toBeUndefined();
    expect((await get(plain, '/admin/', { proto: 'http', ua: DESKTOP })).headers.location).toBeUndefined();
  });

  it("sends desktop browsers to the domain's desktop host and keeps phones", async () => {
    const desktop = await get(withDesktop, '/events/4/123', { ua: DESKTOP });
    expect(desktop.statusCode).toBe(302);
    expect(desktop.headers.location).toBe('https://www.desktop-brand.test/events/4/123');
    expect((await get(withDesktop, '/events/4/123', { ua: PHONE })).headers.location).toBeUndefined();
    // A domain without a desktop host keeps desktop browsers.
    expect((await get(plain, '/events/4/123', { ua: DESKTOP })).headers.location).toBeUndefined();
  });

  it('jumps from / to /live-casino on a casino-first domain only', async () => {
    const res = await get(casinoFirst, '/?lang=hi');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/live-casino?lang=hi');
    expect((await get(casinoFirst, '/live-casino')).headers.location).toBeUndefined();
    expect((await get(plain, '/')).headers.location).toBeUndefined();
  });

  it('does nothing for hosts that are no site', async () => {
    expect((await get('unknown.example', '/', { proto: 'http', ua: DESKTOP })).headers.location).toBeUndefined();
  });
});

describe('siteRedirect rules', () => {
  const base: RedirectRequest = {
    method: 'GET',
    url: '/',
    protocol: 'http',
    host: 'brand.example',
    userAgent: DESKTOP,
    domain: {
      desktopHost: 'www.brand.example',
      features: {
        casinoHome: true,
        whatsappDeposit: false,
        whatsappWithdraw: false,
        sportsBook: false,
        referAndEarn: false,
        switchTheme: false,
      },
    },
    hostRedirects: true,
  };

  it('never sends local hosts to https', () => {
    for (const host of ['localhost:3000', 'b2c.localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect(siteRedirect({ ...base, host, domain: { ...base.domain!, desktopHost: null } })?.location).toBe('/live-casino');
      expect(isLocalHost(host)).toBe(true);
    }
    expect(isLocalHost('brand.example')).toBe(false);
  });

  it('applies https first, then the desktop host, then the casino jump', () => {
    expect(siteRedirect(base)).toEqual({ status: 301, location: 'https://brand.example/' });
    expect(siteRedirect({ ...base, protocol: 'https' })).toEqual({ status: 302, location: 'https://www.brand.example/' });
    expect(siteRedirect({ ...base, protocol: 'https', host: 'www.brand.example' })).toEqual({ status: 302, location: '/live-casino' });
  });

  it('switches the host redirects off with SITE_REDIRECTS=false but keeps the brand jump', () => {
    expect(siteRedirect({ ...base, hostRedirects: false })).toEqual({ status: 302, location: '/live-casino' });
    expect(siteRedirect({ ...base, hostRedirects: false, url: '/deposit' })).toBeNull();
  });

  it('tells desktop browsers from phones, tablets and non-browsers', () => {
    expect(isDesktopBrowser(DESKTOP)).toBe(true);
    expect(isDesktopBrowser(PHONE)).toBe(false);
    expect(isDesktopBrowser('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(false);
    expect(isDesktopBrowser('curl/8.0')).toBe(false);
    expect(isDesktopBrowser(undefined)).toBe(false);
  });
});
