import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { newProvider } from '../casino/casino-helpers.js';
import { staffCall } from '../market-admin/market-admin-helpers.js';
import { API_DOCS_POLICY } from '../../src/plugins/content-security-policy.js';
import { ProviderFrameOrigins, frameOriginOf } from '../../src/modules/casino/provider-frame-origins.js';
import { TTL_MS } from '../../src/modules/tenancy/site-cache.js';

/** A Vite build as laid out on disk: index.html at the root, hashed chunks under assets/. */
function fakeBuild(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `backlay-${name}-`));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title><div id="root" data-build="${name}"></div>`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), `console.log("${name}");`);
  writeFileSync(join(dir, 'pre-paint-theme.js'), '/* theme */');
  return dir;
}

/** The policy's directives by name. */
function directivesOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every page of ours holds to: scripts of its origin only, nothing inline or evaluated. */
function expectStrict(d: Map<string, string[]>): void {
  expect(d.get('script-src')).toEqual(["'self'"]);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('form-action')).toEqual(["'self'"]);
  expect(d.get('frame-ancestors')).toEqual(["'self'"]);
  expect(d.get('connect-src')).toEqual(["'self'"]);
  for (const [name, sources] of d) {
    if (name.startsWith('script-src') || name === 'default-src') {
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
    }
  }
}

let t: TestApp;
let c: SignedInChain;
const dists: string[] = [];
beforeAll(async () => {
  const web = fakeBuild('player-site');
  const admin = fakeBuild('staff-console');
  dists.push(web, admin);
  t = await createTestApp({ WEB_DIST: web, ADMIN_DIST: admin });
  c = await signedInChain(t.db);
});
afterAll(async () => {
  await t.close();
  for (const dir of dists) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const frameSrc = async () => directivesOf(await get('/')).get('frame-src');

describe('Content-Security-Policy of our pages', () => {
  it("is on every page of the player site: the index, deep links, the studio's game pages, the 404 page", async () => {
    for (const url of ['/', '/inPlay', '/events/4/123?x=1', '/game-screen-play?gameId=g1', '/originals/crash?token=abc', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('data-build="player-site"');
      const d = directivesOf(res);
      expectStrict(d);
      expect(d.get('frame-src')?.[0], url).toBe("'self'");
      expect(d.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    }
  });

  it('is on every page of the staff console, which frames nothing', async () => {
    for (const url of ['/admin/', '/admin/hierarchy/users', '/admin/money/deposits?page=2']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-build="staff-console"');
      const d = directivesOf(res);
      expectStrict(d);
      expect(d.get('frame-src'), url).toEqual(["'none'"]);
    }
  });

  it('never lets an index.html out as a plain file without it', async () => {
    const site = await get('/index.html');
    expect(site.body).toContain('data-build="player-site"');
    expectStrict(directivesOf(site));
    const console = await get('/admin/index.html');
    expect(console.statusCode).toBe(200);
    expectStrict(directivesOf(console));
  });

  it('stays off JSON answers and the files pages load', async () => {
    for (const url of [
      '/api/common/maintenance',
      '/api/nope',
      '/api/user/pts',
      '/assets/index-abc123.js',
      '/admin/assets/index-abc123.js',
      '/pre-paint-theme.js',
    ]) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});

describe("the player site's frame-src", () => {
  it('names the origins of the enabled providers, and follows a provider switched off and on', async () => {
    const before = await frameSrc();
    expect(before).not.toContain('https://games.example.test');
    const provider = await newProvider(t, { launchUrl: 'https://games.example.test/play?lang=en' });
    await newProvider(t, { launchUrl: 'https://off.example.test/play', active: false });
    // Rows written behind the cache's back show once its time has passed (forced here).
    t.app.providerFrameOrigins.invalidate();
    expect(await frameSrc()).toEqual(expect.arrayContaining(["'self'", 'https://games.example.test']));
    expect(await frameSrc()).not.toContain('https://off.example.test');

    const admin = (active: boolean) =>
      staffCall(t, c.tokens.administrator, 'administrator', 'PATCH', 'casino/provider', { providerId: provider.id, active });
    expect((await admin(false)).statusCode).toBe(200);
    expect(await frameSrc()).not.toContain('https://games.example.test');
    expect((await admin(true)).statusCode).toBe(200);
    expect(await frameSrc()).toContain('https://games.example.test');
  });

  it('is read once per cache time, not once per page', async () => {
    let now = 1_000_000;
    const origins = new ProviderFrameOrigins(t.db, () => now);
    const first = await origins.current();
    await newProvider(t, { launchUrl: 'https://late.example.test/lobby' });
    expect(await origins.current()).toBe(first);
    now += TTL_MS + 1;
    expect(await origins.current()).toContain('https://late.example.test');
  });

  it('takes the origin of absolute http(s) launch URLs only; relative ones are the site itself', () => {
    expect(frameOriginOf('https://games.example.test:8443/play/{game}?x=1')).toBe('https://games.example.test:8443');
    expect(frameOriginOf('http://localhost:9000/studio')).toBe('http://localhost:9000');
    expect(frameOriginOf('/originals/{game}')).toBeNull();
    expect(frameOriginOf('//cdn.example.test/play')).toBeNull();
    expect(frameOriginOf('javascript:alert(1)')).toBeNull();
    expect(frameOriginOf('data:text/html,hi')).toBeNull();
  });
});

describe('the API docs', () => {
  it('load under a policy of their own: Swagger UI page, its scripts and the OpenAPI document', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_POLICY);
    expect(directivesOf(page).get('script-src')).toEqual(["'self'"]);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await get(new URL(src, 'http://localhost/api/docs').pathname);
      expect(js.statusCode, src).toBe(200);
      expect(js.headers['content-type'], src).toMatch(/javascript/);
    }
    const spec = await get('/api/docs/openapi.json');
    expect(spec.statusCode).toBe(200);
    expect(spec.json()).toHaveProperty('openapi');
  });
});
