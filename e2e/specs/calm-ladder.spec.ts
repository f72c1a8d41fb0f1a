import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, STAFF_TRANSACTION_CODE, api, apiLogin, liveCricketEvent, placeFrom, playerLogin, shot } from './support';

/**
 * What a player's finger relies on: a market's prices stay where they are when its Cashout
 * amount appears, the bet slip's round button (phones) hides no market name or price, the
 * 'Order Placed' toast leaves the balance in sight, and listings head their price columns
 * 1 / X / 2.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A fresh player (no open bets, so no Cashout amount yet), under branch1. */
async function freshPlayer(info: TestInfo): Promise<string> {
  const userName = `calm${info.project.name.slice(0, 1)}${Date.now().toString(36).slice(-6)}`;
  const made = await api(info, 'POST', '/api/branch/user', {
    token: await apiLogin(info, 'branch1'),
    body: { userName, password: PASSWORD, confirmPassword: PASSWORD, role: 'user', credit: 5000, transactionCode: STAFF_TRANSACTION_CODE },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return userName;
}

/** The box once it stops moving (a toast slides in). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        const isStill = box !== null && box.y === last?.y;
        last = box;
        return isStill;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return last!;
}

/** Where `cell` sits inside `section`: the page around it (score, banners) may move on its own. */
async function offsetIn(section: Locator, cell: Locator): Promise<{ x: number; y: number }> {
  const [s, c] = [await section.boundingBox(), await cell.boundingBox()];
  return { x: c!.x - s!.x, y: c!.y - s!.y };
}

/**
 * Market names and prices the slip button hides that the bottom bar does not already hide,
 * at every scroll position from the top of the page to its end.
 */
async function hiddenBySlipButton(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const fab = document.querySelector('[data-bet-slip-fab]')!;
    const bar = document.querySelector('nav[aria-label="Quick navigation"]')!;
    const hidden = new Set<string>();
    const step = Math.round(window.innerHeight / 3);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
      const f = fab.getBoundingClientRect();
      const barTop = bar.getBoundingClientRect().top;
      for (const el of document.querySelectorAll('main section h2, main button[data-side]')) {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, f.top);
        const bottom = Math.min(r.bottom, f.bottom, barTop);
        if (r.width > 0 && r.left < f.right && f.left < r.right && top < bottom) hidden.add(el.textContent ?? '');
      }
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
    return [...hidden];
  });
}

test('the ladder keeps still when Cashout shows an amount; the slip button and toasts cover nothing that matters', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const eventId = await liveCricketEvent(info);
  await playerLogin(page, info, await freshPlayer(info), `/events/4/${eventId}`);
  const matchOdds = page.locator('section[aria-label="Match Odds"]');
  await expect(matchOdds.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  const cashOut = matchOdds.getByTestId('cash-out');
  await expect(cashOut).toHaveAttribute('data-offer', 'no');
  // Empty cells too: a price that fills in must not change which cell is first.
  const firstPrice = () => matchOdds.locator('[data-side]').filter({ visible: true }).first();
  await expect(firstPrice()).toBeVisible();
  const header = matchOdds.getByTestId('market-header');
  const headerHeight = (await header.boundingBox())!.height;
  const before = await offsetIn(matchOdds, firstPrice());

  await placeFrom(page, () => matchOdds.locator('button[data-side="back"]').filter({ visible: true }).first(), {
    button: 'Lower odds',
    times: 3,
  });

  // 'Order Placed' leaves the balance in sight: on phones it rises from above the bottom bar.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Order Placed' });
  await expect(toast).toBeVisible();
  const balance = page
    .getByRole('banner')
    .getByText(/^(YOUR BALANCE|Available)$/)
    .filter({ visible: true })
    .locator('..');
  const [toastBox, balanceBox] = [await settledBox(toast), (await balance.boundingBox())!];
  expect(overlaps(toastBox, balanceBox), JSON.stringify({ toastBox, balanceBox })).toBe(false);
  await shot(page, info, 'calm-ladder-toast');

  // One back: an uneven book, so Cashout offers an amount; the first price has not moved.
  await expect(cashOut).toHaveAttribute('data-offer', 'yes', { timeout: 15_000 });
  await expect(cashOut).toHaveText(/Cashout\s*-?[\d,]+\.\d\d/);
  expect((await header.boundingBox())!.height).toBe(headerHeight);
  const after = await offsetIn(matchOdds, firstPrice());
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  await matchOdds.scrollIntoViewIfNeeded();
  await shot(page, info, 'calm-ladder-cash-out');

  // Phones: the round button sits in the bottom bar, over no market name or price.
  const slipButton = page.getByRole('button', { name: 'Open bet slip' });
  if (await slipButton.isVisible()) {
    expect(await hiddenBySlipButton(page)).toEqual([]);
    // At the very end the last market ends above the bar.
    const lastMarket = page.locator('main section[data-market-id], main section[aria-label="Fancy"]').last();
    const barTop = (await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox())!.y;
    const last = (await lastMarket.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(barTop);
    // Mid-page, markets passing under the bar beside the button.
    await expect(toast).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 320));
    await shot(page, info, 'calm-ladder-slip-button');
  }
});

test('a listing heads its price columns 1 / X / 2, each over its back and lay', async ({ page }, info) => {
  // Football has the draw; cricket's two-runner lists read 1 and 2.
  const soccer = await api<{ docs: unknown[] }>(info, 'GET', '/api/common/game/highlight?eventTypeId=1');
  const hasSoccer = soccer.body.docs.length > 0;
  await page.goto(hasSoccer ? '/1' : '/4');
  const list = page
    .getByRole('list')
    .filter({ has: page.getByTestId('odds-headings') })
    .first();
  const headings = list.getByTestId('odds-headings').locator('[data-heading]');
  await expect(headings).toHaveText(hasSoccer ? ['1', 'X', '2'] : ['1', '', '2']);

  // Each heading centred over its pair of cells in the first row.
  const cells = list.getByRole('group', { name: 'Match odds' }).first().locator(':scope > *');
  for (let i = 0; i < 3; i++) {
    const heading = (await headings.nth(i).boundingBox())!;
    const [back, lay] = [(await cells.nth(2 * i).boundingBox())!, (await cells.nth(2 * i + 1).boundingBox())!];
    expect(Math.abs(heading.x + heading.width / 2 - (back.x + lay.x + lay.width) / 2)).toBeLessThanOrEqual(1);
    expect(heading.y + heading.height).toBeLessThanOrEqual(back.y);
  }
  await shot(page, info, 'calm-ladder-listing');
});
