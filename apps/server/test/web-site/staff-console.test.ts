import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../test-app.js';

/** A console build as Vite lays it out: index.html at the root, hashed chunks under assets/. */
function fakeConsoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backlay-admin-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Backlay Staff</title><div id="root" data-build="test-console"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("staff console");');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('staff console at /admin/ (built)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeConsoleBuild();
    t = await createTestApp({ ADMIN_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers /admin/ with the console index.html, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('data-build="test-console"');
  });

  it('answers every client-side route of the console with the same index.html', async () => {
    for (const url of ['/admin/money/deposits', '/admin/sign-in?next=1', '/admin/bets/history']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-build="test-console"');
    }
  });

  it('sends /admin to /admin/ so relative asset paths resolve', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
  });

  it('serves the built files and answers a missing chunk with 404, not the page', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain('staff console');
    const icon = await t.app.inject({ method: 'GET', url: '/admin/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/admin/assets/index-old999.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).not.toContain('test-console');
  });

  it('leaves the API and the player site as they were', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    // The test app has no player site build (WEB_DIST=/nonexistent): its fallback says so.
    const player = await t.app.inject({ method: 'GET', url: '/administrator-page' });
    expect(player.statusCode).toBe(404);
    expect(player.body).toContain('player site is not built');
  });
});

describe('staff console at /admin/ (not built)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_DIST: '/nonexistent-admin' });
  });
  afterAll(async () => t.close());

  it('says the console is not built instead of showing the player site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/money/deposits' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('staff console is not built');
  });
});

const realDist = fileURLToPath(new URL('../../../admin/dist', import.meta.url));

describe.skipIf(!existsSync(join(realDist, 'index.html')))('staff console at /admin/ (this checkout’s build)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_DIST: realDist });
  });
  afterAll(async () => t.close());

  it('answers the built index.html, whose scripts load from /admin/assets/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(readFileSync(join(realDist, 'index.html'), 'utf8'));
    const script = /<script[^>]+src="(\/admin\/assets\/[^"]+\.js)"/.exec(res.body)?.[1];
    expect(script).toBeTruthy();
    const js = await t.app.inject({ method: 'GET', url: script! });
    expect(js.statusCode).toBe(200);
  });
});
