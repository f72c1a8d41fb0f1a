import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MarketType, OrderPayload, ServerMessageName } from '@backlay/contract';
import { oddToWire } from '@backlay/domain';
import { markets } from '../../src/db/schema/sports.js';
import type { AppContext, UserRow } from '../../src/lib/context.js';
import { issuanceAccountId, postEntry, walletAccountId } from '../../src/modules/ledger/index.js';
import type { MarketRow, RunnerRow } from '../../src/modules/sports/catalogue/market-wire.js';
import type { TestApp } from '../test-app.js';
import { newUser } from '../factories.js';
import { signIn, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { batchTransactionRunner } from '../../src/db/batch-transaction.js';
import { commitBatch, type PlacementJob, type PlacementResult } from '../../src/modules/betting/placement-queue.js';
import { newCompetition, newEvent, newMarket, primePrices, type PrimedRunner } from '../sports/sports-factories.js';

/** Helpers of the betting tests: funded players, open markets with prices, orders. */

/** A player under the chain's branch, credited `paise` and signed in. */
export async function fundedPlayer(t: TestApp, c: SignedInChain, paise = 1_000_00): Promise<{ user: UserRow; token: string }> {
  const user = await newUser(t.db, { role: 'user', parent: c.branch });
  await credit(t, user, paise);
  return { user, token: await signIn(t.db, user) };
}

/** Credits a wallet from the issuance account, as a deposit would (paise). */
export async function credit(t: Pick<TestApp, 'db'>, user: UserRow, paise: number): Promise<void> {
  await t.db.transaction(async (tx) =>
    postEntry(tx, {
      kind: 'deposit',
      reference: `user:${user.id}`,
      at: new Date(),
      lines: [
        { accountId: await issuanceAccountId(tx), amount: BigInt(-paise) },
        { accountId: await walletAccountId(tx, user.id), amount: BigInt(paise) },
      ],
    }),
  );
}

export interface OpenMarket {
  market: MarketRow;
  runners: RunnerRow[];
}

/**
 * A market that takes bets now: its event is in play, bets opened an hour ago (by the test
 * clock), no in-play delay unless asked, and the price cache holds `ladder(runners)`.
 */
export async function openMarket(
  t: TestApp,
  opts: {
    type?: MarketType;
    delaySecond?: number;
    ladder?: (runners: RunnerRow[]) => PrimedRunner[];
    minStakePaise?: number;
    maxStakePaise?: number;
    /** The market's cash-out switch (on by default for team markets, as the feed sets it). */
    cashout?: boolean;
  } = {},
): Promise<OpenMarket> {
  const ctx = t.app.ctx;
  const competition = await newCompetition(ctx, { eventTypeId: 4 });
  const event = await newEvent(ctx, { competition, status: 'inPlay', openDate: new Date(ctx.clock.now().getTime() - 600_000) });
  const type = opts.type ?? 'betfair';
  const made = await newMarket(ctx, {
    event,
    type,
    name: type === 'session' ? '10 Over Runs' : type === 'bookmaker' ? 'Bookmaker' : 'Match Odds',
    delaySecond: opts.delaySecond ?? 0,
    status: 'open',
    ...(opts.minStakePaise !== undefined ? { minStakePaise: opts.minStakePaise } : {}),
    ...(opts.maxStakePaise !== undefined ? { maxStakePaise: opts.maxStakePaise } : {}),
  });
  const [market] = await t.db
    .update(markets)
    .set({ betOpenDate: new Date(ctx.clock.now().getTime() - 3_600_000), cashout: opts.cashout ?? type !== 'session' })
    .where(eq(markets.id, made.market.id))
    .returning();
  const ladder = opts.ladder ?? DEFAULT_LADDERS[type];
  primePrices(ctx, market!, { runners: ladder(made.runners) });
  return { market: market!, runners: made.runners };
}

/** A new chain (its user funded) and one open market of each type: where the placement tests start. */
export async function marketsOfEachType(
  t: TestApp,
): Promise<{ c: SignedInChain; betfair: OpenMarket; bookmaker: OpenMarket; session: OpenMarket }> {
  const c = await signedInChain(t.db);
  await credit(t, c.user, 10_000_00);
  const betfair = await openMarket(t, { type: 'betfair' });
  const bookmaker = await openMarket(t, { type: 'bookmaker' });
  const session = await openMarket(t, { type: 'session' });
  return { c, betfair, bookmaker, session };
}

/**
 * Default prices: betfair back 1.85 / lay 1.87 on the first runner (2.05 / 2.07 on the second);
 * bookmaker back 85 / lay 90; session No 45 (lay) and Yes 46 (back), both at rate 100.
 */
export const DEFAULT_LADDERS: Record<MarketType, (runners: RunnerRow[]) => PrimedRunner[]> = {
  betfair: (rs) =>
    rs.map((r, i) => ({
      id: r.id,
      back: [
        [185 + i * 20, 100],
        [184 + i * 20, 50],
      ],
      lay: [[187 + i * 20, 75]],
    })),
  bookmaker: (rs) => rs.map((r, i) => ({ id: r.id, back: [[85 - i * 10, 100]], lay: [[90 - i * 10, 100]] })),
  session: (rs) => rs.map((r) => ({ id: r.id, back: [[100, 46]], lay: [[100, 45]] })),
};

/** An order as the bet slip sends it: decimal odds, rupees. */
export function order(
  m: OpenMarket,
  opts: { runner?: number; side?: 'BACK' | 'LAY'; odd: number; run?: number; stake: number },
): OrderPayload {
  const runner = m.runners[opts.runner ?? 0]!;
  return {
    marketId: m.market.id,
    oddType: opts.side ?? 'BACK',
    odd: opts.odd,
    run: opts.run ?? 100,
    teamId: runner.id,
    eventId: m.market.eventId,
    marketType: m.market.type.toUpperCase() as OrderPayload['marketType'],
    matchDate: new Date().toISOString(),
    name: runner.name,
    stake: opts.stake,
    nation: 'IN',
    browserDetail: { name: 'Chrome', os: 'Linux', version: '120', mobile: false },
    countryDetail: { continent: 'Asia', city: 'Mumbai', country: 'India', countryFlag: 'in', region: 'MH' },
  };
}

export function placeBet(
  t: TestApp,
  token: string | null,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/openBet',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    payload,
  });
}

/**
 * One back bet of 100 at 1.85 on the market's first runner committed straight through the
 * placement batch (no request, no session check): what the batch itself decides.
 */
export async function commitDirect(t: TestApp, user: UserRow, m: OpenMarket): Promise<PlacementResult | undefined> {
  const {
    answers: [result],
  } = await batchTransactionRunner(t.db)((batch) => commitBatch(batch, [directJob(user, m)], t.clock.now()));
  return result;
}

/** The placement job of commitDirect's bet. */
export function directJob(user: UserRow, m: OpenMarket): PlacementJob {
  const runner = m.runners[0]!;
  return {
    bet: {
      userId: user.id,
      marketId: m.market.id,
      eventId: m.market.eventId,
      marketType: 'betfair',
      runnerId: runner.id,
      runnerName: runner.name,
      side: 'back',
      askedOdd: 185,
      odd: 185,
      run: 0,
      stake: 100_00,
    },
    runnerIds: m.runners.map((r) => r.id),
    rejectReason: null,
    sessionId: null,
  };
}

/** Replaces the in-play delay with one the test ends by hand, and tells when it has started. */
export function heldDelay(t: TestApp) {
  let release!: () => void;
  let started!: (ms: number) => void;
  const startedAt = new Promise<number>((r) => (started = r));
  const done = new Promise<void>((r) => (release = r));
  t.app.betting.sleep = (ms) => {
    started(ms);
    return done;
  };
  return { startedAt, release };
}

export function get(t: TestApp, url: string, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

/** Wire odd of an inside odd, for expectations. */
export const wire = (type: MarketType, odd: number) => oddToWire(type, odd);

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The wallet's balance row figures and the books' exposures of a player, in paise. */
export async function walletState(t: TestApp, user: UserRow) {
  const [w] = await rows<{ balance: string; exposure: string; held: string }>(
    t,
    sql`select b.balance::text, b.exposure::text, b.held::text from balances b join accounts a on a.id = b.account_id
        where a.kind = 'wallet' and a.user_id = ${user.id}::uuid`,
  );
  const [books] = await rows<{ sum: string }>(
    t,
    sql`select coalesce(sum(exposure), 0)::text as sum from user_market_books where user_id = ${user.id}::uuid`,
  );
  const balance = Number(w!.balance);
  const exposure = Number(w!.exposure);
  const held = Number(w!.held);
  return { balance, exposure, held, available: balance - exposure - held, booksExposure: Number(books!.sum) };
}

export async function bookOf(t: TestApp, user: UserRow, marketId: string) {
  const [row] = await rows<{ book: unknown; exposure: string; open_bets: number }>(
    t,
    sql`select book, exposure::text, open_bets from user_market_books where user_id = ${user.id}::uuid and market_id = ${marketId}`,
  );
  return row ? { book: row.book, exposure: Number(row.exposure), openBets: Number(row.open_bets) } : null;
}

export async function betCount(t: TestApp, user: UserRow, status?: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    t,
    status
      ? sql`select count(*)::int as n from bets where user_id = ${user.id}::uuid and status = ${status}`
      : sql`select count(*)::int as n from bets where user_id = ${user.id}::uuid`,
  );
  return Number(row!.n);
}

/** Records what the app sends on the live channel (replaces the silent publisher). */
export function recordLive(ctx: AppContext): { to: string | readonly string[]; event: ServerMessageName; payload: unknown }[] {
  const sent: { to: string | readonly string[]; event: ServerMessageName; payload: unknown }[] = [];
  ctx.live = { emit: (to, event, payload) => void sent.push({ to, event, payload }) };
  return sent;
}
