import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * The casino with our own studio (issue 6): a player opens the crash lobby, launches Backlay
 * Originals' Crash (the site's game screen frames the studio's page from the launch URL), bets
 * in the betting window, cashes out in flight, and sees the game's balance and the site's
 * casino open bets follow. The crash loop runs at its default pace (7 s of betting, 3 s
 * pause); a round that crashes before the cash-out lands is simply played again.
 */

async function newPlayer(info: TestInfo): Promise<string> {
  const branch = await apiLogin(info, 'branch1');
  const userName = `crash${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  const res = await api(info, 'POST', '/api/branch/user', {
    token: branch,
    body: {
      userName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'user',
      credit: 1000,
      remarks: 'casino e2e',
      transactionCode: STAFF_TRANSACTION_CODE,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return userName;
}

async function login(page: Page, info: TestInfo, userName: string): Promise<void> {
  await page.goto(siteUrl(info, 'localhost', '/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('User Name').fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  const understood = page.getByRole('button', { name: 'I understand' });
  if (await understood.isVisible().catch(() => false)) await understood.click();
}

/** One round: bet 100 while betting is open, cash out as soon as it flies. True when the cash-out landed. */
async function playRound(game: FrameLocator): Promise<boolean> {
  const status = game.getByTestId('crash-bet-status');
  // A round already flying when the page opens may climb for minutes (a 1,000x round flies
  // about 2 minutes at the real pace); ORIGINALS_FLIGHT_SPEED shortens that on a test server.
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible({ timeout: 250_000 });
  await game.getByLabel('Stake').fill('100');
  await game.getByRole('button', { name: 'Place bet' }).click();
  await expect(status).toContainText('Bet of ₹100.00 in');
  await expect(game.getByTestId('game-balance')).toHaveText('₹900.00');
  // The site's casino open bets show the round (live message getOpenBetCasinoUpdates).
  await expect(game.getByTestId('casino-open-bets')).toContainText('(1)');
  await expect(game.getByTestId('casino-open-bets')).toContainText('Crash');

  const cashOut = game.getByRole('button', { name: /^Cash out/ });
  await expect(cashOut.or(status.filter({ hasText: 'Crashed' }))).toBeVisible({ timeout: 20_000 });
  if (await cashOut.isVisible()) await cashOut.click().catch(() => undefined);
  await expect(status).toContainText(/You cashed out at|Crashed/, { timeout: 30_000 });
  return (await status.textContent())?.includes('You cashed out at') ?? false;
}

test('a player launches Crash from the lobby, bets and cashes out; balance and casino open bets follow', async ({ page }, info) => {
  test.setTimeout(900_000);
  const userName = await newPlayer(info);
  await login(page, info, userName);

  await page.goto(siteUrl(info, 'localhost', '/crash-games'));
  await page.getByRole('link', { name: 'Crash, Backlay Originals' }).click();
  await page.getByRole('button', { name: 'Play Now' }).click();
  const frame = page.frameLocator('iframe[title="Crash"]');
  await expect(frame.getByTestId('game-balance')).toHaveText('₹1,000.00', { timeout: 20_000 });
  await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)');
  await shot(page, info, 'casino-crash-open');

  let isCashedOut = false;
  let rounds = 0;
  for (let attempt = 0; attempt < 4 && !isCashedOut; attempt++) {
    rounds++;
    isCashedOut = await playRound(frame);
    if (!isCashedOut) {
      // Lost 100 to an early crash: the next round starts from the new balance.
      await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)');
      const left = 1000 - 100 * (attempt + 1);
      await expect(frame.getByTestId('game-balance')).toHaveText(`₹${left.toLocaleString('en-IN')}.00`);
      test.skip(left < 100, 'every round crashed before the cash-out');
      await frame.getByLabel('Stake').waitFor();
    }
  }
  expect(isCashedOut).toBe(true);
  await shot(page, info, 'casino-crash-cashed-out');

  // Paid stake x multiplier (>= 1.00x): the balance is back above the bet, the round is closed.
  const status = (await frame.getByTestId('crash-bet-status').textContent()) ?? '';
  const win = Number(/₹([\d,.]+)$/.exec(status)?.[1]?.replaceAll(',', ''));
  expect(win).toBeGreaterThanOrEqual(100);
  await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)');
  const expected = 1000 - 100 * rounds + win;
  await expect(frame.getByTestId('game-balance')).toHaveText(
    `₹${expected.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );

  // Any finished round can be checked on the public verify page.
  const history = await api<{ docs: { fairness: Record<string, string | number> }[] }>(info, 'GET', '/api/originals/crash/history?limit=1');
  const fairness = history.body.docs[0]!.fairness;
  const query = new URLSearchParams({ game: 'crash', ...Object.fromEntries(Object.entries(fairness).map(([k, v]) => [k, String(v)])) });
  await page.goto(siteUrl(info, 'localhost', `/originals/verify?${query.toString()}`));
  await expect(page.getByTestId('verify-result')).toContainText('matches the published hash');
  await expect(page.getByTestId('verify-summary')).toContainText('Crashed at');
  await shot(page, info, 'casino-verify');
});
