import { expect, test } from '@playwright/test';
import { api, apiLogin, shot, siteUrl, STAFF_TRANSACTION_CODE } from './support';

test('an unknown path shows the 404 page', async ({ page }, info) => {
  await page.goto(siteUrl(info, 'b2c.localhost', '/no/such/page'));
  await expect(page.getByText('OPS! Page not found')).toBeVisible();
  await expect(page.getByText('Sorry, the page your are looking for does not exist.')).toBeVisible();
  await shot(page, info, '404');
});

test('maintenance shows its page to a player but not to the administrator', async ({ page, browser }, info) => {
  const adminToken = await apiLogin(info, 'administrator');
  const playerToken = await apiLogin(info, 'user1');
  const on = await api<{ message: string }>(info, 'PUT', '/api/administrator/setting/maintenance', {
    token: adminToken,
    body: { maintenanceMode: true, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(on.status).toBe(200);
  try {
    // A player (signed in) sees the maintenance page.
    await page.goto(siteUrl(info, 'b2c.localhost'));
    await page.evaluate((t) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('userType', 'user');
    }, playerToken);
    await page.reload();
    await expect(page.getByText('Website is Under Maintenance')).toBeVisible();
    await expect(page.getByText('Wait for a few Minute')).toBeVisible();
    await shot(page, info, 'maintenance-player');

    // The administrator's session (from the staff console on the same origin) sees the site.
    const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(siteUrl(info, 'b2c.localhost'));
    await adminPage.evaluate((t) => {
      window.localStorage.setItem('token', t);
      window.localStorage.setItem('userType', 'administrator');
    }, adminToken);
    await adminPage.reload();
    await expect(adminPage.getByRole('banner')).toBeVisible();
    await expect(adminPage.getByText('Website is Under Maintenance')).toHaveCount(0);
    await shot(adminPage, info, 'maintenance-administrator');
    await adminContext.close();
  } finally {
    await api(info, 'PUT', '/api/administrator/setting/maintenance', {
      token: adminToken,
      body: { maintenanceMode: false, transactionCode: STAFF_TRANSACTION_CODE },
    });
  }
});
