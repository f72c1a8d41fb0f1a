import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { authenticator } from 'otplib';
import { ADMIN_HOST, productionEnv } from '../production/production-env.mjs';
import { api, portOf, shot, siteUrl } from './support';

/**
 * Going to production as README says: the compiled server on PostgreSQL with NODE_ENV=production
 * (the production project's server, production/production-server.mjs), its first administrator
 * from `npm run admin:create`, who signs in on the ADMIN_HOSTS host, changes the one-time
 * password, turns two-factor on and opens the first white label with its domains.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const BRAND_HOST = 'brand.localhost';
const NEW_PASSWORD = 'Owner-2026-first';

test('an operator starts production and its first administrator opens a brand', async ({ page }, info) => {
  test.setTimeout(120_000);
  const port = portOf(info);
  const consoleUrl = (path = '') => siteUrl(info, ADMIN_HOST, `/admin/${path}`);

  // Nothing of the demo: no demo login, no outbox, no sandbox gateway.
  expect(
    (await api(info, 'POST', '/api/auth', { host: ADMIN_HOST, body: { email: 'administrator', password: 'Backlay123' } })).status,
  ).toBe(400);
  expect((await api(info, 'GET', '/readyz', { host: 'lb.internal' })).status).toBe(200);
  for (const path of ['/dev/outbox', '/sandbox-gateway/pay/x']) {
    const res = await page.goto(siteUrl(info, ADMIN_HOST, path));
    expect(res?.status(), path).toBe(404);
  }
  // A host that is neither a site nor the administrator's answers nothing.
  expect((await page.request.get(`http://127.0.0.1:${port}/`)).status()).toBe(421);

  const created = execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--username', 'owner'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, ...productionEnv(port) },
  });
  const password = /^one-time password: (\S+)$/m.exec(created)?.[1];
  expect(password).toBeTruthy();

  // First sign-in: the one-time password, then a new one; the console shows the transaction code once.
  await page.goto(consoleUrl());
  await page.getByLabel('User Name').fill('owner');
  await page.getByLabel('Password', { exact: true }).fill(password!);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Old Password').fill(password!);
  await page.getByLabel('New Password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await shot(page, info, 'production-change-password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const transactionCode = (await page.getByTestId('transaction-code').textContent())!.trim();
  expect(transactionCode).toMatch(/^\d{8}$/);
  await page.getByRole('button', { name: 'Continue to login' }).click();

  // Second sign-in: two-factor before anything else.
  await page.getByLabel('User Name').fill('owner');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  await shot(page, info, 'production-two-factor-setup');
  await page.getByLabel('Code').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The first white label, with its main domain, then a second domain.
  await page.goto(consoleUrl('sites/white-labels'));
  await page.getByRole('button', { name: 'New white label' }).click();
  const labelDialog = page.getByRole('dialog');
  await labelDialog.getByLabel('Name').fill('First Brand');
  await labelDialog.getByLabel('First domain').fill(BRAND_HOST);
  await labelDialog.getByLabel('Transaction code').fill(transactionCode);
  await labelDialog.getByRole('button', { name: 'Create white label' }).click();
  await expect(page.getByRole('cell', { name: 'First Brand B2C' })).toBeVisible();
  await shot(page, info, 'production-white-labels');

  await page.goto(consoleUrl('sites/domains'));
  await page.getByRole('button', { name: 'Add domain' }).click();
  const domainDialog = page.getByRole('dialog');
  await domainDialog.getByLabel('Host', { exact: true }).fill(`www.${BRAND_HOST}`);
  await domainDialog.getByLabel('Transaction code').fill(transactionCode);
  await domainDialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('cell', { name: `www.${BRAND_HOST}`, exact: true })).toBeVisible();
  await shot(page, info, 'production-domains');

  // The brand's player site is served on its domain, with forgot-password hidden.
  await page.goto(siteUrl(info, BRAND_HOST));
  await expect(page).toHaveTitle(/First Brand/);
  const config = await api<{ docs: { theme: { enable: { forgetPassword: boolean } } } }>(info, 'GET', '/api/common/wholeAppConfiguration', {
    host: BRAND_HOST,
  });
  expect(config.body.docs.theme.enable.forgetPassword).toBe(false);
  await shot(page, info, 'production-brand-site');
});
