import { afterAll, beforeAll, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { availablePaise, newCasinoPlayer, newProvider, openSession, walletCall, type TestProvider } from './casino-helpers.js';
import { WalletModel, type WalletEvent } from './wallet-model.js';

/**
 * Histories a provider could send — bets, wins and rollbacks of a few rounds, delivered out of
 * order and with repeats (retries after lost answers), sometimes with an id reused for another
 * amount — applied over HTTP to the real wallet on the real database. In every history each
 * call answers what the model answers, the final balance is the model's, every transaction
 * that moved points is exactly one ledger entry, and the ledger stays sound.
 */

let t: TestApp;
let c: SignedInChain;
let provider: TestProvider;

beforeAll(async () => {
  t = await createTestApp();
  c = await signedInChain(t.db);
  provider = await newProvider(t);
});
afterAll(async () => t.close());

const round = fc.record({
  bets: fc.array(fc.integer({ min: 1, max: 150_00 }), { minLength: 1, maxLength: 2 }),
  win: fc.option(fc.integer({ min: 0, max: 400_00 }), { nil: undefined }),
  rollbacks: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
});

const history = fc.record({
  funds: fc.integer({ min: 0, max: 300_00 }),
  rounds: fc.array(round, { minLength: 1, maxLength: 4 }),
  /** Per call: where it lands in the delivery order and how many times it is delivered. */
  delivery: fc.array(fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true }), copies: fc.integer({ min: 1, max: 2 }) }), {
    minLength: 24,
    maxLength: 24,
  }),
  /** Reuse the first bet's id for another amount. */
  tamper: fc.boolean(),
});

let runs = 0;

type History = typeof history extends fc.Arbitrary<infer H> ? H : never;

function eventsOf(h: History, run: number): WalletEvent[] {
  const calls: WalletEvent[] = [];
  h.rounds.forEach((r, ri) => {
    const roundId = `run${run}-r${ri}`;
    r.bets.forEach((paise, bi) => {
      const transactionId = `run${run}-r${ri}-d${bi}`;
      calls.push({ call: 'debit', transactionId, roundId, paise });
      if (r.rollbacks[bi])
        calls.push({ call: 'rollback', transactionId: `run${run}-r${ri}-rb${bi}`, roundId, referenceTransactionId: transactionId });
    });
    if (r.win !== undefined) calls.push({ call: 'credit', transactionId: `run${run}-r${ri}-c`, roundId, paise: r.win });
  });
  if (h.tamper) {
    const first = calls.find((e) => e.call === 'debit')!;
    calls.push({ ...first, paise: (first as { paise: number }).paise + 1 });
  }
  const delivered = calls.flatMap((e, i) => {
    const d = h.delivery[i % h.delivery.length]!;
    return Array.from({ length: d.copies }, (_, k) => ({ e, at: d.at + k * 0.37 }));
  });
  return delivered.sort((a, b) => a.at - b.at).map((x) => x.e);
}

async function movedEntries(run: number): Promise<number> {
  const r = await t.db.execute(
    sql`select count(*)::int as n from journal_entries where idempotency_key like ${`casino:${provider.id}:run${run}-%`}`,
  );
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

it('every reordered, repeated history ends on the model balance, one ledger entry per movement', async () => {
  await fc.assert(
    fc.asyncProperty(history, async (h) => {
      const run = ++runs;
      const player = await newCasinoPlayer(t, c, h.funds);
      const sessionId = await openSession(t, provider, player);
      const model = new WalletModel(h.funds);
      for (const e of eventsOf(h, run)) {
        const base = { playerId: player.user.id, transactionId: e.transactionId, roundId: e.roundId };
        const res =
          e.call === 'debit'
            ? await walletCall(t, provider, 'debit', { ...base, sessionId, gameId: provider.games.crash.code, amount: e.paise / 100 })
            : e.call === 'credit'
              ? await walletCall(t, provider, 'credit', { ...base, amount: e.paise / 100 })
              : await walletCall(t, provider, 'rollback', { ...base, referenceTransactionId: e.referenceTransactionId });
        const expected = model.apply(e);
        expect(res.statusCode, `${e.call} ${e.transactionId}: ${res.body}`).toBe(expected.status);
        if (expected.balance !== undefined) expect(Math.round((res.json() as { balance: number }).balance * 100)).toBe(expected.balance);
      }
      expect(await availablePaise(t, player.user)).toBe(BigInt(model.balance));
      expect(await movedEntries(run)).toBe(model.moved);
    }),
    { numRuns: 40 },
  );
  expect((await checkLedger(t.db)).ok).toBe(true);
});
