import { expect, test } from '@playwright/test';
import { shot, siteUrl } from './support';

test('forgot password: the code from the local outbox sets a new password', async ({ page }, info) => {
  await page.goto(siteUrl(info, 'b2c.localhost'));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Forget Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('User Name').fill('user2');
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP SENT')).toBeVisible();

  // The embedded mode's OTP sender writes to the outbox page instead of an SMS gateway.
  const outbox = await page.context().newPage();
  await outbox.goto(siteUrl(info, 'localhost', '/dev/outbox'));
  const row = outbox.locator('tr', { hasText: '9876500002' }).first();
  const code = (await row.innerText()).match(/\b(\d{6})\b is your/)?.[1];
  expect(code, 'a 6-digit code on the outbox page').toBeTruthy();
  await outbox.close();

  await dialog.getByLabel('OTP').fill(code!);
  await dialog.getByLabel('New Password').fill('Reset2026pw');
  await dialog.getByLabel('Confirm Password').fill('Reset2026pw');
  await shot(page, info, 'forgot-password-otp');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated Successfull')).toBeVisible();

  // The popup hands over to the login popup.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await login.getByLabel('User Name').fill('user2');
  await login.getByLabel('Password', { exact: true }).fill('Reset2026pw');
  await login.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('₹1,00,000.00').filter({ visible: true }).first()).toBeVisible();
});
