import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test-app.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { playerSitePolicy } from '../../src/plugins/content-security-policy.js';
import { setHosts } from './event-frames-helpers.js';

/**
 * The player site's frame-src lists exactly the stream hosts of the host's white label, over
 * https, and follows a change of them at the next page load (docs/decisions/
 * live-tv-and-score-frames.md); the console still frames nothing.
 */

let t: TestApp;
let a: SignedInChain;
let b: SignedInChain;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'backlay-frames-site-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>site</title>');
  // No https or desktop redirects: the sites' hosts are test names, served over plain http here.
  t = await createTestApp({ WEB_DIST: dist, ADMIN_DIST: dist, SITE_REDIRECTS: 'false' });
  a = await signedInChain(t.db);
  b = await signedInChain(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

async function frameSrcOn(host: string, path = '/events/4/e1'): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { host } });
  expect(res.statusCode).toBe(200);
  const directive = String(res.headers['content-security-policy'])
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return directive!.slice(1);
}

describe("the player site's frame-src", () => {
  it("lists its white label's stream hosts, and only on that white label's sites", async () => {
    const before = await frameSrcOn(a.site.host);
    expect(before[0]).toBe("'self'");
    expect(before.some((s) => s.includes('example.test'))).toBe(false);

    const res = await setHosts(t, { token: a.tokens.whiteLabel, role: 'whiteLabel' }, a.site.whiteLabel.id, [
      'tv.example.test',
      'cdn.example.test:8443',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = await frameSrcOn(a.site.host);
    expect(after).toEqual(expect.arrayContaining(["'self'", 'https://tv.example.test', 'https://cdn.example.test:8443']));
    expect(after.filter((s) => s.includes('example.test'))).toHaveLength(2);
    expect(await frameSrcOn(a.site.host, '/')).toEqual(after);

    expect((await frameSrcOn(b.site.host)).some((s) => s.includes('example.test'))).toBe(false);
    const console = await t.app.inject({ method: 'GET', url: '/admin/', headers: { host: a.site.host } });
    expect(String(console.headers['content-security-policy'])).toContain("frame-src 'none'");

    expect((await setHosts(t, { token: a.tokens.administrator, role: 'administrator' }, a.site.whiteLabel.id, [])).statusCode).toBe(200);
    expect((await frameSrcOn(a.site.host)).some((s) => s.includes('example.test'))).toBe(false);
  });

  it('puts each host in as one https source', () => {
    const policy = playerSitePolicy(['https://games.example.test'], ['tv.example.test', '127.0.0.1:9443']);
    const frameSrc = policy.split('; ').find((d) => d.startsWith('frame-src '));
    expect(frameSrc).toBe("frame-src 'self' https://games.example.test https://tv.example.test https://127.0.0.1:9443");
  });
});
