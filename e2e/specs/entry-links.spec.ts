import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, apiLogin, PASSWORD, shot, siteUrl, STAFF_TRANSACTION_CODE, uniqueSuffix } from './support';

/**
 * Entry links (docs/product.md §2): a tracked /register/{utm_source} link whose sign-up the
 * operator sees with its source, a /branch/{branchId} link whose sign-up lands under that
 * branch, a one-time /direct-login/{token} link, the leadership board and its menu entry. Each run makes its own players (the demo players belong to other specs).
 */

interface Registration {
  userName: string;
  utmSource: string | null;
  registrationSource: string | null;
}

async function dismissPhishingBanner(page: Page): Promise<void> {
  const understood = page.getByRole('button', { name: 'I understand' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

test('a /register/{utm_source} visit leads to a sign-up that records the source', async ({ page }, info) => {
  const utm = `camp${uniqueSuffix(info)}`;
  await page.goto(siteUrl(info, 'b2c.localhost', `/register/${utm}`));
  // The link lands on the home page with registration open, and keeps the source for sign-up.
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(siteUrl(info, 'b2c.localhost', '/'));
  expect(await page.evaluate(() => localStorage.getItem('utm_source'))).toBe(utm);

  const userName = `utm${uniqueSuffix(info)}`;
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Full Name').fill('Kiran Rao');
  await dialog.getByLabel('Mobile Number').fill('9812345678');
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await dialog.getByLabel('Confirm Password').fill('Welcome2026');
  await dialog.getByLabel("I'm 18", { exact: true }).check();
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Signup Successfull')).toBeVisible();

  // The operator's report shows the new player with the source of the link.
  const staff = await apiLogin(info, 'whitelabel1', PASSWORD, 'b2c.localhost');
  const report = await api<{ docs: Registration[] }>(info, 'GET', `/api/whiteLabel/report/registrations?utmSource=${utm}`, {
    token: staff,
    host: 'b2c.localhost',
  });
  expect(report.status).toBe(200);
  expect(report.body.docs).toEqual([expect.objectContaining({ userName, utmSource: utm, registrationSource: null })]);
});

test('a /branch/{branchId} visit places the sign-up under that branch', async ({ page }, info) => {
  // subbranch1 (a sub-branch of the b2c brand), so the placement differs from the default branch.
  const branch = await api<{ docs: { _id: string } }>(info, 'POST', '/api/auth', {
    body: { email: 'subbranch1', password: PASSWORD },
    host: 'b2c.localhost',
  });
  expect(branch.status).toBe(200);
  const branchId = branch.body.docs._id;

  await page.goto(siteUrl(info, 'b2c.localhost', `/branch/${branchId}`));
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(siteUrl(info, 'b2c.localhost', '/'));
  expect(await page.evaluate(() => localStorage.getItem('branch'))).toBe(branchId);

  const userName = `br${uniqueSuffix(info)}`;
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Full Name').fill('Meera Nair');
  await dialog.getByLabel('Mobile Number').fill('9812345679');
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await dialog.getByLabel('Confirm Password').fill('Welcome2026');
  await dialog.getByLabel("I'm 18", { exact: true }).check();
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Signup Successfull')).toBeVisible();

  const staff = await apiLogin(info, 'whitelabel1', PASSWORD, 'b2c.localhost');
  const report = await api<{ docs: (Registration & { branchId: string | null; parentUserName: string | null })[] }>(
    info,
    'GET',
    `/api/whiteLabel/report/registrations?search=${userName}`,
    { token: staff, host: 'b2c.localhost' },
  );
  expect(report.status).toBe(200);
  expect(report.body.docs).toEqual([expect.objectContaining({ userName, branchId, parentUserName: 'subbranch1' })]);
});

test('a direct-login link logs a player in once and fails the second time', async ({ page }, info) => {
  // A fresh player, registered through the public sign-up call.
  const userName = `dl${uniqueSuffix(info)}`;
  const signup = await api<{ docs: { _id: string } }>(info, 'POST', '/api/auth/signup', {
    host: 'b2c.localhost',
    body: { userName, phone: '9812345678', password: 'Welcome2026', confirmPassword: 'Welcome2026' },
  });
  expect(signup.status).toBe(200);
  const playerId = signup.body.docs._id;

  // Its upline issues a one-time link.
  const staff = await apiLogin(info, 'whitelabel1', PASSWORD, 'b2c.localhost');
  const issued = await api<{ docs: { url: string } }>(info, 'POST', `/api/whiteLabel/user/${playerId}/direct-login`, {
    token: staff,
    host: 'b2c.localhost',
  });
  expect(issued.status).toBe(200);
  const link = issued.body.docs.url;
  expect(link).toBe(siteUrl(info, 'b2c.localhost', link.slice(link.indexOf('/direct-login/'))));

  await page.goto(link);
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page).toHaveURL(siteUrl(info, 'b2c.localhost', '/'));
  await dismissPhishingBanner(page);
  // Signed in: the header has no Login button any more (the name shows from 640 px up).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  if (info.project.name === 'desktop') await expect(page.getByRole('banner').getByText(userName).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('user');

  // The same link again: refused with a clear message.
  await page.goto(link);
  const alert = page.getByRole('alert').filter({ hasText: 'This login link has already been used' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await shot(page, info, 'direct-login-used');
});

interface StaffMarketDocs {
  market: { id: string; eventId: string; teams: Array<{ id: string; name: string }> };
}

/**
 * A settled winning bet on b2c.localhost, so the board has a row this run made: a new player
 * (created by whitelabel1 with an opening credit) backs the home side of a manual bookmaker on
 * an open event at 85 (0.85 profit per rupee) and the administrator declares that side the
 * winner. Answers the player's user name.
 */
async function settledWinner(info: TestInfo): Promise<string> {
  const admin = await apiLogin(info, 'administrator');
  const events = await api<{ docs: Array<{ id: string }> }>(info, 'GET', '/api/administrator/market/events?state=open&limit=5', {
    token: admin,
  });
  expect(events.status).toBe(200);
  const eventId = events.body.docs[0]!.id;
  const made = await api<{ docs: StaffMarketDocs }>(info, 'POST', '/api/administrator/market/manual', {
    token: admin,
    body: {
      eventId,
      type: 'bookmaker',
      name: `Leaders ${uniqueSuffix(info)}`,
      runners: ['Home', 'Away'],
      min: 100,
      max: 50_000,
      delaySecond: 0,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const [home, away] = made.body.docs.market.teams;
  const priced = await api(info, 'PUT', '/api/administrator/market/manual/odds', {
    token: admin,
    body: {
      marketId: made.body.docs.market.id,
      runners: [
        { id: home!.id, back: { odd: 85 }, lay: { odd: 90 } },
        { id: away!.id, back: { odd: 110 }, lay: { odd: 115 } },
      ],
    },
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);

  const userName = `lead${uniqueSuffix(info)}`;
  const wl = await apiLogin(info, 'whitelabel1', PASSWORD, 'b2c.localhost');
  const created = await api(info, 'POST', '/api/whiteLabel/user', {
    token: wl,
    host: 'b2c.localhost',
    body: { userName, password: 'Welcome2026', role: 'user', credit: 5000, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const player = await apiLogin(info, userName, 'Welcome2026', 'b2c.localhost');
  const bet = await api(info, 'POST', '/api/user/openBet', {
    token: player,
    host: 'b2c.localhost',
    body: {
      marketId: made.body.docs.market.id,
      oddType: 'BACK',
      odd: 85,
      run: 100,
      teamId: home!.id,
      eventId: made.body.docs.market.eventId,
      marketType: 'BOOKMAKER',
      name: home!.name,
      stake: 1000,
    },
  });
  expect(bet.status, JSON.stringify(bet.body)).toBe(200);
  const declared = await api(info, 'POST', '/api/administrator/market/result', {
    token: admin,
    body: { marketId: made.body.docs.market.id, teamId: home!.id, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(declared.status, JSON.stringify(declared.body)).toBe(200);
  return userName;
}

/** The leadership board's mask ('lead123456' -> 'le***6'), as the server's maskName. */
function masked(userName: string): string {
  return `${userName.slice(0, 2)}***${userName.slice(-1)}`;
}

test('the leadership board opens from the menu and shows masked names only', async ({ page }, info) => {
  const winner = await settledWinner(info);
  // Settlement runs in the background: wait until the board ranks this run's winner.
  await expect
    .poll(
      async () => {
        const res = await api<{ docs: { rows: Array<{ name: string; profit: number }> } }>(
          info,
          'GET',
          '/api/common/leaderboard?period=day',
          {
            host: 'b2c.localhost',
          },
        );
        return res.body.docs.rows.filter((r) => r.name === masked(winner)).map((r) => r.profit);
      },
      { timeout: 20_000 },
    )
    .toContain(850);

  await page.goto(siteUrl(info, 'b2c.localhost', '/'));
  if (info.project.name === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  }
  const menu = page.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true }).first();
  const entry = menu.getByRole('link', { name: 'Leadership Board' });
  await entry.scrollIntoViewIfNeeded();
  await expect(entry).toBeVisible();
  await shot(page, info, 'menu-leadership-board');
  await entry.click();
  await expect(page).toHaveURL(siteUrl(info, 'b2c.localhost', '/leadersip-board'));
  await expect(page.getByRole('heading', { name: 'Leadership Board' })).toBeVisible();
  await page.getByRole('tab', { name: 'Today' }).click();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  // Today's list holds this run's winner, under the masked name only: never the user name.
  const list = page.getByRole('list', { name: 'Leadership Board' });
  await expect(list.getByText(masked(winner), { exact: true })).toBeVisible();
  const names = await list.locator('li .font-mono').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('***');
  await expect(page.getByText(winner, { exact: true })).toHaveCount(0);
  await shot(page, info, 'leadership-board');
});
