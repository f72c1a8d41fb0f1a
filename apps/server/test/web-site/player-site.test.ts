import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test-app.js';

/** A player site build as Vite lays it out: index.html at the root, hashed chunks under assets/. */
function fakeSiteBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backlay-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Backlay</title><div id="root" data-build="test-site"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("player site");');
  return dir;
}

describe('player site at / (built)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeSiteBuild();
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/', '/open-bets', '/events/4/123?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('data-build="test-site"');
    }
  });

  it('serves its chunks and answers a missing one with 404, not the page', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const stale = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).not.toContain('test-site');
  });
});
