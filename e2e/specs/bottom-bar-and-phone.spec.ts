import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, apiLogin, PASSWORD, shot, siteUrl, STAFF_TRANSACTION_CODE } from './support';

/**
 * The phone bottom bar of each domain (docs/decisions/bottom-bar-variants.md), set by the
 * administrator through the domain settings, and the phone field's country list in
 * registration (docs/decisions/phone-country-codes.md). The bar shows up to 900 px: the
 * desktop project sees the same sites without it.
 */

type Variant = 'sports' | 'crash' | 'support';
interface SiteDomain {
  _id: string;
  host: string;
  bottomBar: Variant;
}

/** The seeded domains by host, as the administrator's domain settings list them. */
async function seededDomains(info: TestInfo, token: string): Promise<Map<string, SiteDomain>> {
  const res = await api<{ docs: SiteDomain[] }>(info, 'GET', '/api/administrator/setting/domain?limit=100', { token });
  expect(res.status).toBe(200);
  return new Map(res.body.docs.map((d) => [d.host, d]));
}

async function setBar(info: TestInfo, token: string, domain: SiteDomain, bottomBar: Variant): Promise<void> {
  const res = await api(info, 'PUT', `/api/administrator/setting/domain/${domain._id}`, {
    token,
    body: { bottomBar, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The bar's cells, left to right, by their text. */
async function cells(page: Page): Promise<string[]> {
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  return bar.locator(':scope > div > *').allInnerTexts();
}

test('each domain shows its bottom bar variant: Sports, Crash, Support', async ({ page }, info) => {
  const token = await apiLogin(info, 'administrator');
  const domains = await seededDomains(info, token);
  const b2c = domains.get('b2c.localhost')!;
  const b2b = domains.get('b2b.localhost')!;
  const before = [b2c.bottomBar, b2b.bottomBar] as const;
  const isPhone = info.project.name === 'phone';
  try {
    await setBar(info, token, b2c, 'support');
    await setBar(info, token, b2b, 'crash');

    // localhost keeps the default.
    await page.goto(siteUrl(info, 'localhost'));
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    if (!isPhone) {
      // Above 900 px the header carries these entries: no bar on any variant.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(bar).toBeHidden();
    } else {
      await expect(bar).toBeVisible();
      expect(await cells(page)).toEqual(['Home', 'Sports', 'Casino', 'Bet', 'Transactions', 'Menu']);
    }
    await shot(page, info, 'bottom-bar-sports');

    // b2b.localhost: Crash in Sports' place, leading to the Crash game.
    await page.goto(siteUrl(info, 'b2b.localhost'));
    await expect(page.getByRole('banner')).toBeVisible();
    if (isPhone) {
      expect(await cells(page)).toEqual(['Home', 'Crash', 'Casino', 'Bet', 'Transactions', 'Menu']);
      await shot(page, info, 'bottom-bar-crash');
      await bar.getByRole('link', { name: 'Crash' }).click();
      await expect(page).toHaveURL(siteUrl(info, 'b2b.localhost', '/originals/crash'));
    } else {
      await expect(bar).toBeHidden();
      await shot(page, info, 'bottom-bar-crash');
    }

    // b2c.localhost: Support in Transactions' place, the brand's WhatsApp contact in a new tab.
    await page.goto(siteUrl(info, 'b2c.localhost'));
    await expect(page.getByRole('banner')).toBeVisible();
    if (isPhone) {
      expect(await cells(page)).toEqual(['Home', 'Sports', 'Casino', 'Bet', 'Support', 'Menu']);
      const support = bar.getByRole('link', { name: 'Support' });
      await expect(support).toHaveAttribute('href', 'https://wa.me/919999900001');
      await expect(support).toHaveAttribute('target', '_blank');
    } else {
      await expect(bar).toBeHidden();
    }
    await shot(page, info, 'bottom-bar-support');
  } finally {
    await setBar(info, token, b2c, before[0]);
    await setBar(info, token, b2b, before[1]);
  }
});

test('the phone field lists every country, India (+91) first and chosen, and registers a UK number', async ({ page }, info) => {
  const file = await api<{ name: string; code: string; dialCode: string }[]>(info, 'GET', '/country-list/phone-codes.json');
  expect(file.status).toBe(200);
  expect(file.body[0]).toEqual({ name: 'India', code: 'IN', dialCode: '+91' });

  await page.goto(siteUrl(info, 'b2c.localhost'));
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const country = dialog.getByLabel('Country code');
  await expect(country).toHaveValue('IN');
  await expect(country.locator('option')).toHaveCount(file.body.length);
  await expect(country.locator('option').first()).toHaveText('India (+91)');
  await expect(dialog.getByText('+91', { exact: true })).toBeVisible();
  await shot(page, info, 'register-phone-india');

  await country.selectOption('GB');
  await expect(dialog.getByText('+44', { exact: true })).toBeVisible();
  const userName = `uk${info.project.name.slice(0, 1)}${Date.now() % 1_000_000}`;
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Full Name').fill('Priya Shah');
  await dialog.getByLabel('Mobile Number').fill('07911 123456');
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await dialog.getByLabel('Confirm Password').fill('Welcome2026');
  await dialog.getByLabel("I'm 18", { exact: true }).check();
  await dialog.getByLabel(/I accept the/).check();
  await shot(page, info, 'register-phone-uk');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Signup Successfull')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The profile shows the number with its country code.
  const understood = page.getByRole('button', { name: 'I understand' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await page.goto(siteUrl(info, 'b2c.localhost', '/profile'));
  await expect(page.getByText('+44 7911123456')).toBeVisible();
  await shot(page, info, 'profile-phone-uk');
});

test('the administrator picks a domain’s bottom bar in the console’s domain settings', async ({ page }, info) => {
  const token = await apiLogin(info, 'administrator');
  const b2b = (await seededDomains(info, token)).get('b2b.localhost')!;
  try {
    await page.goto(siteUrl(info, 'localhost', '/admin/'));
    await page.getByLabel('User Name').fill('administrator');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto(siteUrl(info, 'localhost', '/admin/sites/domains'));
    await page.getByRole('button', { name: 'Edit b2b.localhost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit b2b.localhost' });
    const bar = dialog.getByLabel('Phone bottom bar');
    await expect(bar).toHaveValue(b2b.bottomBar);
    await bar.selectOption('crash');
    await expect(dialog.getByText('Home, Crash (the Crash game), Casino, Bet, Transactions.')).toBeVisible();
    await shot(page, info, 'console-domain-bottom-bar');
    await dialog.getByLabel('Transaction code').fill(STAFF_TRANSACTION_CODE);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('tr', { hasText: 'b2b.localhost' }).getByText('Bar: Crash')).toBeVisible();
    expect((await seededDomains(info, token)).get('b2b.localhost')!.bottomBar).toBe('crash');
  } finally {
    await setBar(info, token, b2b, b2b.bottomBar);
  }
});
