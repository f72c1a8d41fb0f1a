import { expect, test } from '@playwright/test';
import { liveCricketEvent, placeFrom, playerLogin, shot } from './support';

/**
 * A player takes a Yes on a session (Fancy) line of a match under way and opens the line's
 * Book: the P/L at every final score, a loss below the line and a profit from it up.
 */
test('a player with a bet on a session line opens its book and sees the P/L by runs', async ({ page }, info) => {
  test.setTimeout(120_000);
  const eventId = await liveCricketEvent(info, { openSessions: 1, underWay: true });
  await playerLogin(page, info, 'user1', `/events/4/${eventId}`);
  const sessions = page.locator('section[aria-label="Fancy"]');
  await expect(sessions).toBeVisible();

  // The furthest line: the nearer ones may be decided by the innings during the test.
  await placeFrom(page, () => sessions.locator('button[data-side="back"]').filter({ visible: true }).last(), null);
  const row = sessions
    .getByRole('group')
    .filter({ has: page.getByTestId('session-book') })
    .last();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const marketName = (await row.getAttribute('aria-label'))!;
  await row.scrollIntoViewIfNeeded();
  await shot(page, info, 'fancy-book-row');

  await row.getByRole('button', { name: `Book ${marketName}` }).click();
  const dialog = page.getByRole('dialog', { name: marketName });
  await expect(dialog.getByRole('heading', { name: marketName })).toBeVisible();
  const lines = dialog.getByTestId('session-book-line');
  // At least: every score below the line loses the stake, the line and above wins.
  expect(await lines.count()).toBeGreaterThanOrEqual(2);
  await expect(lines.first().getByRole('rowheader')).toHaveText(/^0(–\d+)?$/);
  await expect(lines.last().getByRole('rowheader')).toHaveText(/^\d+\+$/);
  await expect(lines.first().getByRole('cell')).toHaveText(/^-[\d,]+\.\d\d$/);
  await expect(lines.first().getByRole('cell')).toHaveClass(/text-danger/);
  await expect(lines.last().getByRole('cell')).toHaveText(/^[\d,]+\.\d\d$/);
  await expect(lines.last().getByRole('cell')).toHaveClass(/text-success/);
  await shot(page, info, 'fancy-book');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: `Book ${marketName}` }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});
