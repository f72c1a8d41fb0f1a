import { afterAll, beforeAll, expect, it } from 'vitest';
import { fc } from '@fast-check/vitest';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../../src/modules/ledger/index.js';
import { signedInChain, type SignedInChain } from '../ledger/helpers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { signBody } from '../../src/modules/casino/index.js';
import { availablePaise, newCasinoPlayer, newProvider, openSession, walletCall, type TestProvider } from './casino-helpers.js';
import { WalletModel, type WalletEvent } from './wallet-model.js';

/**
 * Histories a provider could send — bets, wins and rollbacks of a few rounds, delivered out of
 * order and with repeats (retries after lost answers), sometimes with an id reused for another
 * amount, and with forged copies mixed in (no signature, a signature made with another secret,
 * or a body changed after signing) — applied over HTTP to the real wallet on the real database.
 * In every history each call answers what the model answers (every forged copy 401, changing
 * nothing), the final balance is the model's, every transaction that moved points is exactly
 * one ledger entry, and the ledger stays sound.
 *
 * Each history is a few dozen signed HTTP calls, each its own database transaction; 40
 * histories take 15-25 s on an idle machine, so the test allows 3 minutes for a loaded one.
 */

const FORGERIES = ['missing', 'otherSecret', 'bodyChanged'] as const;
type Forgery = (typeof FORGERIES)[number];

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
  delivery: fc.array(
    fc.record({
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      copies: fc.integer({ min: 1, max: 2 }),
      /** A forged copy of the call (for about one call in three), and where it lands in the order. */
      forgery: fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: fc.constantFrom(...FORGERIES), weight: 1 }),
      forgedAt: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    { minLength: 24, maxLength: 24 },
  ),
  /** Reuse the first bet's id for another amount. */
  tamper: fc.boolean(),
});

let runs = 0;
let forgedCalls = 0;

type History = typeof history extends fc.Arbitrary<infer H> ? H : never;

interface Delivery {
  e: WalletEvent;
  forgery?: Forgery;
}

function deliveriesOf(h: History, run: number): Delivery[] {
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
    const copies: { e: WalletEvent; forgery?: Forgery; at: number }[] = Array.from({ length: d.copies }, (_, k) => ({
      e,
      at: d.at + k * 0.37,
    }));
    if (d.forgery) copies.push({ e, forgery: d.forgery, at: d.forgedAt });
    return copies;
  });
  return delivered.sort((a, b) => a.at - b.at).map(({ e, forgery }) => (forgery ? { e, forgery } : { e }));
}

/** The call's JSON body as the provider sends it. */
function bodyOf(e: WalletEvent, playerId: string, sessionId: string): Record<string, unknown> {
  const base = { playerId, transactionId: e.transactionId, roundId: e.roundId };
  if (e.call === 'debit') return { ...base, sessionId, gameId: provider.games.crash.code, amount: e.paise / 100 };
  if (e.call === 'credit') return { ...base, amount: e.paise / 100 };
  return { ...base, referenceTransactionId: e.referenceTransactionId };
}

/** A forged copy: unsigned, signed with another secret, or signed and then changed (a bigger amount, another bet). */
function forge(e: WalletEvent, body: Record<string, unknown>, forgery: Forgery) {
  const raw = JSON.stringify(body);
  if (forgery === 'missing') return walletCall(t, provider, e.call, body, { signature: null });
  if (forgery === 'otherSecret') return walletCall(t, provider, e.call, body, { signature: signBody(`${provider.secret}x`, raw) });
  const changed =
    e.call === 'rollback' ? { ...body, referenceTransactionId: `${e.referenceTransactionId}x` } : { ...body, amount: e.paise / 100 + 1000 };
  return walletCall(t, provider, e.call, changed, { signature: signBody(provider.secret, raw) });
}

async function movedEntries(run: number): Promise<number> {
  const r = await t.db.execute(
    sql`select count(*)::int as n from journal_entries where idempotency_key like ${`casino:${provider.id}:run${run}-%`}`,
  );
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

it('every reordered, repeated history ends on the model balance, one ledger entry per movement; forged copies are refused', async () => {
  await fc.assert(
    fc.asyncProperty(history, async (h) => {
      const run = ++runs;
      const player = await newCasinoPlayer(t, c, h.funds);
      const sessionId = await openSession(t, provider, player);
      const model = new WalletModel(h.funds);
      for (const { e, forgery } of deliveriesOf(h, run)) {
        const body = bodyOf(e, player.user.id, sessionId);
        if (forgery) {
          const forged = await forge(e, body, forgery);
          expect(forged.statusCode, `forged (${forgery}) ${e.call} ${e.transactionId}: ${forged.body}`).toBe(401);
          forgedCalls++;
          continue;
        }
        const res = await walletCall(t, provider, e.call, body);
        const expected = model.apply(e);
        expect(res.statusCode, `${e.call} ${e.transactionId}: ${res.body}`).toBe(expected.status);
        if (expected.balance !== undefined) expect(Math.round((res.json() as { balance: number }).balance * 100)).toBe(expected.balance);
      }
      expect(await availablePaise(t, player.user)).toBe(BigInt(model.balance));
      expect(await movedEntries(run)).toBe(model.moved);
    }),
    { numRuns: 40 },
  );
  // The generator does mix forgeries in (about one call in three has a forged copy).
  expect(forgedCalls).toBeGreaterThan(40);
  expect((await checkLedger(t.db)).ok).toBe(true);
}, 180_000);
