import { expect, test, type Page } from '@playwright/test';
import { STAFF_TRANSACTION_CODE, api, apiLogin, liveCricketEvent, placeFrom, playerLogin, shot } from './support';

/**
 * A player backs and lays on match odds and takes a session line on the live simulator, sees
 * the countdown, the open bets and the exposure; a staff result settles the session and the
 * balance changes on screen. Prices move all the time here (that is the point of the
 * simulator), so the player does what players do: asks a price a few ticks worse, and tries
 * again when 'Odds changed' comes back.
 */

/** The balance the header shows (the first rupee amount in it). */
async function balanceText(page: Page): Promise<string> {
  return /₹\s?([\d,]+\.\d\d)/.exec(await page.getByRole('banner').innerText())?.[1] ?? '';
}

/** The exposure figure the header shows (desktop: a labelled cell; phone: under the balance). */
async function exposureText(page: Page): Promise<string> {
  const label = page
    .getByText(/^Exposure/)
    .filter({ visible: true })
    .first();
  const text = await label.locator('xpath=..').innerText();
  return /Exposure\s*:?\s*₹?\s*(-?[\d,]+(?:\.\d+)?)/.exec(text)?.[1] ?? '';
}

test('a player backs, lays and takes a session line, then a staff result settles the match odds on screen', async ({ page }, info) => {
  test.setTimeout(240_000);
  const eventId = await liveCricketEvent(info, { openSessions: 2 });
  await playerLogin(page, info, 'user1', `/events/4/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();

  const matchOdds = page.locator('section[aria-label="Match Odds"]');
  await placeFrom(page, () => matchOdds.locator('button[data-side="back"]').filter({ visible: true }).first(), {
    button: 'Lower odds',
    times: 3,
  });
  await shot(page, info, 'bet-placed-back');
  await placeFrom(page, () => matchOdds.locator('button[data-side="lay"]').filter({ visible: true }).first(), {
    button: 'Higher odds',
    times: 3,
  });

  // A Yes on the first open session line (the slip keeps the line and rate as quoted).
  const sessions = page.locator('section[aria-label="Fancy"]');
  // The furthest line: the nearer ones may be decided by the innings (and settled by the feed) during the test.
  await placeFrom(page, () => sessions.locator('button[data-side="back"]').filter({ visible: true }).last(), null);
  await expect.poll(() => exposureText(page), { timeout: 15_000 }).toMatch(/^[1-9][\d,]*(\.\d+)?$/);

  // Cash out the match odds: the button shows what the player keeps whoever wins, and places
  // the levelling bet (refused like any bet when the price moves during the delay: try again).
  // The page's own session: a second login would end it (one screen per player).
  const token = (await page.evaluate(() => window.localStorage.getItem('token')))!;
  const matchOddsBets = async () => {
    const res = await api<{ docs: Array<{ market: { type: string } }> }>(info, 'GET', '/api/user/openBet', { token });
    return res.body.docs.filter((b) => b.market.type === 'betfair').length;
  };
  const cashOut = matchOdds.getByTestId('cash-out');
  // A back and a lay matched at the very same price (the simulated feed moves between them)
  // leave a level book with nothing to cash out: one more back makes it uneven.
  const offered = await expect(cashOut)
    .toHaveAttribute('data-offer', 'yes', { timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (!offered) {
    await placeFrom(page, () => matchOdds.locator('button[data-side="back"]').filter({ visible: true }).first(), {
      button: 'Lower odds',
      times: 3,
    });
  }
  await expect(cashOut).toHaveAttribute('data-offer', 'yes', { timeout: 15_000 });
  await shot(page, info, 'cash-out-offer');
  const betsBeforeCashOut = await matchOddsBets();
  for (let attempt = 1; (await matchOddsBets()) <= betsBeforeCashOut; attempt++) {
    expect(attempt, 'the price kept moving away from the cash-out offer').toBeLessThanOrEqual(6);
    await expect(cashOut).toHaveAttribute('data-offer', 'yes', { timeout: 15_000 });
    await cashOut.click();
    await expect(cashOut).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
  }
  // The book is level now: nothing left to cash out.
  await expect(cashOut).toHaveAttribute('data-offer', 'no', { timeout: 15_000 });

  // The open bets, grouped by event and market (on a phone, in the drawer the floating button opens).
  const floating = page.getByRole('button', { name: 'Open bet slip' });
  const isDrawer = await floating.isVisible();
  if (isDrawer) await floating.click();
  await page
    .getByRole('tab', { name: /Open Bets/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByText('Match Odds').filter({ visible: true }).first()).toBeVisible();
  await shot(page, info, 'open-bets');
  if (isDrawer) await page.keyboard.press('Escape');

  // Staff declare the match odds result: the first runner won.
  const open = await api<{ docs: Array<{ market: { id: string; type: string }; odds: { teamId: string } }> }>(
    info,
    'GET',
    '/api/user/openBet',
    { token },
  );
  const matchBet = open.body.docs.find((b) => b.market.type === 'betfair')!;
  const balanceBefore = await balanceText(page);
  expect(balanceBefore).not.toBe('');
  // The header's balance is availablePts, open bets' exposure already taken off: a settlement
  // that loses exactly what the market held leaves it as it was and moves the exposure only.
  const figures = async () => `${await balanceText(page)} / ${await exposureText(page)}`;
  const figuresBefore = await figures();
  const admin = await apiLogin(info, 'administrator');
  const declared = await api(info, 'POST', '/api/administrator/market/result', {
    token: admin,
    body: { marketId: matchBet.market.id, teamId: matchBet.odds.teamId, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(declared.status).toBe(200);
  // Settlement runs in the background and pushes the new points over the live channel.
  await expect.poll(figures, { timeout: 20_000 }).not.toBe(figuresBefore);
  await shot(page, info, 'after-settlement');
});
