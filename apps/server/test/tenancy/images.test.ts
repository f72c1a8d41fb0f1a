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

let t: TestApp;
let dir: string;
let outside: string;
let host: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'backlay-uploads-'));
  outside = await mkdtemp(join(tmpdir(), 'backlay-outside-'));
  await writeFile(join(dir, 'qr.png'), PNG);
  await writeFile(join(dir, 'logo.svg'), SVG);
  await writeFile(join(dir, 'notes.png'), 'this is not an image');
  await mkdir(join(dir, 'deposits'));
  await writeFile(join(dir, 'deposits', 'proof-1.png'), PNG);
  await writeFile(join(outside, 'secret.png'), PNG);
  await symlink(join(outside, 'secret.png'), join(dir, 'link.png'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  host = (await newSite(t.db)).host;
  t.app.sites.invalidate();
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

function imageBase(imageUrl: string) {
  return t.app.inject({ method: 'GET', url: '/api/common/imageBaseUrl', query: { imageUrl }, headers: { host } });
}

describe('GET /api/common/imageBaseUrl', () => {
  it('answers an upload as a base64 data URL typed by its bytes', async () => {
    const res = await imageBase('/uploads/qr.png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ docs: { imageBase: `data:image/png;base64,${PNG.toString('base64')}` } });

    const svg = await imageBase('/uploads/logo.svg');
    expect(svg.json().docs.imageBase).toBe(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);

    const nested = await imageBase('/uploads/deposits/proof-1.png?v=2');
    expect(nested.statusCode).toBe(200);
  });

  it('accepts the same upload as an absolute URL of the host being called', async () => {
    const res = await imageBase(`http://${host}:3000/uploads/qr.png`);
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
    const res = await imageBase('/uploads/link.png');
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
    expect((await imageBase('/uploads/missing.png')).statusCode).toBe(404);
    expect((await imageBase('/uploads/deposits')).statusCode).toBe(404);
    expect((await imageBase('/uploads/notes.png')).statusCode).toBe(404);
  });

  it('needs the imageUrl', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/common/imageBaseUrl', headers: { host } });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /uploads/*', () => {
  it('serves upload images read-only, typed by their bytes and sandboxed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/qr.png', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const svg = await t.app.inject({ method: 'GET', url: '/uploads/logo.svg', headers: { host } });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
  });

  it('never serves other files or anything outside the directory', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/notes.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/missing.png' })).statusCode).toBe(404);
    for (const url of ['/uploads/%2e%2e/%2e%2e/etc/passwd', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/link.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toMatch(/^image\//);
    }
    const put = await t.app.inject({ method: 'PUT', url: '/uploads/qr.png', payload: 'x' });
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
