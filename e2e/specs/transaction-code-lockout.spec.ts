import { expect, test } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * Transaction code lockout (docs/decisions/transaction-code-lockout.md): subbranch1 types five
 * wrong transaction codes and its code-protected actions are refused; its upline branch1 sees
 * the lock on the console's Users screen and lifts it with its own code; the right code works
 * again. subbranch1 because no other flow uses its transaction code.
 */

interface ErrorBody {
  message: string;
}

/** A credit from subbranch1 with this code. The id is no downline of it: only the code check matters. */
function credit(info: Parameters<typeof api>[0], token: string, transactionCode: string) {
  return api<ErrorBody>(info, 'PATCH', '/api/subBranch/user/pts', {
    token,
    body: { userId: '00000000-0000-4000-8000-000000000000', amount: 1, action: 'add', remarks: 'lockout flow', transactionCode },
  });
}

test('five wrong codes lock subbranch1 out of code-protected actions until branch1 lifts the lock', async ({ page }, info) => {
  const token = await apiLogin(info, 'subbranch1');
  const answers: { status: number; message: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await credit(info, token, '00000000');
    answers.push({ status: res.status, message: res.body.message });
  }
  expect(answers.slice(0, 4).every((a) => a.status === 400 && a.message === 'Invalid Transaction Code')).toBe(true);
  expect(answers[4]).toEqual({ status: 429, message: 'Too many wrong transaction codes. Try again in 15 minutes' });
  expect((await credit(info, token, STAFF_TRANSACTION_CODE)).status).toBe(429);

  await page.goto(siteUrl(info, 'localhost', '/admin/'));
  await page.getByLabel('User Name').fill('branch1');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(siteUrl(info, 'localhost', '/admin/hierarchy/users'));
  await page.getByLabel('Search user name').fill('subbranch1');
  const actions = page.getByRole('group', { name: 'Actions for subbranch1' });
  await expect(page.getByText(/^Code locked till \d\d:\d\d$/)).toBeVisible();
  await shot(page, info, 'console-code-locked-user');

  await actions.getByRole('button', { name: 'Lift code lock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lift transaction code lock' });
  await expect(dialog.getByText('subbranch1 (the account)')).toBeVisible();
  await dialog.getByLabel('Transaction code').fill(STAFF_TRANSACTION_CODE);
  await dialog.getByRole('button', { name: 'Lift lock', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Transaction code lock lifted: subbranch1 (the account)')).toBeVisible();
  await expect(page.getByText(/^Code locked till/)).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Lift code lock' })).toHaveCount(0);

  // The right code passes the check again (the made-up account is then not found).
  const after = await credit(info, token, STAFF_TRANSACTION_CODE);
  expect(after.status, after.body.message).toBe(404);
});
