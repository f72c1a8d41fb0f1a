import { expect, test, type FrameLocator, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, shot, siteUrl } from './support';

/**
 * The casino with our own studio: a player reaches the crash lobby by the site's own
 * navigation (the bottom bar's Casino popup on a phone, the side menu on a desktop), launches
 * Backlay Originals' Crash (the site's game screen frames the studio's page from the launch
 * URL), bets in the betting window, cashes out in flight, and sees the balance in the game
 * screen's bar (the one balance on screen: the framed page shows none of its own) and the
 * site's casino open bets follow: the panel beside the game, and the Casino tab of /open-bets
 * (live) and of /bet-history (with its totals). The test server runs short crash rounds from
 * known seeds (playwright.config.ts, ORIGINALS_TEST_SEEDS): every round crashes between
 * CRASH_RANGE's ends, so the cash-out, clicked as soon as the flight starts, lands in the one
 * round the flow plays.
 */

/** The known crash points of the test seeds (apps/server/src/modules/originals/test-seeds.ts), as multipliers. */
const CRASH_RANGE = { min: 5, max: 10 };

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

/** The crash listing by the site's navigation: the bottom bar's Casino popup on a phone, the side menu on a desktop. */
async function openCrashLobby(page: Page, info: TestInfo): Promise<void> {
  if (info.project.name === 'phone') {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Casino' }).click();
    const popup = page.getByRole('dialog', { name: 'Casino' });
    await expect(popup.getByRole('link', { name: 'Crash' })).toBeVisible();
    await shot(page, info, 'casino-popup');
    await popup.getByRole('link', { name: 'Crash' }).click();
    await expect(popup).toBeHidden();
  } else {
    const menu = page.getByRole('navigation', { name: 'Main menu' }).filter({ visible: true }).first();
    const entry = menu.getByRole('link', { name: 'Crash Games' });
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
  }
  await expect(page).toHaveURL(siteUrl(info, 'localhost', '/crash-games'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crash Games' })).toBeVisible();
}

/** One round: bet 100 at the start of a betting window, cash out as soon as it flies. */
async function playRound(page: Page, game: FrameLocator, reports: Page): Promise<void> {
  const status = game.getByTestId('crash-bet-status');
  const placeBet = game.getByRole('button', { name: 'Place bet' });
  const before = Number((await page.getByTestId('player-balance').textContent())?.replace(/[₹,]/g, ''));
  // A window already open when the page came may be about to close: wait it out (the status
  // shows while the round flies or has crashed) and bet at the start of the next one.
  await expect(status.filter({ hasText: 'Wait for the next round' })).toBeVisible({ timeout: 20_000 });
  await expect(placeBet).toBeVisible({ timeout: 20_000 });
  await game.getByLabel('Stake').fill('100');
  await placeBet.click();
  const cashOut = game.getByRole('button', { name: /^Cash out/ });
  // The bet is in: waiting for the flight, or already flying.
  await expect(status.filter({ hasText: 'Bet of ₹100.00 in' }).or(cashOut).first()).toBeVisible();
  // The game screen's bar (the one balance on screen) follows the debit.
  await expect(page.getByTestId('player-balance')).toHaveText(`₹${(before - 100).toLocaleString('en-IN')}.00`);
  // The game page's open bets (asked of its game server with the game session) show the round until it ends.
  await expect(game.getByTestId('casino-open-bets').filter({ hasText: '(1)' }).filter({ hasText: 'Crash' })).toBeVisible();
  // So does the Casino tab of /open-bets, open in another tab of the same browser (live message).
  await expect(reports.getByRole('tabpanel').getByText('Crash', { exact: true })).toBeVisible();

  // The round crashes at CRASH_RANGE.min or later: a cash-out as soon as it flies lands.
  await cashOut.click();
  await expect(status).toContainText('You cashed out at');
}

test('a player launches Crash from the lobby, bets and cashes out; balance and casino open bets follow', async ({ page }, info) => {
  const userName = await newPlayer(info);
  await login(page, info, userName);

  await openCrashLobby(page, info);
  await page.getByRole('link', { name: 'Crash, Backlay Originals' }).click();
  await page.getByRole('button', { name: 'Play Now' }).click();
  const frame = page.frameLocator('iframe[title="Crash"]');
  await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)', { timeout: 20_000 });
  await expect(page.getByTestId('player-balance')).toHaveText('₹1,000.00');
  // One balance on screen: the framed studio page has no balance bar of its own.
  await expect(frame.getByTestId('game-balance')).toHaveCount(0);
  await shot(page, info, 'casino-crash-open');

  // The site's open bets, Casino tab, in a second tab of the same browser (same login).
  const reports = await page.context().newPage();
  await reports.goto(siteUrl(info, 'localhost', '/open-bets'));
  await reports.getByRole('tab', { name: 'Casino' }).click();
  await expect(reports).toHaveURL(/\/open-bets\?tab=casino$/);
  await expect(reports.getByRole('tabpanel').getByText('No Data Found')).toBeVisible();
  await page.bringToFront();

  await playRound(page, frame, reports);
  await shot(page, info, 'casino-crash-cashed-out');

  // Paid stake x multiplier (>= 1.00x): the balance is back above the bet, the round is closed.
  const status = (await frame.getByTestId('crash-bet-status').textContent()) ?? '';
  const win = Number(/₹([\d,.]+)$/.exec(status)?.[1]?.replaceAll(',', ''));
  expect(win).toBeGreaterThanOrEqual(100);
  await expect(frame.getByTestId('casino-open-bets')).toContainText('(0)');
  const expected = 1000 - 100 + win;
  await expect(page.getByTestId('player-balance')).toHaveText(
    `₹${expected.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );

  // The round has left /open-bets (Casino) and is in /bet-history (Casino); the totals count it.
  await expect(reports.getByRole('tabpanel').getByText('No Data Found')).toBeVisible();
  await shot(reports, info, 'casino-open-bets-tab');
  await reports.goto(siteUrl(info, 'localhost', '/bet-history'));
  await reports.getByRole('tab', { name: 'Casino' }).click();
  const past = reports.getByRole('tabpanel');
  const won = past.locator('[data-status="settled"]').filter({ hasText: win.toLocaleString('en-IN', { minimumFractionDigits: 2 }) });
  await expect(won.first()).toBeVisible();
  await expect(won.first()).toContainText('Crash');
  await expect(won.first()).toContainText('Backlay Originals');
  await expect(past.locator('[data-status]')).toHaveCount(1);
  const totals = past.getByLabel('Totals');
  const tile = (label: string) => totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(tile('Rounds')).toHaveText('1');
  await expect(tile('Total Stake')).toHaveText('100.00');
  await shot(reports, info, 'casino-bet-history-tab');
  await reports.close();

  // Any finished round can be checked on the public verify page; it crashed where the seeds say.
  const history = await api<{ docs: { crashPoint: number; fairness: Record<string, string | number> }[] }>(
    info,
    'GET',
    '/api/originals/crash/history?limit=1',
  );
  const { crashPoint, fairness } = history.body.docs[0]!;
  expect(crashPoint).toBeGreaterThanOrEqual(CRASH_RANGE.min);
  expect(crashPoint).toBeLessThan(CRASH_RANGE.max);
  const query = new URLSearchParams({ game: 'crash', ...Object.fromEntries(Object.entries(fairness).map(([k, v]) => [k, String(v)])) });
  await page.goto(siteUrl(info, 'localhost', `/originals/verify?${query.toString()}`));
  await expect(page.getByTestId('verify-result')).toContainText('matches the published hash');
  await expect(page.getByTestId('verify-summary')).toContainText('Crashed at');
  await shot(page, info, 'casino-verify');
});
