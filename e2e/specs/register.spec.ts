import { expect, test } from '@playwright/test';
import { shot, siteUrl } from './support';

test('a visitor registers on the b2c site, with the docs/product.md messages for bad input', async ({ page }, info) => {
  await page.goto(siteUrl(info, 'b2c.localhost'));
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('User Name').fill('ab');
  await dialog.getByLabel('Mobile Number').fill('12345');
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm Password').fill('other');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Invalid Name').first()).toBeVisible();
  await expect(dialog.getByText('Mobile Number is Not Valid')).toBeVisible();
  await expect(dialog.getByText('Please enter valid email')).toBeVisible();
  await expect(dialog.getByText('Password should contain 8 character & 1 digit').first()).toBeVisible();
  await shot(page, info, 'register-errors');

  const userName = `${info.project.name}player${Date.now() % 100000}`;
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Full Name').fill('Asha Verma');
  await dialog.getByLabel('Mobile Number').fill('9812345678');
  await dialog.getByLabel('Email (optional)').fill('asha@example.in');
  await dialog.getByLabel('Password', { exact: true }).fill('Welcome2026');
  await dialog.getByLabel('Confirm Password').fill('Welcome2026');
  await dialog.getByLabel("I'm 18", { exact: true }).check();
  await dialog.getByLabel(/I accept the/).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Signup Successfull')).toBeVisible();
  await expect(dialog).toBeHidden();
  // A new player starts with no points (an upline or a deposit adds them).
  await expect(page.getByText('₹0.00').filter({ visible: true }).first()).toBeVisible();
});
