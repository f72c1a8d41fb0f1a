import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHONE_CODES_PATH, phoneCodesSchema } from '@backlay/contract';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite } from '../factories.js';

/**
 * GET country-list/phone-codes.json (docs/product.md §7 "static data"): the countries of the
 * phone field, a JSON file on every host, never the player site's page.
 */

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A built player site, whose index.html answers every unknown path: the file must still win.
  dist = mkdtempSync(join(tmpdir(), 'backlay-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Backlay</title><div id="root" data-build="phone-codes"></div>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: PHONE_CODES_PATH, headers });

describe('GET /country-list/phone-codes.json', () => {
  it('answers the list as JSON, India first, not the site’s HTML page', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).not.toContain('data-build');
    const list = phoneCodesSchema.parse(res.json());
    expect(list[0]).toEqual({ name: 'India', code: 'IN', dialCode: '+91' });
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((c) => c.code === 'GB')).toEqual({ name: 'United Kingdom', code: 'GB', dialCode: '+44' });
  });

  it('is cached for a day and confirmed by its ETag with a 304', async () => {
    const first = await get();
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('is the same file on every host, a site’s or an unknown one, and answers HEAD', async () => {
    const site = await newSite(t.db);
    const own = await get({ host: site.host });
    const unknown = await get({ host: 'nobody.example.com' });
    expect(own.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(own.body).toBe(unknown.body);
    const head = await t.app.inject({ method: 'HEAD', url: PHONE_CODES_PATH });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('leaves other paths under /country-list/ to the site, as any unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/country-list/other.json' });
    expect(res.body).toContain('data-build="phone-codes"');
  });
});
