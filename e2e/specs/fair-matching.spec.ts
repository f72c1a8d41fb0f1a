import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { api, apiLogin, liveCricketEvent, newPlayer, playerLogin, shot, uniqueSuffix } from './support';

/**
 * Matching at placement (docs/decisions/price-checks-at-placement.md), with the prices steered
 * by the test: staff run a manual bookmaker market with a 3 s delay and type its odds while a
 * bet waits out the delay. A price moved against the player refuses "my price" and the slip
 * keeps the player's odds beside the new one; "accept any odds" takes the worse price; a
 * better price is passed on; the receipt shows asked and matched.
 */

interface StaffMarket {
  market: { id: string; eventId: string; teams: { id: string }[] };
}
interface OpenBetDocs {
  docs: { market: { id: string }; receipt: { askedOdd: number; matchedOdd: number | null } }[];
}

const DELAY_SECONDS = 3;

/**
 * The other runner's bookmaker odd that makes the two-runner book `book` (1.03 = 103%), as staff
 * must keep it round: back books from 100% to 109%, lay books from 91% to 100%.
 */
function otherSide(odd: number, book: number, round: (n: number) => number): number {
  return round(100 * (1 / (book - 1 / (1 + odd / 100)) - 1));
}

/** A manual bookmaker market of two runners on a live event, priced and taking bets. */
async function staffMarket(
  info: TestInfo,
  admin: string,
): Promise<{ eventId: string; marketId: string; name: string; price(lionsBack: number): Promise<void> }> {
  // A match under way: the delay is the in-play delay of a market taking bets in play.
  const eventId = await liveCricketEvent(info, { underWay: true });
  const name = `Fair ${uniqueSuffix(info)}`;
  const made = await api<{ docs: StaffMarket }>(info, 'POST', '/api/administrator/market/manual', {
    token: admin,
    body: { eventId, type: 'bookmaker', name, runners: ['Lions', 'Tigers'], min: 100, max: 50_000, delaySecond: DELAY_SECONDS },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const { id: marketId, teams } = made.body.docs.market;
  const price = async (lionsBack: number) => {
    const res = await api(info, 'PUT', '/api/administrator/market/manual/odds', {
      token: admin,
      body: {
        marketId,
        runners: [
          { id: teams[0]!.id, back: { odd: lionsBack }, lay: { odd: lionsBack + 5 } },
          {
            id: teams[1]!.id,
            back: { odd: otherSide(lionsBack, 1.03, Math.floor) },
            lay: { odd: otherSide(lionsBack + 5, 0.98, Math.ceil) },
          },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await price(90);
  return { eventId, marketId, name, price };
}

const betForm = (page: Page) => page.getByRole('form', { name: 'Bet form' });

/**
 * Places the bet on the slip and, once the order waits out the market's delay, lets `during`
 * move the price. Answers the slip's alert text, or null when the bet was placed.
 */
async function placeWhileMoving(page: Page, during: () => Promise<void>): Promise<string | null> {
  const form = betForm(page);
  await form.getByRole('button', { name: 'Place Bet' }).click();
  const loader = page.getByText('Betting in process');
  await expect(loader).toBeVisible();
  // The order is on the server and its first check passed by the time the countdown runs.
  await page.waitForTimeout(500);
  await during();
  await expect(loader).toBeHidden({ timeout: 20_000 });
  const alert = form.getByRole('alert');
  if (await alert.isVisible()) return alert.innerText();
  await expect(form).toBeHidden();
  return null;
}

async function openBets(page: Page, info: TestInfo, marketId: string) {
  const token = (await page.evaluate(() => window.localStorage.getItem('token')))!;
  const res = await api<OpenBetDocs>(info, 'GET', '/api/user/openBet', { token });
  expect(res.status).toBe(200);
  return res.body.docs.filter((b) => b.market.id === marketId).map((b) => b.receipt);
}

test('my price is refused when the price moves against it, any odds takes it, a better price is passed on', async ({ page }, info) => {
  test.setTimeout(150_000);
  const admin = await apiLogin(info, 'administrator');
  const market = await staffMarket(info, admin);
  const userName = await newPlayer(info, 'fair');
  await playerLogin(page, info, userName, `/events/4/${market.eventId}`);
  const section = page.locator(`section[aria-label="${market.name}"]`);
  await expect(section).toBeVisible();
  const lionsBack = () => section.locator('button[data-side="back"]').filter({ visible: true }).first();
  const form = betForm(page);
  const odds = form.getByLabel('Odds', { exact: true });

  // 1. "My price or better": the price drops from 90 to 80 during the delay: refused, and the
  //    slip keeps 90 with the new price beside it.
  await lionsBack().click();
  await expect(odds).toHaveValue('90');
  await form.getByLabel('Stake').fill('100');
  expect(await placeWhileMoving(page, () => market.price(80))).toBe('Odds changed, bet not placed');
  const newPrice = form.getByTestId('slip-new-price');
  await expect(newPrice).toContainText('Now on offer: 80');
  // The live price keeps coming; the player's odds stay as they were.
  await page.waitForTimeout(1_500);
  await expect(odds).toHaveValue('90');
  await shot(page, info, 'slip-keeps-odds');

  // 2. "Accept any odds": the same bet at 90, the price drops to 75 during the delay: placed at 75.
  await form.getByRole('switch', { name: 'Accept any odds' }).click();
  await expect(form.getByRole('switch', { name: 'Accept any odds' })).toHaveAttribute('aria-checked', 'true');
  await market.price(80);
  expect(await placeWhileMoving(page, () => market.price(75))).toBeNull();
  expect(await openBets(page, info, market.marketId)).toEqual([expect.objectContaining({ askedOdd: 90, matchedOdd: 75 })]);

  // 3. Back to "my price": asked 90, the price rises to 100 during the delay: matched at 100.
  await market.price(90);
  await lionsBack().click();
  await expect(odds).toHaveValue('90');
  await form.getByRole('switch', { name: 'Accept any odds' }).click();
  await expect(form.getByRole('switch', { name: 'Accept any odds' })).toHaveAttribute('aria-checked', 'false');
  await form.getByLabel('Stake').fill('100');
  expect(await placeWhileMoving(page, () => market.price(100))).toBeNull();
  const receipts = await openBets(page, info, market.marketId);
  expect(receipts).toHaveLength(2);
  expect(receipts).toContainEqual(expect.objectContaining({ askedOdd: 90, matchedOdd: 100 }));

  // 4. The receipts in Open Bets (the drawer on a phone), Bet info on: asked and matched.
  const floating = page.getByRole('button', { name: 'Open bet slip' });
  if (await floating.isVisible()) await floating.click();
  await page
    .getByRole('tab', { name: /Open Bets/ })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('switch', { name: 'Bet info' }).filter({ visible: true }).first().click();
  const shown = page.getByTestId('bet-receipt').filter({ visible: true });
  await expect(shown.filter({ hasText: /Matched odds\s*100/ })).toHaveCount(1);
  await expect(shown.filter({ hasText: /Matched odds\s*75/ })).toHaveCount(1);
  for (const matched of ['100', '75']) {
    const receipt = shown.filter({ hasText: new RegExp(`Matched odds\\s*${matched}`) });
    await expect(receipt).toContainText(/Asked odds\s*90/);
  }
  await shown.last().scrollIntoViewIfNeeded();
  await shot(page, info, 'bet-receipt-asked-matched');
});

test('the odds choice made in the bet settings is the slip’s', async ({ page }, info) => {
  const eventId = await liveCricketEvent(info);
  const userName = await newPlayer(info, 'fair');
  await playerLogin(page, info, userName, '/button-values');
  const anyOdds = page.getByRole('radio', { name: /Accept any odds/ });
  await expect(page.getByRole('radio', { name: /My price or better/ })).toBeChecked();
  await anyOdds.check();
  await expect(anyOdds).toBeChecked();
  await page.getByRole('heading', { name: 'Bet settings' }).scrollIntoViewIfNeeded();
  await shot(page, info, 'bet-settings');

  await page.goto(`/events/4/${eventId}`);
  await page.locator('section[aria-label="Match Odds"] button[data-side="back"]').filter({ visible: true }).first().click();
  await expect(betForm(page).getByRole('switch', { name: 'Accept any odds' })).toHaveAttribute('aria-checked', 'true');
});
