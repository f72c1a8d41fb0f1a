import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * The casino with our own studio (issue 6): a player opens the crash lobby, launches Backlay
 * Originals' Crash (the site's game screen frames the studio's page from the launch URL), bets
 * in the betting window, cashes out in flight, and sees the balance in the game screen's bar
 * (the one balance on screen: the framed page shows none of its own) and the site's casino
 * open bets follow. The crash loop runs at its default pace (7 s of betting, 3 s
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
async function playRound(page: Page, game: FrameLocator): Promise<boolean> {
  const status = game.getByTestId('crash-bet-status');
  const before = Number((await page.getByTestId('player-balance').textContent())?.replace(/[₹,]/g, ''));
  // A round already flying when the page opens may climb for minutes (a 1,000x round flies
  // about 2 minutes at the real pace); ORIGINALS_FLIGHT_SPEED shortens that on a test server.
  await expect(game.getByRole('button', { name: 'Place bet' })).toBeVisible({ timeout: 250_000 });
  await game.getByLabel('Stake').fill('100');
  await game.getByRole('button', { name: 'Place bet' }).click();
  const cashOut = game.getByRole('button', { name: /^Cash out/ });
  const crashed = status.filter({ hasText: 'Crashed: your bet of ₹100.00 lost' });
  // The bet is in: waiting for the flight, already flying, or lost to a round that crashed at once.
  await expect(status.filter({ hasText: 'Bet of ₹100.00 in' }).or(cashOut).or(crashed).first()).toBeVisible();
  // The game screen's bar (the one balance on screen) follows the debit.
  await expect(page.getByTestId('player-balance')).toHaveText(`₹${(before - 100).toLocaleString('en-IN')}.00`);
  // The site's casino open bets show the round (live message getOpenBetCasinoUpdates) until it ends.
  const openBets = game.getByTestId('casino-open-bets');
  await expect(openBets.filter({ hasText: '(1)' }).filter({ hasText: 'Crash' }).or(crashed).first()).toBeVisible();

  await expect(cashOut.or(status.filter({ hasText: 'Crashed' }))).toBeVisible({ timeout: 20_000 });
  // The round may crash between the check and the click: then the click finds no button (and
  // must not wait for one until the test's timeout), and the status says Crashed.
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
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
  await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)', { timeout: 20_000 });
  await expect(page.getByTestId('player-balance')).toHaveText('₹1,000.00');
  // One balance on screen: the framed studio page has no balance bar of its own.
  await expect(frame.getByTestId('game-balance')).toHaveCount(0);
  await shot(page, info, 'casino-crash-open');

  let isCashedOut = false;
  let rounds = 0;
  for (let attempt = 0; attempt < 4 && !isCashedOut; attempt++) {
    rounds++;
    isCashedOut = await playRound(page, frame);
    if (!isCashedOut) {
      // Lost 100 to an early crash: the next round starts from the new balance.
      await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)');
      const left = 1000 - 100 * (attempt + 1);
      await expect(page.getByTestId('player-balance')).toHaveText(`₹${left.toLocaleString('en-IN')}.00`);
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
  await expect(page.getByTestId('player-balance')).toHaveText(
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
