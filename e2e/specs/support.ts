import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
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

/** A suffix that differs between projects and runs, for names a flow creates. */
export function uniqueSuffix(info: TestInfo): string {
  return `${info.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
}

/**
 * A new player of the b2c brand with ₹10,000 of their own and the demo password, for flows that
 * must not share an account with others (another flow resets user2's password, say).
 */
export async function newPlayer(info: TestInfo, prefix: string): Promise<string> {
  const userName = `${prefix}${uniqueSuffix(info)}`;
  const wl = await apiLogin(info, 'whitelabel1', PASSWORD, 'b2c.localhost');
  const created = await api(info, 'POST', '/api/whiteLabel/user', {
    token: wl,
    host: 'b2c.localhost',
    body: { userName, password: PASSWORD, role: 'user', credit: 10_000, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return userName;
}

/** Logs in through the API and answers the token. */
export async function apiLogin(info: TestInfo, userName: string, password = PASSWORD, host = 'localhost'): Promise<string> {
  const res = await api<{ docs: { token: string } }>(info, 'POST', '/api/auth', { body: { email: userName, password }, host });
  expect(res.status).toBe(200);
  return res.body.docs.token;
}

interface HomeCricket {
  ongoing: { name: string; events: { event: { id: string; hasBookmaker: boolean; hasSession: boolean } }[] }[];
}

interface EventMarketsDocs {
  markets: { name: string; type: string; status: string; betAllow: boolean }[];
  score: unknown;
}

/**
 * A live cricket event the flow can bet on now: its Match Odds open and taking bets (other
 * specs declare results), and, when asked, a bookmaker market and at least `openSessions`
 * session lines open. The simulator's schedule follows the wall clock, so at some hours the
 * first live match is in its innings break (no session line open for 15-30 minutes): the
 * flows pick a match in play instead of the first one listed. `skip` leaves out events a flow
 * must not share (one where earlier flows left open bets, say).
 *
 * The home's in-play list also holds matches about to start (their markets open before the
 * toss); a match under way has a score. Only two or three are under way at most hours, and the
 * flows that settle Match Odds would use them up for the one that needs a match under way
 * (sports.spec, for the score): a flow that does not ask for one gets a match about to start
 * when there is one, and a match under way only otherwise.
 *
 * Waits up to 40 s for the feed's first burst, then names what it did not find (inside a
 * flow's 60 s, so the failure says so rather than 'Test timeout').
 */
export async function liveCricketEvent(
  info: TestInfo,
  needs: { bookmaker?: boolean; openSessions?: number; underWay?: boolean; skip?: ReadonlySet<string> } = {},
): Promise<string> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const home = await api<{ docs: HomeCricket }>(info, 'GET', '/api/common/home');
    const events = home.body.docs.ongoing.find((s) => s.name === 'Cricket')?.events ?? [];
    let underWay: string | null = null;
    for (const { event } of events) {
      if (needs.skip?.has(event.id)) continue;
      if (needs.bookmaker && !event.hasBookmaker) continue;
      if (needs.openSessions && !event.hasSession) continue;
      const detail = await api<{ docs: EventMarketsDocs }>(info, 'GET', `/api/common/game/market?eventId=${encodeURIComponent(event.id)}`);
      const markets = detail.body.docs.markets;
      const isOpen = (m: EventMarketsDocs['markets'][number]) => m.status === 'open' && m.betAllow;
      if (!markets.some((m) => m.name === 'Match Odds' && isOpen(m))) continue;
      if (needs.bookmaker && !markets.some((m) => m.type === 'bookmaker')) continue;
      if (markets.filter((m) => m.type === 'session' && isOpen(m)).length < (needs.openSessions ?? 0)) continue;
      const isUnderWay = Boolean(detail.body.docs.score);
      if (isUnderWay === Boolean(needs.underWay)) return event.id;
      if (isUnderWay) underWay ??= event.id;
    }
    if (underWay) return underWay;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(
    `no live cricket event with open Match Odds${needs.bookmaker ? ', a bookmaker' : ''}${needs.openSessions ? ` and ${needs.openSessions} open session lines` : ''}${needs.underWay ? ', under way' : ''}`,
  );
}

/**
 * Logs a player in on the home page, then opens `path`. Not on `path` itself: an event page
 * opens its own login drawer for a visitor, and a click on the header's Login behind it then
 * waits for ever.
 */
export async function playerLogin(page: Page, info: TestInfo, userName: string, path = '/'): Promise<void> {
  await page.goto(siteUrl(info, 'localhost', '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  const understood = page.getByRole('button', { name: 'I understand' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  if (path !== '/') await page.goto(siteUrl(info, 'localhost', path));
}

const betForm = (page: Page) => page.getByRole('form', { name: 'Bet form' });

/**
 * Clicks a price, asks `ticks` worse, stakes 100 and places, retrying on a moved price.
 * Answers whether the placed bet showed the 'Betting in process' countdown.
 */
export async function placeFrom(
  page: Page,
  cell: () => Locator,
  ticks: { button: 'Lower odds' | 'Higher odds'; times: number } | null,
): Promise<boolean> {
  for (let attempt = 1; attempt <= 6; attempt++) {
    // On a phone the slip is a modal drawer over the prices: close it to pick the new price.
    if (attempt > 1) await page.keyboard.press('Escape');
    await cell().click();
    const form = betForm(page);
    await expect(form).toBeVisible();
    for (let i = 0; ticks && i < ticks.times; i++) await form.getByRole('button', { name: ticks.button }).click();
    await form.getByLabel('Stake').fill('100');
    await form.getByRole('button', { name: 'Place Bet' }).click();
    const loader = page.getByText('Betting in process');
    // The countdown of the market's delay (a price that moved before it is refused at once),
    // then the answer: the slip empties when the bet is placed, and keeps the bet with the
    // reason when the price moved away.
    await expect(loader.or(form.getByRole('alert'))).toBeVisible();
    const sawCountdown = await loader.isVisible();
    await expect(loader).toBeHidden({ timeout: 20_000 });
    if (await form.getByRole('alert').isVisible()) continue;
    await expect(form).toBeHidden();
    return sawCountdown;
  }
  throw new Error('the price kept moving away for six attempts');
}
