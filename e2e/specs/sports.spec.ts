import { expect, test } from '@playwright/test';
import { liveCricketEvent, playerLogin, shot, siteUrl } from './support';

test('the home page lists live and upcoming cricket and soccer', async ({ page }, info) => {
  await liveCricketEvent(info);
  await playerLogin(page, info, 'user1');
  const inPlay = page.locator('section[aria-labelledby="home-in-play"]');
  const upcoming = page.locator('section[aria-labelledby="home-upcoming"]');
  for (const section of [inPlay, upcoming]) {
    await expect(section.getByRole('tab', { name: /Cricket/ })).toBeVisible();
    await expect(section.getByRole('tab', { name: /Soccer/ })).toBeVisible();
  }
  // Cricket is the first tab: its rows are listed, live ones with the LIVE badge and ' v ' names.
  await expect(inPlay.getByRole('link', { name: / v / }).first()).toBeVisible();
  await expect(inPlay.getByText('LIVE').first()).toBeVisible();
  await shot(page, info, 'home-sports');
  await inPlay.getByRole('tab', { name: /Soccer/ }).click();
  await expect(inPlay.getByRole('link', { name: / v / }).first()).toBeVisible();
  await upcoming.getByRole('tab', { name: /Soccer/ }).click();
  await expect(upcoming.getByRole('link', { name: / v / }).first()).toBeVisible();
});

test('the event page shows match odds, bookmaker and session markets with prices changing on screen', async ({ page }, info) => {
  const eventId = await liveCricketEvent(info, { bookmaker: true, openSessions: 1, underWay: true });
  await playerLogin(page, info, 'user1', `/events/4/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Match Odds' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookmaker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fancy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
  await shot(page, info, 'event-cricket');

  // Prices arrive over the live channel: the page's visible prices change without a reload.
  const prices = () => page.locator('main [data-side]:not([data-empty])').allInnerTexts();
  const before = (await prices()).join('|');
  expect(before.length).toBeGreaterThan(0);
  await expect.poll(async () => (await prices()).join('|'), { timeout: 20_000, intervals: [500] }).not.toBe(before);
});

test('a visitor opening an event page gets the login popup', async ({ page }, info) => {
  const eventId = await liveCricketEvent(info);
  await page.goto(siteUrl(info, 'localhost', `/events/4/${eventId}`));
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
