import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'Backlay123';
export const STAFF_TRANSACTION_CODE = '12345678';

const here = dirname(fileURLToPath(import.meta.url));

/** Port of the server that serves this project (see playwright.config.ts). */
export function portOf(info: TestInfo): number {
  return Number(info.project.metadata.port);
}

/** URL of a site of this project's server by host name (b2c.localhost, b2b.localhost, localhost). */
export function siteUrl(info: TestInfo, host: string, path = '/'): string {
  return `http://${host}:${portOf(info)}${path}`;
}

/** Saves a full-page screenshot under e2e/screenshots/<project>/<name>.png for people to look at. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = join(here, '..', 'screenshots', info.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

/**
 * Calls the API of this project's server directly (to set up a flow). Uses node:http because
 * Node's fetch ignores a Host header, and the site is chosen by host name.
 */
export function api<T = unknown>(
  info: TestInfo,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; host?: string } = {},
): Promise<{ status: number; body: T }> {
  const payload = opts.body !== undefined ? JSON.stringify(opts.body) : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: portOf(info),
        method,
        path,
        headers: {
          host: `${opts.host ?? 'localhost'}:${portOf(info)}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Logs in through the API and answers the token. */
export async function apiLogin(info: TestInfo, userName: string, password = PASSWORD, host = 'localhost'): Promise<string> {
  const res = await api<{ docs: { token: string } }>(info, 'POST', '/api/auth', { body: { email: userName, password }, host });
  expect(res.status).toBe(200);
  return res.body.docs.token;
}
