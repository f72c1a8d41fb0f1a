import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * Account extras: a player's login provisions its cock-fight account; it files a
 * complaint on /complain-box and sees the answer its upline gives through the API; a broadcast
 * sent through the API arrives live (toast, badge, list) on /notification and is marked read
 * and deleted there, and a delete that the server refuses shows the server's message. Each project makes its own fresh player through the
 * staff API (POST api/branch/user), so no shared demo user is touched.
 */

async function newPlayer(info: TestInfo): Promise<{ userName: string }> {
  const branch = await apiLogin(info, 'branch1');
  const userName = `xtra${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  const res = await api(info, 'POST', '/api/branch/user', {
    token: branch,
    body: { userName, password: PASSWORD, confirmPassword: PASSWORD, role: 'user', transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { userName };
}

/** Logs in from the home page (a signed-out visit to an account page opens the popup by itself), then opens `path`. */
async function login(page: Page, info: TestInfo, userName: string, path: string) {
  await page.goto(siteUrl(info, 'localhost', '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  const understood = page.getByRole('button', { name: 'I understand' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
  await page.goto(siteUrl(info, 'localhost', path));
}

test('a player files a complaint and reads the answer its upline gives', async ({ page }, info) => {
  const player = await newPlayer(info);
  await login(page, info, player.userName, '/complain-box');
  await expect(page.getByRole('heading', { name: 'Complain Box' })).toBeVisible();

  // The login provisioned the player's cock-fight account (the demo b2c brand offers it), once.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  await expect
    .poll(
      async () =>
        (await api<{ docs: { cockFightCreated: boolean } }>(info, 'GET', '/api/user/profile', { token })).body.docs.cockFightCreated,
    )
    .toBe(true);

  // The form's own checks first, then a real complaint.
  const form = page.getByRole('form', { name: 'New complaint' });
  await form.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose a category');
  await form.getByLabel('Category').selectOption('withdraw');
  await form.getByLabel('What happened?').fill('My withdrawal of 2,000 is pending since yesterday evening.');
  await form.getByRole('button', { name: 'Submit complaint' }).click();
  await expect(page.getByText('Complaint Submitted Successfully')).toBeVisible();

  const card = page.getByTestId('complaint').filter({ hasText: 'My withdrawal of 2,000' });
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Waiting for an answer from support.');

  // The upline (the branch that opened the account) answers through the API.
  // (The player's own token is the page's: a second login would end the page's session.)
  const branch = await apiLogin(info, 'branch1');
  const mine = await api<{ docs: { _id: string }[] }>(info, 'GET', `/api/branch/complain?search=${player.userName}`, { token: branch });
  const answer = 'Paid to your bank account this morning, please check.';
  const res = await api(info, 'PATCH', '/api/branch/complain', { token: branch, body: { complainId: mine.body.docs[0]!._id, answer } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);

  await page.reload();
  await expect(card).toContainText('Answered');
  await expect(card).toContainText(answer);
  await shot(page, info, 'complain-box');

  // Settled for the player: it closes it.
  await card.getByRole('button', { name: 'Close complaint' }).click();
  await expect(card).toContainText('Closed');
  await expect(card.getByRole('button', { name: 'Close complaint' })).toHaveCount(0);
});

test('a broadcast arrives live, is marked read and deleted; a refused delete shows the server message', async ({ page }, info) => {
  const player = await newPlayer(info);
  await login(page, info, player.userName, '/notification');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No Data Found')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  const whiteLabel = await apiLogin(info, 'whitelabel1');
  const title = `Cashback weekend ${info.project.name}`;
  // With an image (docs/product.md §7: title, description, image), one the site itself serves.
  const image = siteUrl(info, 'localhost', '/brand/slide-1.svg');
  const sent = await api(info, 'POST', '/api/whiteLabel/notification', {
    token: whiteLabel,
    body: { title, description: '5% cashback on casino losses until Sunday.', image },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);

  // Live: the toast with its image, then the list and the badge without a reload.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast.locator('img')).toHaveAttribute('src', image);
  const card = page.getByTestId('notification').filter({ hasText: title });
  await expect(card).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await shot(page, info, 'notification-live');

  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfull')).toBeVisible();
  await expect(card).toHaveCount(0);

  // A second one, deleted elsewhere (another tab, through the API) before this page deletes it.
  const second = `Second notice ${info.project.name}`;
  await api(info, 'POST', '/api/whiteLabel/notification', { token: whiteLabel, body: { title: second, description: 'Gone soon.' } });
  const secondCard = page.getByTestId('notification').filter({ hasText: second });
  await expect(secondCard).toBeVisible();
  // The page's own session (a second login would end it, one session per account).
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const list = await api<{ docs: { _id: string; title: string }[] }>(info, 'GET', '/api/user/notification', { token });
  const id = list.body.docs.find((n) => n.title === second)!._id;
  expect((await api(info, 'DELETE', `/api/user/notification?notificationId=${id}`, { token })).status).toBe(200);
  await secondCard.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Notification not found')).toBeVisible();
});
