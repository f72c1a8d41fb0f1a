import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test-app.js';
import { newSite } from '../factories.js';
import { sniffImage } from '../../src/modules/tenancy/image-file.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';

const ADMIN_HOST = 'console.backlay.test';

let t: TestApp;
let dir: string;
let outside: string;
let host: string;
/** Another label's site. */
let otherHost: string;
/** `/uploads/brand/<this site's label>`: the folder of its theme images, the public uploads. */
let brand: string;
let otherBrand: string;
let proofs: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backlay-uploads-'));
  outside = await mkdtemp(join(tmpdir(), 'backlay-outside-'));
  t = await createTestApp({ UPLOAD_DIR: dir, ADMIN_HOSTS: ADMIN_HOST });
  const site = await newSite(t.db);
  const other = await newSite(t.db, { type: 'b2b' });
  t.app.sites.invalidate();
  host = site.host;
  otherHost = other.host;
  brand = `/uploads/brand/${site.whiteLabel.id}`;
  otherBrand = `/uploads/brand/${other.whiteLabel.id}`;
  proofs = `/uploads/deposits/${site.whiteLabel.id}`;
  for (const folder of [brand, otherBrand, proofs]) await mkdir(join(dir, folder.slice('/uploads/'.length)), { recursive: true });
  const file = (path: string) => join(dir, path.slice('/uploads/'.length));
  await writeFile(file(`${brand}/qr.png`), PNG);
  await writeFile(file(`${brand}/logo.svg`), SVG);
  await writeFile(file(`${brand}/notes.png`), 'this is not an image');
  await writeFile(file(`${otherBrand}/qr.png`), PNG);
  await writeFile(file(`${proofs}/proof-1.png`), PNG);
  // A file at the top of the folder (no known folder): never served.
  await writeFile(join(dir, 'qr.png'), PNG);
  await writeFile(join(outside, 'secret.png'), PNG);
  await symlink(join(outside, 'secret.png'), file(`${brand}/link.png`));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

function imageBase(imageUrl: string, on = host) {
  return t.app.inject({ method: 'GET', url: '/api/common/imageBaseUrl', query: { imageUrl }, headers: { host: on } });
}

function served(url: string, on = host) {
  return t.app.inject({ method: 'GET', url, headers: { host: on } });
}

describe('GET /api/common/imageBaseUrl', () => {
  it("answers an image of the site's own theme as a base64 data URL typed by its bytes", async () => {
    const res = await imageBase(`${brand}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ docs: { imageBase: `data:image/png;base64,${PNG.toString('base64')}` } });

    const svg = await imageBase(`${brand}/logo.svg`);
    expect(svg.json().docs.imageBase).toBe(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);

    expect((await imageBase(`${brand}/qr.png?v=2`)).statusCode).toBe(200);
  });

  it("answers 404 for a private upload, another label's image or a file in no known folder", async () => {
    for (const url of [`${proofs}/proof-1.png`, `${otherBrand}/qr.png`, '/uploads/qr.png']) {
      const res = await imageBase(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('data:image');
    }
    // The other label's image on its own site.
    expect((await imageBase(`${otherBrand}/qr.png`, otherHost)).statusCode).toBe(200);
  });

  it('accepts the same upload as an absolute URL of the host being called', async () => {
    const res = await imageBase(`http://${host}:3000${brand}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.imageBase).toMatch(/^data:image\/png;base64,/);
  });

  it('passes a data URL through after checking it is an image', async () => {
    const url = `data:image/png;base64,${PNG.toString('base64')}`;
    expect((await imageBase(url)).json()).toEqual({ docs: { imageBase: url } });
    // The declared type is not trusted: the bytes say PNG.
    expect((await imageBase(`data:image/jpeg;base64,${PNG.toString('base64')}`)).json().docs.imageBase).toBe(url);
    const bad = await imageBase(`data:text/html;base64,${Buffer.from('<script>').toString('base64')}`);
    expect(bad.statusCode).toBe(400);
    const notImage = await imageBase(`data:image/png;base64,${Buffer.from('hello').toString('base64')}`);
    expect(notImage.statusCode).toBe(400);
  });

  it('refuses path traversal', async () => {
    for (const url of [
      '/uploads/../package.json',
      '/uploads/deposits/../../secret.png',
      '/uploads/%2e%2e/secret.png',
      '/uploads/..%2Fsecret.png',
      '/uploads/.hidden.png',
      '/uploads//etc/passwd',
      '/uploads/a\\..\\b.png',
      `http://${host}/uploads/%2e%2e/secret.png`,
    ]) {
      const res = await imageBase(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('refuses a symlink that leaves the upload directory', async () => {
    const res = await imageBase(`${brand}/link.png`);
    expect(res.statusCode).toBe(400);
  });

  it('refuses other URLs: it is not an open proxy', async () => {
    for (const url of [
      'https://example.com/a.png',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      '/etc/passwd',
      'qr.png',
    ]) {
      const res = await imageBase(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('answers 404 for a missing upload or a file that is not an image', async () => {
    expect((await imageBase(`${brand}/missing.png`)).statusCode).toBe(404);
    expect((await imageBase('/uploads/deposits')).statusCode).toBe(404);
    expect((await imageBase(brand)).statusCode).toBe(404);
    expect((await imageBase(`${brand}/notes.png`)).statusCode).toBe(404);
  });

  it('needs the imageUrl', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/imageBaseUrl', headers: { host } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /uploads/*', () => {
  it("serves the site's theme images read-only, typed by their bytes and sandboxed", async () => {
    const res = await served(`${brand}/qr.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const svg = await served(`${brand}/logo.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it("serves a label's theme images on its own site and the administrator's hosts only", async () => {
    expect((await served(`${otherBrand}/qr.png`)).statusCode).toBe(404);
    expect((await served(`${brand}/qr.png`, otherHost)).statusCode).toBe(404);
    expect((await served(`${otherBrand}/qr.png`, otherHost)).statusCode).toBe(200);
    // The administrator's console edits every label's theme.
    expect((await served(`${brand}/qr.png`, ADMIN_HOST)).statusCode).toBe(200);
    expect((await served(`${otherBrand}/qr.png`, ADMIN_HOST)).statusCode).toBe(200);
  });

  it('never serves a payment proof or a file in no known folder, on any host', async () => {
    for (const on of [host, otherHost, ADMIN_HOST]) {
      for (const url of [`${proofs}/proof-1.png`, '/uploads/qr.png']) {
        const res = await served(url, on);
        expect(res.statusCode, `${url} on ${on}`).toBe(404);
        expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
      }
    }
  });

  it('never serves other files or anything outside the directory', async () => {
    expect((await served(`${brand}/notes.png`)).statusCode).toBe(404);
    expect((await served(`${brand}/missing.png`)).statusCode).toBe(404);
    for (const url of [
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..%2f..%2fetc%2fpasswd',
      `${brand}/link.png`,
      `${brand}/..%2f..%2fdeposits/proof-1.png`,
    ]) {
      const res = await served(url);
      // The test client resolves `%2e%2e` before routing: that path leaves /uploads/ altogether
      // and is a page load of the site, sent to https (301).
      expect([301, 400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//);
    }
    const put = await t.app.inject({ method: 'PUT', url: `${brand}/qr.png`, headers: { host }, payload: 'x' });
    expect(put.statusCode).toBe(404);
  });
});

describe('sniffImage', () => {
  it('knows png, jpeg, gif, webp and svg by their first bytes', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffImage(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml');
    expect(sniffImage(Buffer.from('<html><body>svg</body></html>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
