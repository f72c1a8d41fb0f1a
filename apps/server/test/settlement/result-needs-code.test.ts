import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@backlay/contract';
import { marketResults, markets } from '../../src/db/schema/sports.js';
import { CODE, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  accountsOf,
  auditActions,
  balanceDeltas,
  betsOfMarket,
  declare,
  declareAndSettle,
  expectLedgerSound,
  marketBooks,
  rollback,
  settlementChain,
  winnerAndLoser,
} from './settlement-helpers.js';

/**
 * Declaring, voiding and rolling back a result settle every bet on the market on every site, so
 * each asks for the caller's transaction code, checked before any settlement work: a missing or
 * wrong code answers 400 and leaves the market, its bets, the books and every balance as they
 * were. The roll-back takes its code from the JSON body only, never from the URL.
 */

let t: TestApp;
let c: SignedInChain;

beforeAll(async () => {
  t = await createTestApp();
  c = await settlementChain(t);
});
afterAll(async () => t.close());

type Setup = Awaited<ReturnType<typeof winnerAndLoser>>;

/** Everything a result touches, after the settlement job has had its chance to run. */
async function stateOf(s: Setup) {
  await t.app.settlement.drain();
  const marketId = s.m.market.id;
  const [market] = await t.db.select({ status: markets.status }).from(markets).where(eq(markets.id, marketId));
  return {
    accounts: await accountsOf(t, s.people),
    bets: (await betsOfMarket(t, marketId)).map((b) => [b.id, b.status, b.pnl]),
    books: await marketBooks(t, marketId),
    results: await t.db.select().from(marketResults).where(eq(marketResults.marketId, marketId)),
    marketStatus: market!.status,
    audit: await auditActions(t, marketId),
  };
}

function expectRefused(res: LightMyRequestResponse, message: string): void {
  expect([res.statusCode, (res.json() as { message: string }).message], res.body).toEqual([400, message]);
}

const asAdministrator = () => c.tokens.administrator;

describe('declaring a result needs the transaction code', () => {
  // Four wrong codes in a row at most, below the lockout's allowance (TRANSACTION_CODE_LOCK).
  const refusals = [
    ['no code', {}, MESSAGES.transactionCodeEmpty],
    ['an empty code', { transactionCode: '' }, MESSAGES.transactionCodeEmpty],
    ['a blank code', { transactionCode: '   ' }, MESSAGES.transactionCodeEmpty],
    ['a wrong code', { transactionCode: '11112222' }, MESSAGES.invalidTransactionCode],
    ['a wrong code as a number', { transactionCode: 11112222 }, MESSAGES.invalidTransactionCode],
  ] as const;

  for (const [what, code, message] of refusals) {
    it(`refuses a winner with ${what} (400 '${message}'): the market stays open, no bet settles, no balance moves`, async () => {
      const s = await winnerAndLoser(t, c);
      const before = await stateOf(s);
      expect(before.marketStatus).toBe('open');
      // The helper sends CODE unless the body names a code: `undefined` leaves it out of the JSON.
      const body = { marketId: s.m.market.id, teamId: s.m.runners[0]!.id, transactionCode: undefined, ...code };
      expectRefused(await declare(t, asAdministrator(), 'administrator', body), message);
      expect(await stateOf(s)).toEqual(before);
    });

    it(`refuses a void with ${what} (400 '${message}'): every bet stays open with its exposure`, async () => {
      const s = await winnerAndLoser(t, c);
      const before = await stateOf(s);
      const body = { marketId: s.m.market.id, void: true, transactionCode: undefined, ...code };
      expectRefused(await declare(t, asAdministrator(), 'administrator', body), message);
      const after = await stateOf(s);
      expect(after).toEqual(before);
      expect(after.bets.map(([, status]) => status)).toEqual(['open', 'open']);
      expect(after.accounts[s.winner.user.id]!.exposure).toBe(100_00);
    });
  }

  it('refuses a whiteLabel without its code on its own manual market too', async () => {
    const s = await winnerAndLoser(t, c);
    await t.db.update(markets).set({ manual: true }).where(eq(markets.id, s.m.market.id));
    const before = await stateOf(s);
    const body = { marketId: s.m.market.id, teamId: s.m.runners[0]!.id, transactionCode: undefined };
    expectRefused(await declare(t, c.tokens.whiteLabel, 'whiteLabel', body), MESSAGES.transactionCodeEmpty);
    expect(await stateOf(s)).toEqual(before);
  });

  it('declares and settles with the right code, sent as text or as a number', async () => {
    const s = await winnerAndLoser(t, c);
    const res = await declare(t, asAdministrator(), 'administrator', { marketId: s.m.market.id, teamId: s.m.runners[0]!.id });
    expect(res.statusCode, res.body).toBe(200);
    const after = await stateOf(s);
    expect(after.bets.map(([, status, pnl]) => [status, Number(pnl)])).toEqual([
      ['settled', 85_00],
      ['settled', -100_00],
    ]);
    expect(balanceDeltas(s.before, after.accounts)[s.winner.user.id]).toBe(85_00);

    const voided = await winnerAndLoser(t, c);
    const asNumber = await declare(t, asAdministrator(), 'administrator', {
      marketId: voided.m.market.id,
      void: true,
      transactionCode: Number(CODE),
    });
    expect(asNumber.statusCode, asNumber.body).toBe(200);
    expect((await stateOf(voided)).bets.map(([, status]) => status)).toEqual(['void', 'void']);
    await expectLedgerSound(t.db);
  });
});

describe('rolling a result back needs the transaction code, in the body', () => {
  /** A settled winner/loser market and its state once settled. */
  async function settled() {
    const s = await winnerAndLoser(t, c);
    await declareAndSettle(t, c, { marketId: s.m.market.id, teamId: s.m.runners[0]!.id });
    const before = await stateOf(s);
    expect(before.bets.map(([, status]) => status)).toEqual(['settled', 'settled']);
    return { s, before };
  }

  const url = (marketId: string, extra = '') => `/api/administrator/market/result?marketId=${encodeURIComponent(marketId)}${extra}`;
  const auth = () => ({ authorization: `Bearer ${asAdministrator()}` });

  it("refuses a roll-back with no body (400 'Transaction Code is Empty'): the result stands, nothing reopens", async () => {
    const { s, before } = await settled();
    const res = await t.app.inject({ method: 'DELETE', url: url(s.m.market.id), headers: auth() });
    expectRefused(res, MESSAGES.transactionCodeEmpty);
    expect(await stateOf(s)).toEqual(before);
  });

  it("refuses a roll-back with an empty or missing code in the body (400 'Transaction Code is Empty')", async () => {
    const { s, before } = await settled();
    expectRefused(await rollback(t, asAdministrator(), 'administrator', s.m.market.id, ''), MESSAGES.transactionCodeEmpty);
    const noCode = await t.app.inject({ method: 'DELETE', url: url(s.m.market.id), headers: auth(), payload: {} });
    expectRefused(noCode, MESSAGES.transactionCodeEmpty);
    expect(await stateOf(s)).toEqual(before);
  });

  it("refuses a roll-back with a wrong code (400 'Invalid Transaction Code'): balances stay settled", async () => {
    const { s, before } = await settled();
    expectRefused(await rollback(t, asAdministrator(), 'administrator', s.m.market.id, '11112222'), MESSAGES.invalidTransactionCode);
    expect(await stateOf(s)).toEqual(before);
  });

  it('never takes the code from the query string, even the right one', async () => {
    const { s, before } = await settled();
    const inQuery = await t.app.inject({ method: 'DELETE', url: url(s.m.market.id, `&transactionCode=${CODE}`), headers: auth() });
    expectRefused(inQuery, MESSAGES.transactionCodeEmpty);
    // The body's code is the one checked: a wrong one there is not rescued by a right one in the URL.
    const both = await t.app.inject({
      method: 'DELETE',
      url: url(s.m.market.id, `&transactionCode=${CODE}`),
      headers: auth(),
      payload: { transactionCode: '11112222' },
    });
    expectRefused(both, MESSAGES.invalidTransactionCode);
    expect(await stateOf(s)).toEqual(before);
  });

  it('rolls back with the right code in the body: the bets reopen and the settlement is reversed', async () => {
    const { s } = await settled();
    const res = await rollback(t, asAdministrator(), 'administrator', s.m.market.id, CODE);
    expect(res.statusCode, res.body).toBe(200);
    const after = await stateOf(s);
    expect(after.results).toEqual([]);
    expect(after.bets.map(([, status]) => status)).toEqual(['open', 'open']);
    expect(balanceDeltas(s.before, after.accounts)).toEqual({});
    await expectLedgerSound(t.db);
  });
});
