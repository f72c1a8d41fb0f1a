import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * Money: a fresh player (made through the staff API with an opening credit, so no
 * shared demo user is touched) deposits by UPI with a receipt image; the receipt is private
 * (not at its stored path) and its upline sees it in the console's deposit queue; the upline
 * approves through the API and the balance on screen rises; the player adds a bank account and
 * withdraws; the upline pays it out; the account statement and the Profit And Loss Report show
 * those movements.
 */

/** A small valid PNG (a white receipt with a dark band), made here so the test needs no file. */
function receiptPng(width = 120, height = 80): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 255);
    row[0] = 0; // filter: none
    if (y > 30 && y < 40) row.fill(40, 10, width - 10);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function newPlayer(info: TestInfo): Promise<{ userName: string }> {
  const branch = await apiLogin(info, 'branch1');
  const userName = `cash${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  const res = await api(info, 'POST', '/api/branch/user', {
    token: branch,
    body: {
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'user',
      credit: 1000,
      remarks: 'opening credit',
      transactionCode: STAFF_TRANSACTION_CODE,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { userName };
}

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

/** The upline of branch1 (agent1) decides a request through the API. */
async function approve(info: TestInfo, kind: 'deposit' | 'withdraw', id: string, amount?: number): Promise<void> {
  const agent = await apiLogin(info, 'agent1');
  const res = await api(info, 'PATCH', `/api/agent/${kind}`, {
    token: agent,
    body: {
      [kind === 'deposit' ? 'depositId' : 'withdrawId']: id,
      action: 'approve',
      remarks: kind === 'deposit' ? 'UPI received' : 'paid to bank',
      transactionCode: STAFF_TRANSACTION_CODE,
      ...(amount !== undefined ? { amount } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The player's latest request as its upline lists it (the player's own API token is gone once
 * it signs in on the site: one session per account).
 */
async function latestRequest(
  info: TestInfo,
  userName: string,
  kind: 'deposit' | 'withdraw',
): Promise<{ _id: string; status: string; image?: string | null }> {
  const agent = await apiLogin(info, 'agent1');
  const res = await api<{ docs: { _id: string; status: string; userName: string; image?: string | null }[] }>(
    info,
    'GET',
    `/api/agent/${kind}?page=1&limit=5&status=all&search=${userName}`,
    { token: agent },
  );
  expect(res.status).toBe(200);
  const mine = res.body.docs.filter((d) => d.userName === userName);
  expect(mine.length).toBeGreaterThan(0);
  return mine[0]!;
}

/**
 * agent1 opens the player's proof from the console's deposit queue, in a context of its own
 * (the bytes come with the console's session: docs/architecture.md §7 "Uploads").
 */
async function proofShownInConsole(browser: Browser, info: TestInfo, userName: string): Promise<void> {
  const context = await browser.newContext({ viewport: info.project.use.viewport ?? null, isMobile: info.project.use.isMobile ?? false });
  const console_ = await context.newPage();
  await console_.goto(siteUrl(info, 'localhost', '/admin/'));
  await console_.getByLabel('User Name').fill('agent1');
  await console_.getByLabel('Password').fill(PASSWORD);
  await console_.getByRole('button', { name: 'Login' }).click();
  await expect(console_.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await console_.goto(siteUrl(info, 'localhost', '/admin/money/deposits'));
  await console_.getByRole('row').filter({ hasText: userName }).getByRole('button', { name: 'View' }).click();
  const viewer = console_.getByRole('dialog', { name: 'Payment proof' });
  const proof = viewer.getByRole('img', { name: `Payment proof of ${userName}` });
  await expect(proof).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  await shot(console_, info, 'money-deposit-proof');
  await context.close();
}

test('a player deposits by UPI, withdraws to a new account, and reads both in the statement and the P/L report', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const player = await newPlayer(info);

  // Deposit ₹1,500 by UPI with a receipt image and a UTR.
  await login(page, info, player.userName, '/deposit');
  await page.getByRole('textbox', { name: 'Amount (INR)' }).fill('1500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'CHOOSE PAYMENT METHOD' })).toBeVisible();
  await page.getByRole('radio', { name: /UPI \| PhonePe/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'DETAIL' })).toBeVisible();
  await page
    .getByLabel('Upload payment proof', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  const utr = `${Date.now()}`.slice(-12).padStart(12, '7');
  await page.getByPlaceholder('a 6 to 12 digit UTR').fill(utr);
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Deposit Successfull').first()).toBeVisible();
  await shot(page, info, 'money-deposit-sent');

  const deposit = await latestRequest(info, player.userName, 'deposit');
  expect(deposit.status).toBe('pending');
  // The receipt is private: its stored path serves nothing; the upline sees it in the console.
  expect(deposit.image).toMatch(/^\/uploads\/deposits\//);
  expect((await api(info, 'GET', deposit.image!)).status).toBe(404);
  await proofShownInConsole(browser, info, player.userName);
  await approve(info, 'deposit', deposit._id);

  // The header's balance rises on the open page (live message; the 30 s refresh at the latest).
  await expect(page.getByRole('banner').getByText('₹2,500.00').filter({ visible: true })).toBeVisible({ timeout: 35_000 });
  await page.goto(siteUrl(info, 'localhost', '/my-wallet'));
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,500.00');
  await shot(page, info, 'money-wallet');

  // Add a bank account and withdraw ₹600.
  await page.goto(siteUrl(info, 'localhost', '/withdraw'));
  await page.getByRole('button', { name: 'Add Account' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Account' });
  await form.getByRole('textbox', { name: 'Account Holder Name' }).fill('Asha Rao');
  await form.getByRole('textbox', { name: 'Account Number' }).fill('123456789012');
  await form.getByRole('textbox', { name: 'IFSC Code' }).fill('HDFC0000123');
  await form.getByRole('textbox', { name: 'Bank Name' }).fill('HDFC Bank');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account Created Successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await page.getByRole('textbox', { name: 'Amount (INR)' }).fill('600');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
  await expect(page.getByText('Withdraw Request Added')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Request Sent!' })).toBeVisible();

  // Held, not yet paid: the wallet shows the hold and the lower available points.
  await page.goto(siteUrl(info, 'localhost', '/my-wallet'));
  await expect(page.getByTestId('wallet-held')).toHaveText('₹600.00');
  await expect(page.getByTestId('wallet-available')).toHaveText('₹1,900.00');

  const withdrawal = await latestRequest(info, player.userName, 'withdraw');
  await approve(info, 'withdraw', withdrawal._id, 600);

  // The statement: opening credit, deposit and withdrawal with the balance after each.
  await page.goto(siteUrl(info, 'localhost', '/accounts'));
  await expect(page.getByRole('heading', { name: 'Account Statement' })).toBeVisible();
  await expect(page.getByTestId('closing-balance')).toHaveText('₹1,900.00');
  const rows = page.locator('[data-testid=statement-row]:visible');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText('600.00');
  await expect(rows.nth(0)).toContainText('₹1,900.00');
  await expect(rows.nth(1)).toContainText('Deposit');
  await expect(rows.nth(1)).toContainText('₹2,500.00');
  await expect(rows.nth(2)).toContainText('Points added by upline');
  await page.getByLabel('Type').selectOption('bettingPl');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await page.getByLabel('Type').selectOption('depositWithdraw');
  await expect(rows).toHaveCount(3);
  await shot(page, info, 'money-statement');

  // The Profit And Loss Report (from the user menu's link): deposit and withdraw lines, empty games.
  await page.goto(siteUrl(info, 'localhost', '/my-wallet?report=pl'));
  const report = page.getByRole('dialog', { name: 'Profit And Loss Report' });
  await expect(report.getByTestId('pl-section-deposit')).toContainText('₹1,500.00');
  await expect(report.getByTestId('pl-section-withdraw')).toContainText('₹600.00');
  await expect(report.getByTestId('pl-section-casino')).toContainText('no data found');
  await expect(report.getByTestId('pl-section-exchange')).toContainText('no data found');
  await expect(report.getByTestId('pl-total')).toHaveText('₹900.00');
  await expect(report.getByTestId('pl-chart')).toBeVisible();
  await shot(page, info, 'money-pl-report');
});

test('a player pays by IPAY on the sandbox gateway page and the balance rises once its webhook lands', async ({ page }, info) => {
  test.setTimeout(90_000);
  const player = await newPlayer(info);
  await login(page, info, player.userName, '/deposit');
  await page.getByRole('textbox', { name: 'Amount (INR)' }).fill('700');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /IPAY \| iPay/ }).check();

  // Next opens the gateway's hosted page in a new window (no proof, no UTR).
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Next' }).click();
  const gateway = await popupOpened;
  await gateway.waitForURL(/\/sandbox-gateway\/pay\//);
  await expect(gateway.getByText('₹700.00')).toBeVisible();
  await expect(page.getByText('The payment page is open in a new window.')).toBeVisible();
  const pending = await latestRequest(info, player.userName, 'deposit');
  expect(pending.status).toBe('pending');
  // The drawer goes back to its first step 2 s later.
  await expect(page.getByText('The payment page is open in a new window.')).toBeHidden({ timeout: 5_000 });
  // Nothing is credited by asking.
  await expect(page.getByRole('banner').getByText('₹1,000.00').filter({ visible: true })).toBeVisible();

  // Pay: the sandbox sends its signed webhook to our server, which credits the deposit.
  await shot(gateway, info, 'money-ipay-checkout');
  await gateway.getByRole('button', { name: 'Pay' }).click();
  await expect(gateway.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('₹1,700.00').filter({ visible: true })).toBeVisible({ timeout: 35_000 });
  const paid = await latestRequest(info, player.userName, 'deposit');
  expect(paid).toMatchObject({ _id: pending._id, status: 'approved' });
  await gateway.close();

  // Credited once: the statement has the opening credit and one deposit.
  await page.goto(siteUrl(info, 'localhost', '/accounts'));
  await expect(page.getByTestId('closing-balance')).toHaveText('₹1,700.00');
  await expect(page.locator('[data-testid=statement-row]:visible')).toHaveCount(2);
});
