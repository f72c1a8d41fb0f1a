import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { BET_VOID_MESSAGES, MESSAGES, openBetSchema, voidResultSchema } from '@backlay/contract';
import { marketResults } from '../../src/db/schema/sports.js';
import { CODE, ledgerState, signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { bookOf, get, openMarket, order, placeBet, recordLive, walletState } from '../betting/betting-helpers.js';
import {
  accountsOf,
  balanceDeltas,
  bet,
  betsOfMarket,
  declareAndSettle,
  newPlayer,
  rollbackAndReverse,
  expectLedgerSound,
  settlementChain,
} from '../settlement/settlement-helpers.js';

/**
 * Staff voids of bets on a real database: open bets leave the book and release exposure;
 * settled bets are taken back by new ledger entries shared out as settlement shared them; a
 * roll-back afterwards reverses the void with the settlement; idempotency, atomicity, access
 * and bad input. The ledger invariant is checked after every void.
 */

let t: TestApp;
let c: SignedInChain;
let other: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await settlementChain(t);
  other = await signedInChain(t.db);
});
afterAll(async () => t.close());

function voidBets(token: string, role: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/${role}/user/openBet/void`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

const valid = (betIds: string[], extra: Record<string, unknown> = {}) => ({
  betIds,
  remarks: 'palpable error',
  transactionCode: CODE,
  ...extra,
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const auditOf = (betId: string) =>
  rows<{ actor_id: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; ip: string | null }>(
    sql`select actor_id, action, before, after, ip from audit_log where target_type = 'bet' and target_id = ${betId} order by created_at`,
  );

const statusOf = async (betId: string) =>
  (await rows<{ status: string; pnl: string | null }>(sql`select status, pnl::text from bets where id = ${betId}::uuid`))[0]!;

describe('voiding open bets (Delete Open Bets)', () => {
  it('takes the bet off the book, releases its exposure, audits it and tells the player; a second void changes nothing', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c);
    const first = await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    const second = await bet(t, p.token, m, { runner: 1, odd: 2.05, stake: 100 });
    // Back 100 on A at 1.85 and on B at 2.05: -15.00 when A wins, +5.00 when B wins.
    expect((await walletState(t, p.user)).exposure).toBe(15_00);
    const entriesBefore = (await ledgerState(t.db)).entries;
    const sent = recordLive(t.app.ctx);

    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([first]));
    expect(res.statusCode, res.body).toBe(200);
    const answer = voidResultSchema.parse(res.json().docs);
    expect(res.json().message).toBe(BET_VOID_MESSAGES.voided);
    expect(answer.bets).toEqual([
      { _id: first, userId: p.user.id, userName: p.user.userName, marketId: m.market.id, previousStatus: 'open', voided: true },
    ]);
    // Only the back on B is left: it loses 100.00 unless B wins. Voiding a hedge raises the exposure.
    expect(answer.movements).toEqual([
      { userId: p.user.id, userName: p.user.userName, marketId: m.market.id, bets: 1, exposureReleased: -85, ptsChange: 0, entryIds: [] },
    ]);
    expect(await statusOf(first)).toEqual({ status: 'deleted', pnl: null });
    expect(await statusOf(second)).toEqual({ status: 'open', pnl: null });
    const book = await bookOf(t, p.user, m.market.id);
    expect(book).toEqual({ book: { [m.runners[0]!.id]: -100_00, [m.runners[1]!.id]: 105_00 }, exposure: 100_00, openBets: 1 });
    expect(await walletState(t, p.user)).toMatchObject({ balance: 1_000_00, exposure: 100_00, booksExposure: 100_00 });
    // Exposure is not a movement of points: no journal entry.
    expect((await ledgerState(t.db)).entries).toBe(entriesBefore);

    const [audit] = await auditOf(first);
    expect(audit).toMatchObject({
      actor_id: c.whiteLabel.id,
      action: 'bet.void',
      before: { status: 'open', userId: p.user.id, stake: 100, odd: 1.85, side: 'back' },
      after: { status: 'deleted', remarks: 'palpable error', group: { betIds: [first], exposureReleased: -85 } },
    });
    const updates = sent.filter((s) => s.event === 'getOpenBetUpdates');
    expect(updates.map((s) => [s.to, openBetSchema.parse(s.payload)._id, openBetSchema.parse(s.payload).status])).toEqual([
      [`user:${p.user.id}`, first, 'deleted'],
    ]);
    // The points are read after commit and sent when read (a placement's may still be on its way).
    await vi.waitFor(() =>
      expect(
        sent.filter((s) => s.event === 'getPtsUpdates').map((s) => [s.to, (s.payload as { exposure: number }).exposure]),
      ).toContainEqual([`user:${p.user.id}`, 100]),
    );
    const open = await get(t, '/api/user/openBet', p.token);
    expect((open.json() as { docs: { _id: string }[] }).docs.map((b) => b._id)).toEqual([second]);

    // Again: nothing moves, no second audit row.
    const state = await ledgerState(t.db);
    const again = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([first]));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(BET_VOID_MESSAGES.alreadyVoided);
    expect(voidResultSchema.parse(again.json().docs).bets[0]).toMatchObject({ previousStatus: 'deleted', voided: false });
    expect(await ledgerState(t.db)).toEqual(state);
    expect(await auditOf(first)).toHaveLength(1);

    // The last open bet: the book goes and the exposure returns to 0.
    const last = await voidBets(c.tokens.administrator, 'administrator', valid([second]));
    expect(last.statusCode, last.body).toBe(200);
    expect(await bookOf(t, p.user, m.market.id)).toBeNull();
    expect(await walletState(t, p.user)).toMatchObject({ balance: 1_000_00, exposure: 0, booksExposure: 0 });
    await expectLedgerSound(t.db);
  });

  it('rebuilds a session book from the bets that remain', async () => {
    const m = await openMarket(t, { type: 'session' });
    const p = await newPlayer(t, c);
    const yes = await bet(t, p.token, m, { odd: 100, run: 46, stake: 100 });
    await bet(t, p.token, m, { side: 'LAY', odd: 100, run: 45, stake: 100 });
    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([yes]));
    expect(res.statusCode, res.body).toBe(200);
    // Only the No at 45 is left: +100 below 45, -100 from 45 on.
    expect((await bookOf(t, p.user, m.market.id))?.exposure).toBe(100_00);
    expect((await walletState(t, p.user)).exposure).toBe(100_00);
    await expectLedgerSound(t.db);
  });
});

describe('voiding settled bets (Delete Bet History)', () => {
  it('takes the P/L back by new entries split as settlement split it, with the commission of what remains', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const a = await newPlayer(t, c, { commissionBps: 200 });
    const b = await newPlayer(t, c);
    const win = await bet(t, a.token, m, { odd: 1.85, stake: 100 });
    const lose = await bet(t, a.token, m, { runner: 1, odd: 2.05, stake: 100 });
    const bWin = await bet(t, b.token, m, { odd: 1.85, stake: 100 });
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    const people = [a.user, b.user, c.whiteLabel, c.admin, c.master];
    const settled = await accountsOf(t, people);
    const sent = recordLive(t.app.ctx);

    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([win]));
    expect(res.statusCode, res.body).toBe(200);
    // A lost 15.00 (85 - 100) and earned 0.30 commission; without the winning bet it lost 100.00
    // and earns 2.00: the 85.00 goes back 20/10/30/40, and the extra 1.70 is paid the same way.
    expect(balanceDeltas(settled, await accountsOf(t, people))).toEqual({
      [a.user.id]: -85_00 + 1_70,
      [c.whiteLabel.id]: 17_00 - 34,
      [c.admin.id]: 8_50 - 17,
      [c.master.id]: 25_50 - 51,
      house: 34_00 - 68,
    });
    const answer = voidResultSchema.parse(res.json().docs);
    expect(answer.movements).toMatchObject([{ userId: a.user.id, bets: 1, exposureReleased: 0, ptsChange: -83.3 }]);
    expect(answer.movements[0]!.entryIds).toHaveLength(2);
    expect((await betsOfMarket(t, m.market.id)).map((x) => [x.id, x.status, x.pnl])).toEqual([
      [win, 'deleted', null],
      [lose, 'settled', String(-100_00)],
      [bWin, 'settled', String(85_00)],
    ]);
    const [audit] = await auditOf(win);
    expect(audit).toMatchObject({ before: { status: 'settled', pnl: 85 }, after: { status: 'deleted', group: { ptsChange: -83.3 } } });
    expect(sent.find((s) => s.event === 'getOpenBetUpdates')).toMatchObject({
      to: `user:${a.user.id}`,
      payload: { _id: win, status: 'deleted' },
    });

    // The statement names the movement; the history shows the bet deleted.
    const statement = await get(t, `/api/whiteLabel/accountStatement?userId=${a.user.id}`, c.tokens.whiteLabel);
    expect(statement.statusCode, statement.body).toBe(200);
    const descriptions = (statement.json() as { docs: { description: string; debit: number }[] }).docs;
    expect(descriptions.filter((d) => d.description.startsWith('Bet voided by staff')).map((d) => d.debit)).toEqual([85]);
    const history = await get(t, `/api/user/openBet/history?status=deleted`, a.token);
    expect((history.json() as { docs: { _id: string; pnl: null }[] }).docs).toMatchObject([{ _id: win, pnl: null }]);
    await expectLedgerSound(t.db);

    // Voiding again moves nothing.
    const state = await ledgerState(t.db);
    expect((await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([win]))).statusCode).toBe(200);
    expect(await ledgerState(t.db)).toEqual(state);
  });

  it('a roll-back afterwards reverses the void with the settlement, and the next result settles only what stands', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const a = await newPlayer(t, c, { commissionBps: 200 });
    const win = await bet(t, a.token, m, { odd: 1.85, stake: 100 });
    await bet(t, a.token, m, { runner: 1, odd: 2.05, stake: 100 });
    const people = [a.user, c.whiteLabel, c.admin, c.master];
    const open = await accountsOf(t, people);
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    expect((await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([win]))).statusCode).toBe(200);

    await rollbackAndReverse(t, c, m.market.id);
    // Every point is back where it was before the result; the deleted bet stays out of the book.
    expect(await accountsOf(t, people)).toEqual({ ...open, [a.user.id]: { balance: 1_000_00, exposure: 100_00 } });
    expect((await betsOfMarket(t, m.market.id)).map((x) => x.status)).toEqual(['deleted', 'open']);

    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    // Only the losing 100.00 settles, with its 2.00 commission.
    expect(balanceDeltas(open, await accountsOf(t, people))).toEqual({
      [a.user.id]: -100_00 + 2_00,
      [c.whiteLabel.id]: 20_00 - 40,
      [c.admin.id]: 10_00 - 20,
      [c.master.id]: 30_00 - 60,
      house: 40_00 - 80,
    });
    await expectLedgerSound(t.db);
  });

  it('voids a bet of a voided market without moving points', async () => {
    const m = await openMarket(t, { type: 'bookmaker' });
    const p = await newPlayer(t, c);
    const id = await bet(t, p.token, m, { odd: 85, stake: 100 });
    await declareAndSettle(t, c, { marketId: m.market.id, void: true });
    const state = await ledgerState(t.db);
    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([id]));
    expect(res.statusCode, res.body).toBe(200);
    expect(voidResultSchema.parse(res.json().docs).bets[0]).toMatchObject({ previousStatus: 'void', voided: true });
    expect(await statusOf(id)).toEqual({ status: 'deleted', pnl: null });
    const after = await ledgerState(t.db);
    expect([after.entries, after.balances]).toEqual([state.entries, state.balances]);
  });

  it('answers 409 while the result of the bet is being rolled back', async () => {
    const m = await openMarket(t, { type: 'betfair' });
    const p = await newPlayer(t, c);
    const id = await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    await declareAndSettle(t, c, { marketId: m.market.id, teamId: m.runners[0]!.id });
    // The state a roll-back leaves until the job has reopened the bets: no result, bets settled.
    await t.db.delete(marketResults).where(eq(marketResults.marketId, m.market.id));
    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([id]));
    expect([res.statusCode, res.json().message]).toEqual([409, BET_VOID_MESSAGES.rollbackInProgress]);
    expect(await statusOf(id)).toMatchObject({ status: 'settled' });
  });
});

describe('who may void, bad input and atomicity', () => {
  let p: Awaited<ReturnType<typeof newPlayer>>;
  let m: Awaited<ReturnType<typeof openMarket>>;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    m = await openMarket(t, { type: 'betfair' });
    p = await newPlayer(t, c);
    mine = await bet(t, p.token, m, { odd: 1.85, stake: 100 });
    const q = await newPlayer(t, other);
    theirs = await bet(t, q.token, m, { odd: 1.85, stake: 100 });
  });

  it('refuses roles below the white label, staff of another site and unknown bets with 403, changing nothing', async () => {
    const state = await ledgerState(t.db);
    const cases: [string, string, string[], string][] = [
      [c.tokens.admin, 'admin', [mine], 'Not allowed for your role'],
      [c.tokens.master, 'master', [mine], 'Not allowed for your role'],
      [p.token, 'user', [mine], 'Not allowed for your role'],
      [c.tokens.whiteLabel, 'administrator', [mine], 'Not allowed for your role'],
      [other.tokens.whiteLabel, 'whiteLabel', [mine], BET_VOID_MESSAGES.notYourBet],
      [other.tokens.administrator, 'administrator', [mine], BET_VOID_MESSAGES.notYourBet],
      [c.tokens.whiteLabel, 'whiteLabel', ['00000000-0000-4000-8000-000000000000'], BET_VOID_MESSAGES.notYourBet],
      // One bet of the downline and one outside it: nothing is voided.
      [c.tokens.whiteLabel, 'whiteLabel', [mine, theirs], BET_VOID_MESSAGES.notYourBet],
    ];
    for (const [token, role, ids, message] of cases) {
      const res = await voidBets(token, role, valid(ids));
      expect([res.statusCode, res.json().message], `${role} ${ids.join(',')}`).toEqual([403, message]);
    }
    expect(await statusOf(mine)).toMatchObject({ status: 'open' });
    expect(await ledgerState(t.db)).toEqual(state);
    expect((await walletState(t, p.user)).exposure).toBe(100_00);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const state = await ledgerState(t.db);
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [valid([mine], { remarks: '  ' }), 400, MESSAGES.remarksRequired],
      [valid([mine], { transactionCode: '' }), 400, MESSAGES.transactionCodeEmpty],
      [valid([mine], { transactionCode: '11111111' }), 400, MESSAGES.invalidTransactionCode],
      [valid([mine, mine]), 400, BET_VOID_MESSAGES.duplicateBet],
      [valid([]), 400, /Select at least one bet/],
      [valid(['not-a-bet']), 400, /betIds must be bet ids/],
      [{ remarks: 'x', transactionCode: CODE }, 400, /betIds/],
    ];
    for (const [body, status, message] of cases) {
      const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await ledgerState(t.db)).toEqual(state);
    expect(await statusOf(mine)).toMatchObject({ status: 'open' });
  });

  it('refuses a rejected bet with 409 and voids nothing of the call', async () => {
    // More than the player holds: refused by the placement queue and kept as a rejected bet.
    const refused = await placeBet(t, p.token, { ...order(m, { odd: 1.85, stake: 5_000 }) });
    expect(refused.statusCode, refused.body).toBe(400);
    const rejected = (refused.json() as { docs: { _id: string; status: string } }).docs;
    expect(rejected.status).toBe('rejected');
    const res = await voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([mine, rejected._id]));
    expect([res.statusCode, res.json().message]).toEqual([409, BET_VOID_MESSAGES.rejectedBet]);
    expect(await statusOf(mine)).toMatchObject({ status: 'open' });
  });

  it('two voids of the same bet at once: one voids it, the other finds it voided', async () => {
    const q = await newPlayer(t, c);
    const id = await bet(t, q.token, m, { odd: 1.85, stake: 100 });
    const [x, y] = await Promise.all([
      voidBets(c.tokens.whiteLabel, 'whiteLabel', valid([id])),
      voidBets(c.tokens.administrator, 'administrator', valid([id])),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect([x.json().message, y.json().message].sort()).toEqual([BET_VOID_MESSAGES.alreadyVoided, BET_VOID_MESSAGES.voided].sort());
    expect(await auditOf(id)).toHaveLength(1);
    expect((await walletState(t, q.user)).exposure).toBe(0);
    await expectLedgerSound(t.db);
  });
});
