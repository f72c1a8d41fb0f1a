import { expect, test, type Locator, type Page } from '@playwright/test';
import { liveCricketEvent, newPlayer, placeFrom, playerLogin, shot } from './support';

/**
 * The event page shows the books the server holds: after a back on Match Odds and a Yes on a
 * session line, the P/L under each runner, the line's worst case and its Book are the figures
 * GET api/protected/game/market/exposure answers the page's own session.
 */

interface Entry {
  marketId: string;
  marketType: string;
  liability: number;
  teams: { teamId: string; pnl: number }[];
  sessionBook: { fromRun: number; toRun: number | null; pnl: number }[] | null;
}

/** The exposure call, made from the page with its own token (a second login would end its session). */
function serverExposure(page: Page, eventId: string): Promise<Entry[]> {
  return page.evaluate(async (id) => {
    const token = window.localStorage.getItem('token') ?? '';
    const res = await fetch(`/api/protected/game/market/exposure?eventId=${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`exposure answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { docs: Entry[] }).docs;
  }, eventId);
}

/** A rupee amount as the page prints it ("1,234.50", "-100.00"), as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The P/L the page shows now (not the slip's "» next") under a runner or a session line. */
async function shownPnl(scope: Locator): Promise<number | null> {
  const current = scope.getByTestId('runner-pnl').first().locator('span:not(.sr-only)').first();
  if ((await current.count()) === 0) return null;
  const text = await current.innerText();
  return text.startsWith('»') ? null : amountOf(text);
}

test("the event page shows the server's exposure after a bet", async ({ page }, info) => {
  test.setTimeout(150_000);
  const eventId = await liveCricketEvent(info, { openSessions: 1 });
  // A player of its own: another flow resets user2's password.
  await playerLogin(page, info, await newPlayer(info, 'books'), `/events/4/${eventId}`);
  const matchOdds = page.locator('section[aria-label="Match Odds"]');
  await expect(matchOdds).toBeVisible();
  const sessions = page.locator('section[aria-label="Fancy"]');
  await expect(sessions).toBeVisible();

  await placeFrom(page, () => matchOdds.locator('button[data-side="back"]').filter({ visible: true }).first(), {
    button: 'Lower odds',
    times: 3,
  });
  // The furthest line: the nearer ones may be decided by the innings during the test.
  await placeFrom(page, () => sessions.locator('button[data-side="back"]').filter({ visible: true }).last(), null);

  // Match Odds: every runner's P/L on the page is the server's, to the paisa.
  const matchOddsId = (await matchOdds.getAttribute('data-market-id'))!;
  const runners = matchOdds.locator('[data-runner-id]');
  await expect
    .poll(async () => {
      const entry = (await serverExposure(page, eventId)).find((e) => e.marketId === matchOddsId);
      if (!entry) return 'no entry yet';
      const shown = [];
      for (const row of await runners.all()) {
        const runnerId = (await row.getAttribute('data-runner-id'))!;
        shown.push({ runnerId, pnl: await shownPnl(row), server: entry.teams.find((t) => t.teamId === runnerId)?.pnl ?? null });
      }
      return shown.every((r) => r.pnl !== null && r.pnl === r.server) ? 'same' : JSON.stringify(shown);
    })
    .toBe('same');
  await matchOdds.scrollIntoViewIfNeeded();
  await shot(page, info, 'server-exposure-match-odds');

  // The session line: its worst case is the server's liability, its Book the server's bands.
  const row = sessions
    .getByRole('group')
    .filter({ has: page.getByTestId('session-book') })
    .last();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const lineId = (await row.getAttribute('data-market-id'))!;
  const marketName = (await row.getAttribute('aria-label'))!;
  let line: Entry | undefined;
  await expect
    .poll(async () => {
      line = (await serverExposure(page, eventId)).find((e) => e.marketId === lineId);
      return line ? (await shownPnl(row)) === (line.liability === 0 ? 0 : -line.liability) : false;
    })
    .toBe(true);
  expect(line!.marketType).toBe('session');
  expect(line!.liability).toBeGreaterThan(0);
  await row.scrollIntoViewIfNeeded();
  await shot(page, info, 'server-exposure-session-row');

  await row.getByRole('button', { name: `Book ${marketName}` }).click();
  const dialog = page.getByRole('dialog', { name: marketName });
  const bands = dialog.getByTestId('session-book-line');
  await expect(bands).toHaveCount(line!.sessionBook!.length);
  const shownBands = [];
  for (const band of await bands.all()) shownBands.push(amountOf(await band.getByRole('cell').innerText()));
  expect(shownBands).toEqual(line!.sessionBook!.map((b) => b.pnl));
  await shot(page, info, 'server-exposure-session-book');
});
