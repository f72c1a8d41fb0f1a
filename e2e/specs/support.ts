import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'Backlay123';
export const STAFF_TRANSACTION_CODE = '123456';

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

/** Calls the API of this project's server directly (for setting up a flow). */
export async function api<T = unknown>(
  info: TestInfo,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; host?: string } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`http://127.0.0.1:${portOf(info)}${path}`, {
    method,
    headers: {
      host: opts.host ?? 'localhost',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/** Logs in through the API and answers the token. */
export async function apiLogin(info: TestInfo, userName: string, password = PASSWORD): Promise<string> {
  const res = await api<{ docs: { token: string } }>(info, 'POST', '/api/auth', { body: { email: userName, password } });
  expect(res.status).toBe(200);
  return res.body.docs.token;
}
