import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, api, apiLogin, shot, siteUrl } from './support';

/**
 * The console's result dialog for a market of an event in play: it warns that the event is in
 * play (for a declaration and for a void alike), asks for the transaction code and sends nothing
 * without it, and Cancel leaves the market without a result.
 *
 * The simulated feed always has matches under way (its lanes are staggered so some are in play at
 * any hour). The flow takes the one that began last, so it is far from its end, and never
 * declares: other flows bet on these markets.
 *
 * Both projects run it: at 390 px the market's detail sits under the list and the dialog fills
 * the screen.
 */

const HORSE_RACING = 7;
const IN_PLAY_DECLARE = 'This event is in play. Declaring now settles every bet on this market on every site.';
const IN_PLAY_VOID = 'This event is in play. Voiding now returns every stake on this market on every site.';

interface StaffEventRow {
  id: string;
  name: string;
  eventTypeId: number;
  status: string;
  liveMarkets: number;
}

interface StaffMarketRow {
  market: { id: string; name: string; status: string; teams: { id: string; name: string }[] };
  event: { id: string; name: string; status: string };
  result: unknown;
}

/**
 * An exchange market, not closed and with no result, of the in-play event that began last
 * (races left out: they last minutes). Waits for the feed's first burst.
 */
async function inPlayMarket(info: TestInfo, token: string): Promise<StaffMarketRow> {
  let found: StaffMarketRow | null = null;
  await expect
    .poll(
      async () => {
        const events = await api<{ docs: StaffEventRow[] }>(
          info,
          'GET',
          '/api/administrator/market/events?state=inPlay&sort=openDate&order=desc&limit=50',
          { token },
        );
        for (const e of events.body.docs ?? []) {
          if (e.status !== 'inPlay' || e.eventTypeId === HORSE_RACING || e.liveMarkets === 0) continue;
          const markets = await api<{ docs: StaffMarketRow[] }>(
            info,
            'GET',
            `/api/administrator/market/list?eventId=${encodeURIComponent(e.id)}&type=betfair&state=live&limit=50`,
            { token },
          );
          found = markets.body.docs?.find((r) => r.event.status === 'inPlay' && r.result === null && r.market.teams.length > 0) ?? null;
          if (found) return true;
        }
        return false;
      },
      { message: 'an in-play event with an exchange market owing no result', timeout: 40_000 },
    )
    .toBe(true);
  return found!;
}

async function consoleLogin(page: Page, info: TestInfo, userName: string): Promise<void> {
  await page.goto(siteUrl(info, 'localhost', '/admin/'));
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('the result dialog of an in-play market warns, asks for the transaction code and cancels without a result', async ({ page }, info) => {
  const token = await apiLogin(info, 'administrator');
  const row = await inPlayMarket(info, token);
  const { market, event } = row;
  const teamName = market.teams[0]!.name;

  // Any declaration the console sends (none is expected).
  const declarations: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/market/result')) declarations.push(req.url());
  });

  await consoleLogin(page, info, 'administrator');
  await page.goto(siteUrl(info, 'localhost', '/admin/markets/results'));
  await expect(page.getByRole('heading', { name: 'Market results', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Markets' }).getByRole('button', { name: 'Live' }).click();
  await page.getByRole('searchbox', { name: 'Search event, market or id' }).fill(market.id);
  // The search by id narrows the list to this one market (a moment after typing).
  const listed = page.getByRole('list', { name: 'Markets to result' }).getByRole('button');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(event.name);
  await listed.click();
  const detail = page.getByRole('region', { name: 'Market', exact: true });
  await expect(detail).toContainText(`id ${market.id}`);
  await expect(detail).toContainText('No result is standing on this market.');

  await detail.getByRole('button', { name: 'Declare winner or void' }).click();
  const dialog = page.getByRole('dialog', { name: 'Declare result' });
  await expect(dialog).toContainText(`${event.name} · ${market.name}`);
  const warnings = dialog.getByRole('list', { name: 'Warnings' });
  await expect(warnings.getByText(IN_PLAY_DECLARE)).toBeVisible();
  // The warning follows the result chosen: a void is warned of as a void.
  await dialog.getByRole('radio', { name: /^Void/ }).check();
  await expect(warnings.getByText(IN_PLAY_VOID)).toBeVisible();
  await expect(warnings.getByText(IN_PLAY_DECLARE)).toHaveCount(0);
  await dialog.getByRole('radio', { name: teamName, exact: true }).check();
  await expect(warnings.getByText(IN_PLAY_DECLARE)).toBeVisible();

  // Without the transaction code the console refuses before sending anything.
  const code = dialog.getByLabel('Transaction code');
  await expect(code).toBeVisible();
  await expect(code).toHaveValue('');
  await dialog.getByRole('button', { name: 'Declare', exact: true }).click();
  await expect(dialog.getByText('Transaction Code is Empty')).toBeVisible();
  await expect(dialog).toBeVisible();
  await shot(page, info, 'console-declare-in-play');

  // Cancel: the dialog closes and the market still owes its result.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Declare winner or void' })).toBeVisible();
  expect(declarations).toEqual([]);
  const after = await api<{ docs: StaffMarketRow[] }>(
    info,
    'GET',
    `/api/administrator/market/list?state=all&search=${encodeURIComponent(market.id)}`,
    { token },
  );
  expect(after.body.docs.find((r) => r.market.id === market.id)?.result).toBeNull();
});
