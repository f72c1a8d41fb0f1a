import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, api, liveCricketEvent, playerLogin, shot, siteUrl } from './support';

/**
 * The pages under their Content-Security-Policy (docs/architecture.md §9): the player site, its
 * game screen with our studio's pages in a sandboxed frame, and the staff console run with no
 * violation at all, on a phone and a desktop. Every violation is caught twice: the browser's
 * own console message ('Refused to …', 'Content Security Policy') of the page and its frames,
 * and each frame's `securitypolicyviolation` events, recorded by an init script.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
    __themeAtBody?: { isDark: boolean; themeColor: string };
  }
}

/** Starts watching: answers a function that lists every violation seen so far. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.context().addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) messages.push(`console: ${text}`);
  });
  return async () => {
    const recorded = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
    );
    return [...messages, ...recorded.flat()];
  };
}

/** The page's own policy: scripts of its origin only, never inline or eval. */
async function expectStrictPolicy(response: Awaited<ReturnType<Page['goto']>>): Promise<void> {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src '));
  expect(scriptSrc?.trim()).toBe("script-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
}

/** A game of the studio by its catalogue name. */
async function studioGameId(info: TestInfo, gameType: string, name: string): Promise<string> {
  const res = await api<{ docs: { _id: string; name: string }[] }>(
    info,
    'GET',
    `/api/common/game/casinoGame?gameType=${gameType}&page=1&limit=50`,
  );
  const game = res.body.docs.find((g) => g.name === name);
  expect(game, `${name} in the catalogue`).toBeTruthy();
  return game!._id;
}

const rupees = (text: string | null) => Number((text ?? '').replace(/[₹,]/g, ''));

/** Records how the page and each of its frames stand when their body first arrives, before any paint. */
async function watchThemeAtBody(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const isDark = document.documentElement.classList.contains('dark');
      window.__themeAtBody = { isDark, themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? '' };
    }).observe(document, { childList: true, subtree: true });
  });
}

test('an inline script is refused and seen; the night mode still applies before paint', async ({ page }, info) => {
  const violations = await watchPolicy(page);
  await watchThemeAtBody(page);

  await expectStrictPolicy(await page.goto(siteUrl(info, 'localhost', '/')));
  const hasRun = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(hasRun).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));

  // Dark unless the visitor chose light; either way set by the pre-paint script, a file of ours.
  expect(await page.evaluate(() => window.__themeAtBody)).toEqual({ isDark: true, themeColor: '#0b1220' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  expect(await page.evaluate(() => window.__themeAtBody)).toEqual({ isDark: false, themeColor: '#f1f5f9' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await shot(page, info, 'csp-light-home');
});

test('the player site runs under its policy: sign-in, an event page and its live channel', async ({ page }, info) => {
  const violations = await watchPolicy(page);
  const eventId = await liveCricketEvent(info);
  await playerLogin(page, info, 'user1');
  // Live prices come over the live channel's websocket, on the site's own host.
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await expectStrictPolicy(await page.goto(siteUrl(info, 'localhost', `/events/4/${eventId}`)));
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  await (await socket).waitForEvent('framereceived');
  await shot(page, info, 'csp-event');
  expect(await violations()).toEqual([]);
});

test('the other brand runs under the same policy: the b2b site and its console', async ({ page }, info) => {
  const violations = await watchPolicy(page);
  await expectStrictPolicy(await page.goto(siteUrl(info, 'b2b.localhost', '/')));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('User Name').fill('b2buser1');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('₹1,00,000.00').filter({ visible: true }).first()).toBeVisible();
  await shot(page, info, 'csp-b2b-home');

  await expectStrictPolicy(await page.goto(siteUrl(info, 'b2b.localhost', '/admin/')));
  await page.getByLabel('User Name').fill('b2bmaster1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});

test("the studio's game runs sandboxed in the game screen, off the site's origin, and plays", async ({ page }, info) => {
  const violations = await watchPolicy(page);
  const fruitLine = await studioGameId(info, 'slot', 'Fruit Line');
  const crash = await studioGameId(info, 'crash', 'Crash');
  await playerLogin(page, info, 'user1');

  await expectStrictPolicy(await page.goto(siteUrl(info, 'localhost', `/game-screen-play?gameId=${fruitLine}`)));
  const frameElement = page.locator('iframe[title="Fruit Line"]');
  await expect(frameElement).toBeVisible();
  const sandbox = (await frameElement.getAttribute('sandbox'))?.split(' ') ?? [];
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  const game = page.frameLocator('iframe[title="Fruit Line"]');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible({ timeout: 20_000 });

  // The framed page has an opaque origin: the site's storage, and the token in it, are out of reach.
  const framed = page.frame({ url: /\/originals\/fruit-line/ });
  const reach = await framed!.evaluate(() => {
    try {
      return { origin: self.origin, token: localStorage.getItem('token') };
    } catch {
      return { origin: self.origin, token: 'no storage' };
    }
  });
  expect(reach).toEqual({ origin: 'null', token: 'no storage' });

  // One spin of 100: the result shows in the frame and the game screen's bar follows.
  const bar = page.getByTestId('player-balance');
  await expect(bar).not.toHaveText('—');
  const before = rupees(await bar.textContent());
  await game.getByRole('button', { name: 'Spin' }).click();
  const result = game.getByTestId('slot-result');
  await expect(result).toHaveText(/Win ₹|No win this time/);
  const won = /Win (₹[\d,.]+)/.exec((await result.textContent()) ?? '')?.[1] ?? '0';
  await expect.poll(async () => rupees(await bar.textContent())).toBeCloseTo(before - 100 + rupees(won), 2);
  await shot(page, info, 'csp-fruit-line');

  // Crash: its live stream (server-sent events) reaches the sandboxed page, and its open bets list answers.
  await page.goto(siteUrl(info, 'localhost', `/game-screen-play?gameId=${crash}`));
  const crashGame = page.frameLocator('iframe[title="Crash"]');
  await expect(
    crashGame
      .getByTestId('crash-bet-status')
      .or(crashGame.getByRole('button', { name: 'Place bet' }))
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(crashGame.getByRole('heading', { name: /^Round \d+ fairness$/ })).toBeVisible();
  await expect(crashGame.getByTestId('casino-open-bets')).toContainText('(0)');
  await shot(page, info, 'csp-crash');
  expect(await violations()).toEqual([]);
});

test("a player in light mode and Hindi sees the studio's framed game so, from before its paint", async ({ page }, info) => {
  const violations = await watchPolicy(page);
  await watchThemeAtBody(page);
  const fruitLine = await studioGameId(info, 'slot', 'Fruit Line');
  await playerLogin(page, info, 'user1');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('language', 'hi-in');
  });

  await page.goto(siteUrl(info, 'localhost', `/game-screen-play?gameId=${fruitLine}`));
  const frameElement = page.locator('iframe[title="Fruit Line"]');
  await expect(frameElement).toBeVisible();
  expect((await frameElement.getAttribute('sandbox'))?.split(' ')).not.toContain('allow-same-origin');
  const src = new URL((await frameElement.getAttribute('src')) ?? '', siteUrl(info, 'localhost'));
  expect([src.searchParams.get('theme'), src.searchParams.get('lang')]).toEqual(['light', 'hi-in']);

  // The framed page cannot read the site's storage: what it shows comes from its URL.
  const game = page.frameLocator('iframe[title="Fruit Line"]');
  await expect(game.getByRole('button', { name: 'स्पिन' })).toBeVisible({ timeout: 20_000 });
  await expect(game.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(game.locator('html')).toHaveAttribute('lang', 'hi');
  const framed = page.frame({ url: /\/originals\/fruit-line/ });
  expect(await framed!.evaluate(() => ({ origin: self.origin, themeAtBody: window.__themeAtBody }))).toEqual({
    origin: 'null',
    themeAtBody: { isDark: false, themeColor: '#f1f5f9' },
  });
  await shot(page, info, 'csp-fruit-line-light');
  expect(await violations()).toEqual([]);
});

test('the staff console runs under its policy: sign-in and the dashboard', async ({ page }, info) => {
  const violations = await watchPolicy(page);
  await expectStrictPolicy(await page.goto(siteUrl(info, 'localhost', '/admin/')));
  await page.getByLabel('User Name').fill('master1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await shot(page, info, 'csp-console');
  expect(await violations()).toEqual([]);
});
