import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { PASSWORD, api, apiLogin, shot, siteUrl } from './support';

/**
 * Every screen of the staff console, opened from the sidebar as the administrator:
 * each shows its heading, no error, and the demo seed's data where the seed has some. Then the
 * interactive parts of the newer screens (Live market suspend and resume, with the audit log
 * recording it; the Theme editor's live preview; P/L by user down to a player with bets), and
 * master1's narrower console (no administrator-only entries, only its own downline).
 *
 * Both projects run it: at 390 px the sidebar is a drawer behind the header's menu button.
 */

async function consoleLogin(page: Page, info: TestInfo, userName: string): Promise<void> {
  await page.goto(siteUrl(info, 'localhost', '/admin/'));
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The console's navigation as the viewport shows it: the fixed column, or the drawer opened from the menu button. */
async function openNav(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.getByRole('dialog', { name: 'Backlay Staff' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'Console' }).filter({ visible: true });
}

/** The labels of the sidebar's entries, in order. */
async function navLabels(page: Page): Promise<string[]> {
  const nav = await openNav(page);
  const labels = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
  if (await page.getByRole('dialog', { name: 'Backlay Staff' }).isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Backlay Staff' })).toBeHidden();
  return labels;
}

/** Opens a screen by its sidebar entry and waits for its heading (the drawer closes on the way). */
async function openScreen(page: Page, label: string, heading: string | RegExp): Promise<Locator> {
  const nav = await openNav(page);
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Backlay Staff' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.locator('#main');
}

/** The screen finished loading and shows no failure: no error alert, no crash page, no role refusal. */
async function expectHealthy(page: Page) {
  const main = page.locator('#main');
  await expect(main.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Something went wrong|Unexpected Application Error|Hey developer/i)).toHaveCount(0);
  await expect(page.getByText('This screen is not available for your role.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}

/** Data rows of the first table of the screen (the header row left out). */
function dataRows(main: Locator): Locator {
  return main.getByRole('table').first().locator('tbody').getByRole('row');
}

/** The row with a cell of exactly this text. */
const rowWith = (main: Locator, text: string) => main.getByRole('row').filter({ has: main.page().getByText(text, { exact: true }) });

/** The row of an account by its name in the first column (its upline's name shows in other columns). */
const userRow = (main: Locator, userName: string) =>
  main.getByRole('row').filter({ has: main.page().locator('td:first-child').getByText(userName, { exact: true }) });

interface Screen {
  label: string;
  heading: string | RegExp;
  /** Screenshot name when console-<label> is taken by staff-console.spec. */
  shotName?: string;
  /** What the seed (or an earlier flow) makes the screen show. */
  check(main: Locator, page: Page): Promise<void>;
}

/** Every entry of the sidebar the administrator sees, in order, with what its screen must show. */
const ADMIN_SCREENS: Screen[] = [
  {
    label: 'Dashboard',
    heading: 'Dashboard',
    check: async (main) => {
      await expect(main.getByText(/administrator · Administrator/)).toBeVisible();
      await expect(main.getByText(/players in downline/i)).toBeVisible();
    },
  },
  {
    label: 'B2C dashboard',
    heading: 'B2C dashboard',
    check: async (main) => {
      await expect(main.getByText(/\d+ players in scope/)).toBeVisible();
      await expect(main.getByText(/new players/i).first()).toBeVisible();
    },
  },
  {
    label: 'Users',
    heading: 'Users',
    shotName: 'console-users-list',
    check: async (main) => {
      await expect(userRow(main, 'whitelabel1')).toBeVisible();
      await expect(userRow(main, 'whitelabel2')).toBeVisible();
      // master1 is deeper down: the whole downline, searched.
      await main.getByRole('radiogroup', { name: 'Scope' }).getByRole('radio', { name: 'Whole downline' }).click();
      await main.getByLabel('Search user name').fill('master1');
      // The search applies (debounced): accounts without "master1" leave the list.
      await expect(userRow(main, 'whitelabel2')).toHaveCount(0);
      await expect(userRow(main, 'master1')).toBeVisible();
      await expect(userRow(main, 'master1')).toContainText('Master');
    },
  },
  {
    label: 'User tree',
    heading: 'User tree',
    check: async (main) => {
      await expect(main.getByText('whitelabel1', { exact: true })).toBeVisible();
      await expect(main.getByText('whitelabel2', { exact: true })).toBeVisible();
    },
  },
  {
    label: 'Multi login',
    heading: 'Multi login',
    check: async (main) => {
      await expect(main.getByRole('button', { name: 'New login' })).toBeVisible();
    },
  },
  {
    label: 'Events',
    heading: 'Events',
    check: async (main) => {
      await expect(dataRows(main).first()).toBeVisible();
      expect(await dataRows(main).count()).toBeGreaterThan(0);
      await expect(
        main
          .getByRole('button', { name: 'Markets' })
          .or(main.getByRole('link', { name: 'Markets' }))
          .first(),
      ).toBeVisible();
    },
  },
  {
    label: 'Live market',
    heading: 'Live market',
    check: async (main) => {
      await expect(dataRows(main).first()).toBeVisible();
      await expect(main.getByRole('button', { name: /^(Suspend|Resume)$/ }).first()).toBeVisible();
    },
  },
  {
    label: 'Market analysis',
    heading: 'Market analysis',
    shotName: 'console-market-analysis-list',
    check: async (main) => {
      await expect(main.getByText('Choose a market to see its book.')).toBeVisible();
    },
  },
  {
    label: 'Results',
    heading: 'Market results',
    check: async (main) => {
      await expect(main.getByText('Choose a market from the list to declare or roll back its result.')).toBeVisible();
    },
  },
  {
    label: 'Type lists',
    heading: 'Type lists',
    check: async (main) => {
      await expect(rowWith(main, 'Cricket')).toContainText(/shown/i);
      expect(await dataRows(main).count()).toBeGreaterThanOrEqual(20);
    },
  },
  {
    label: 'Game management',
    heading: 'Game management',
    check: async (main) => {
      await expect(main.getByText('Backlay Originals').first()).toBeVisible();
      await expect(rowWith(main, 'Crash')).toBeVisible();
      await expect(rowWith(main, 'Dragon Tiger')).toBeVisible();
    },
  },
  {
    label: 'Deposits',
    heading: 'Deposits',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No deposit requests.'))).toBeVisible();
    },
  },
  {
    label: 'Withdrawals',
    heading: 'Withdrawals',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No withdrawal requests.'))).toBeVisible();
    },
  },
  {
    label: 'Bonus offers',
    heading: 'Bonus offers',
    check: async (main) => {
      await expect(main.getByText('Welcome Bonus 10%')).toBeVisible();
      await expect(main.getByText('Reload Bonus 5%')).toBeVisible();
    },
  },
  {
    label: 'Bonus wallet',
    heading: 'Bonus wallet',
    check: async (main) => {
      await expect(main.getByText('Bonuses paid (all time)')).toBeVisible();
      await expect(dataRows(main).first().or(main.getByText('No bonus was given in this range.'))).toBeVisible();
    },
  },
  {
    label: 'Deposit types',
    heading: 'Deposit types',
    check: async (main) => {
      for (const name of ['PhonePe / GPay', 'HDFC Bank', 'USDT (TRC20)']) await expect(rowWith(main, name)).toBeVisible();
      await expect(rowWith(main, 'PhonePe / GPay')).toContainText('backlay.demo@okhdfcbank');
    },
  },
  {
    label: 'Withdraw types',
    heading: 'Withdraw types',
    check: async (main) => {
      await expect(rowWith(main, 'Bank Transfer')).toContainText('IFSC Code');
      await expect(rowWith(main, 'UPI').first()).toBeVisible();
    },
  },
  {
    label: 'Reconciliation',
    heading: 'Reconciliation',
    check: async (main) => {
      await expect(main.getByText('Bank statement (CSV)')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Match pending deposits' })).toBeVisible();
    },
  },
  {
    label: 'Casino reconciliation',
    heading: 'Casino reconciliation',
    check: async (main) => {
      await expect(main.getByText('By provider', { exact: true })).toBeVisible();
      await expect(main.getByText('By round', { exact: true })).toBeVisible();
    },
  },
  {
    label: 'Open bets',
    heading: 'Open bets',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No open bets.'))).toBeVisible();
    },
  },
  {
    label: 'Bet history',
    heading: 'Bet history',
    check: async (main) => {
      await expect(main.getByText(/^players p\/l$/i).first()).toBeVisible();
      await expect(dataRows(main).first().or(main.getByText('No bets in this range.'))).toBeVisible();
    },
  },
  {
    label: 'Site settings',
    heading: 'Site settings',
    check: async (main) => {
      await expect(main.getByRole('group', { name: 'Maintenance mode' }).getByRole('button', { name: 'Turn on' })).toBeVisible();
      await expect(main.getByText('localhost serves Backlay.')).toBeVisible();
    },
  },
  {
    label: 'White labels',
    heading: 'White labels',
    check: async (main) => {
      await expect(rowWith(main, 'Backlay')).toContainText('b2c.localhost');
      await expect(rowWith(main, 'Backlay Exchange')).toContainText('b2b.localhost');
    },
  },
  {
    label: 'Domains',
    heading: 'Domains',
    check: async (main) => {
      await expect(rowWith(main, 'localhost')).toContainText('Backlay');
      await expect(rowWith(main, 'b2b.localhost')).toContainText('Backlay Exchange');
    },
  },
  {
    label: 'Theme editor',
    heading: 'Theme editor',
    check: async (main) => {
      await expect(main.getByLabel('Accent colour', { exact: true })).toBeVisible();
      await expect(main.getByText(/saved .*|default theme/).first()).toBeVisible();
    },
  },
  {
    label: 'Blog posts',
    heading: 'Blog posts',
    check: async (main) => {
      // The demo seed publishes two posts on the b2c brand (the first label of the picker).
      await expect(rowWith(main, 'Back and lay: how the exchange works')).toContainText('Published');
      await expect(rowWith(main, 'Playing responsibly')).toContainText('/blogs/playing-responsibly');
    },
  },
  {
    label: 'Refresh / log out user',
    heading: 'Refresh or log out a user',
    check: async (main) => {
      await expect(userRow(main, 'agent1')).toContainText('Agent');
      await expect(userRow(main, 'agent1').getByRole('button', { name: 'Log agent1 out' })).toBeVisible();
    },
  },
  {
    label: 'P/L by user',
    heading: 'P/L by user',
    check: async (main) => {
      await expect(userRow(main, 'whitelabel1')).toBeVisible();
      await expect(userRow(main, 'whitelabel1').getByRole('link', { name: 'Statement' })).toBeVisible();
    },
  },
  {
    label: 'P/L by market',
    heading: 'P/L by market',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No market settled for your downline in this range.'))).toBeVisible();
    },
  },
  {
    label: 'Commission',
    heading: 'Commission',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No commission was credited in this range.'))).toBeVisible();
    },
  },
  {
    label: 'Account statements',
    heading: 'Account statements',
    check: async (main) => {
      await expect(main.getByLabel('Find an account of your downline')).toBeVisible();
    },
  },
  {
    label: 'Audit log',
    heading: 'Audit log',
    check: async (main) => {
      // What it lists is checked after a staff action (the Live market test).
      await expect(dataRows(main).first().or(main.getByText('No audited action matches in this range.'))).toBeVisible();
    },
  },
  {
    label: 'Registrations',
    heading: 'Registrations',
    check: async (main) => {
      await expect(main.getByLabel('UTM source')).toBeVisible();
      await expect(dataRows(main).first().or(main.getByText('No player has signed up through a tracked link yet.'))).toBeVisible();
    },
  },
  {
    label: 'Complaints',
    heading: 'Complaints',
    check: async (main) => {
      await expect(dataRows(main).first().or(main.getByText('No complaints.'))).toBeVisible();
    },
  },
  {
    label: 'News letter',
    heading: 'News letter',
    check: async (main) => {
      await expect(main.getByLabel('Title', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Send to players' })).toBeVisible();
    },
  },
  {
    label: 'Secure auth',
    heading: 'Secure auth',
    check: async (main) => {
      await expect(main.getByText('Two-factor', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: /^Turn (on|off)$/ })).toBeVisible();
    },
  },
  {
    label: 'Transaction code',
    heading: 'Transaction code',
    check: async (main) => {
      // Renewal needs two-factor on: the form, or the spec's message saying so.
      await expect(
        main.getByRole('button', { name: 'Get new code' }).or(main.getByText('Enable Secure Auth, to View/Update Transaction Code Anytime!')),
      ).toBeVisible();
    },
  },
];

/** The administrator's entries master1 must not see. */
const ADMINISTRATOR_ONLY = [
  'Site settings',
  'White labels',
  'Domains',
  'Theme editor',
  'Blog posts',
  'Events',
  'Live market',
  'Results',
  'Type lists',
  'Game management',
  'Deposit types',
  'Withdraw types',
  'Bonus offers',
  'Bonus wallet',
  'Refresh / log out user',
  'News letter',
];

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test('the administrator opens every console screen from the sidebar', async ({ page }, info) => {
  test.setTimeout(120_000);
  await consoleLogin(page, info, 'administrator');
  // The sidebar lists exactly these screens (one per route of the console).
  expect(await navLabels(page)).toEqual(ADMIN_SCREENS.map((s) => s.label));
  for (const s of ADMIN_SCREENS) {
    await test.step(s.label, async () => {
      const main = await openScreen(page, s.label, s.heading);
      await s.check(main, page);
      await expectHealthy(page);
      await shot(page, info, s.shotName ?? `console-${slug(s.label)}`);
    });
  }
});

interface StaffMarketRow {
  market: { id: string; name: string; status: string };
  event: { id: string; name: string; eventTypeId: number };
  staffSuspended: boolean;
  canEdit: boolean;
}

test('Live market suspends and resumes a market, and the audit log records it', async ({ page }, info) => {
  const token = await apiLogin(info, 'administrator');
  const list = await api<{ docs: StaffMarketRow[] }>(info, 'GET', '/api/administrator/market/list?state=live&limit=100&page=1', { token });
  expect(list.status).toBe(200);
  // Not cricket's Match Odds: other specs bet on it.
  const candidates = list.body.docs.filter(
    (r) => r.canEdit && !r.staffSuspended && r.market.status === 'open' && r.event.eventTypeId !== 4,
  );
  const target = candidates.find((r) => r.market.name !== 'Match Odds') ?? candidates[0];
  expect(target, 'an open market outside cricket to suspend').toBeTruthy();
  const { market } = target!;

  await consoleLogin(page, info, 'administrator');
  const main = await openScreen(page, 'Live market', 'Live market');
  await main.getByLabel('Search market, event or id').fill(market.id);
  const row = dataRows(main).filter({ hasText: market.name }).filter({ hasText: target!.event.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('held by staff')).toHaveCount(0);
  try {
    await row.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(row.getByText('held by staff')).toBeVisible();
    await expect(row.getByText(/suspended/i).first()).toBeVisible();
    await expect(row.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
    await expectHealthy(page);
    await shot(page, info, 'console-live-market-suspended');
    // Players get it too: the public market call answers it suspended.
    const publicStatus = async () => {
      const res = await api<{ docs: { markets: { id: string; status: string }[] } }>(
        info,
        'GET',
        `/api/common/game/market?eventId=${encodeURIComponent(target!.event.id)}`,
      );
      return res.body.docs.markets.find((m) => m.id === market.id)?.status;
    };
    await expect.poll(publicStatus).toBe('suspended');
    await row.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(row.getByText('held by staff')).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
    await expect(row.getByText(/^open$/i).first()).toBeVisible();
    await expect.poll(publicStatus).toBe('open');
  } finally {
    await api(info, 'PATCH', '/api/administrator/market', { token, body: { marketId: market.id, suspended: false } });
  }

  // Both changes are in the audit log, by administrator, on this market.
  const audit = await openScreen(page, 'Audit log', 'Audit log');
  await audit.getByLabel('Actor').fill('administrator');
  await audit.getByLabel('Target').selectOption('market');
  const entries = dataRows(audit).filter({ hasText: 'market.settings' }).filter({ hasText: 'administrator' });
  await expect(entries.first()).toBeVisible();
  expect(await entries.count()).toBeGreaterThanOrEqual(2);
  await entries.first().getByRole('button', { name: 'Show' }).click();
  await expect(audit.getByText(/suspended/i).first()).toBeVisible();
  await expectHealthy(page);
  await shot(page, info, 'console-audit-log-entries');
});

test('the Theme editor preview follows a colour change before saving; discard restores it', async ({ page }, info) => {
  await consoleLogin(page, info, 'administrator');
  const main = await openScreen(page, 'Theme editor', 'Theme editor');
  const accent = main.getByLabel('Accent colour', { exact: true });
  await expect(accent).toBeVisible();
  const original = await accent.inputValue();
  const newColour = original.toLowerCase() === '#ff0000' ? '#00ff00' : '#ff0000';
  const newRgb = newColour === '#ff0000' ? 'rgb(255, 0, 0)' : 'rgb(0, 255, 0)';
  await accent.fill(newColour);
  await expect(main.getByText('Unsaved changes')).toBeVisible();

  // Narrower than xl the preview is one of two views.
  const show = main.getByRole('radiogroup', { name: 'Show' });
  if (await show.isVisible()) await show.getByRole('radio', { name: 'Preview' }).click();
  const preview = main.getByRole('region', { name: /^Preview of the player site/ });
  await expect(preview).toBeVisible();
  // The preview's Login button is drawn in the accent colour.
  const login = preview.getByText('Login', { exact: true }).first();
  await expect(login).toHaveCSS('background-color', newRgb);
  await shot(page, info, 'console-theme-editor-preview');

  await main.getByRole('button', { name: 'Discard' }).click();
  await expect(main.getByText('No changes')).toBeVisible();
  await expect(login).not.toHaveCSS('background-color', newRgb);
  if (await show.isVisible()) await show.getByRole('radio', { name: 'Edit' }).click();
  await expect(accent).toHaveValue(original);
});

interface PlRow {
  _id: string;
  userName: string;
  userType: string;
  bets: number;
}

test('P/L by user leads down to a player with bets (or shows none in the range)', async ({ page }, info) => {
  const token = await apiLogin(info, 'administrator');
  // The chain of accounts with settled bets down to a player, as the report answers it.
  const chain: PlRow[] = [];
  let parent: string | null = null;
  for (let depth = 0; depth < 10; depth++) {
    const q: string = parent ? `?userId=${parent}` : '';
    const res = await api<{ docs: PlRow[] }>(info, 'GET', `/api/administrator/report/downlinePl${q}`, { token });
    expect(res.status).toBe(200);
    const withBets = res.body.docs.find((r) => r.bets > 0);
    if (!withBets) break;
    chain.push(withBets);
    if (withBets.userType === 'user') break;
    parent = withBets._id;
  }

  await consoleLogin(page, info, 'administrator');
  const main = await openScreen(page, 'P/L by user', 'P/L by user');
  const player = chain.at(-1);
  if (player?.userType === 'user') {
    for (const account of chain.slice(0, -1)) await userRow(main, account.userName).getByRole('button', { name: account.userName }).click();
    const row = userRow(main, player.userName);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Player');
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(player.bets));
  } else {
    // Nothing settled in the range yet: the white labels are listed with no bets.
    await expect(userRow(main, 'whitelabel1')).toBeVisible();
    await expect(userRow(main, 'whitelabel1').getByRole('cell').nth(3)).toHaveText('0');
  }
  await expectHealthy(page);
  await shot(page, info, 'console-pl-by-user-drill');
});

test('master1 sees only its own entries and its own downline', async ({ page }, info) => {
  await consoleLogin(page, info, 'master1');
  const labels = await navLabels(page);
  for (const l of [
    'Dashboard',
    'Users',
    'User tree',
    'Market analysis',
    'Deposits',
    'Withdrawals',
    'Open bets',
    'Bet history',
    'P/L by user',
  ])
    expect(labels).toContain(l);
  for (const l of ADMINISTRATOR_ONLY) expect(labels, `${l} is not for master1`).not.toContain(l);

  const main = await openScreen(page, 'Users', 'Users');
  await expect(userRow(main, 'agent1')).toBeVisible();
  await expectHealthy(page);
  await shot(page, info, 'console-master1-users');
  await main.getByRole('radiogroup', { name: 'Scope' }).getByRole('radio', { name: 'Whole downline' }).click();
  await expect(userRow(main, 'branch1')).toBeVisible();
  await expect(userRow(main, 'user1')).toBeVisible();
  const names = await dataRows(main).allInnerTexts();
  for (const outsider of ['whitelabel1', 'whitelabel2', 'admin1', 'supermaster1', 'b2bmaster1', 'b2buser1']) {
    expect(
      names.some((n) => n.split(/\s+/).includes(outsider)),
      `${outsider} is not in master1's downline`,
    ).toBe(false);
  }
  // Searching for an account of another white label finds nothing.
  await main.getByLabel('Search user name').fill('b2buser1');
  await expect(userRow(main, 'b2buser1')).toHaveCount(0);
  await expect(userRow(main, 'user1')).toHaveCount(0);

  const tree = await openScreen(page, 'User tree', 'User tree');
  await expect(tree.getByText('agent1', { exact: true })).toBeVisible();
  await expect(tree.getByText('whitelabel2', { exact: true })).toHaveCount(0);

  // An administrator-only screen opened by address says so instead of failing.
  await page.goto(siteUrl(info, 'localhost', '/admin/sites/white-labels'));
  await expect(page.getByRole('heading', { level: 1, name: 'Not available' })).toBeVisible();
  await expect(page.getByText('This screen is not available for your role.')).toBeVisible();
  await shot(page, info, 'console-master1-not-available');
});
