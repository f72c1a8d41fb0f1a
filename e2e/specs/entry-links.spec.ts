import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, apiLogin, PASSWORD, shot, siteUrl } from './support';

/**
 * Entry links (platform-core §2): a tracked /register/{utm_source} link whose sign-up the
 * operator sees with its source, a /branch/{branchId} link whose sign-up lands under that
 * branch, a one-time /direct-login/{token} link, the leadership board and its menu entry. Each run makes its own players (the demo players belong to other specs).
 */

interface Registration {
  userName: string;
  utmSource: string | null;
  registrationSource: string | null;
}

function uniqueSuffix(info: TestInfo): string {
  return `${info.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
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
  await dialog.getByLabel("I'm 18 years or older").check();
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
  await dialog.getByLabel("I'm 18 years or older").check();
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

test('the leadership board opens from the menu and shows masked names only', async ({ page }, info) => {
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
  await page.getByRole('tab', { name: 'This Month' }).click();
  await expect(page.getByRole('tab', { name: 'This Month' })).toHaveAttribute('aria-selected', 'true');
  // Either the ranked list or the empty state; any name shown is masked ('ab***9').
  const list = page.getByRole('list', { name: 'Leadership Board' });
  await expect(list.or(page.getByText('No Data Found'))).toBeVisible();
  for (const name of await list.locator('li .font-mono').allInnerTexts()) expect(name).toContain('***');
  await shot(page, info, 'leadership-board');
});
