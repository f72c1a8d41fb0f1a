import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { LEDGER_MESSAGES, MESSAGES } from '@backlay/contract';
import { checkLedger } from '../../src/modules/ledger/index.js';
import type { UserRow } from '../../src/lib/context.js';
import { newUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { balanceOf, body, issuanceBalance, signedInChain, transfer, type ChainKey, type SignedInChain, type StaffKey } from './helpers.js';

/**
 * Random sequences of credits and debits through the real API, including ones that must be
 * refused (overdrafts, bad amounts, accounts that are not a direct downline), against a model
 * kept here: after every run each wallet equals the model, the ledger check passes and all
 * balances sum to zero.
 */

type Key = ChainKey | 'user2';
const ACCOUNTS: Key[] = ['administrator', 'whiteLabel', 'admin', 'superMaster', 'master', 'agent', 'branch', 'user', 'user2'];
/** [upline, account, is it a direct downline]. */
const PAIRS: [StaffKey, Key, boolean][] = [
  ['administrator', 'whiteLabel', true],
  ['whiteLabel', 'admin', true],
  ['admin', 'superMaster', true],
  ['superMaster', 'master', true],
  ['master', 'agent', true],
  ['agent', 'branch', true],
  ['branch', 'user', true],
  ['branch', 'user2', true],
  ['agent', 'user', false],
  ['branch', 'agent', false],
  ['administrator', 'admin', false],
];

const validAmount = fc.integer({ min: 1, max: 2_000_000 }); // paise: up to 20,000 rupees
const op = fc.record({
  pair: fc.integer({ min: 0, max: PAIRS.length - 1 }),
  action: fc.constantFrom('add' as const, 'subtract' as const),
  amount: fc.oneof(
    { weight: 8, arbitrary: validAmount.map((p) => ({ paise: p, sent: (p / 100) as unknown })) },
    { weight: 2, arbitrary: validAmount.map((p) => ({ paise: p, sent: (p / 100).toFixed(2) as unknown })) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('abc', 0, -1, '1.234', 1.005, '').map((sent) => ({ paise: null, sent })) },
  ),
});

/** How often each outcome came up, so the last test can show the runs reached every branch. */
const seen = { moved: 0, overdraft: 0, invalid: 0, notDirect: 0 };

let t: TestApp;
let c: SignedInChain & { user2: UserRow };
beforeAll(async () => {
  t = await createTestApp();
  const chain = await signedInChain(t.db);
  c = { ...chain, user2: await newUser(t.db, { role: 'user', parent: chain.branch }) };
  // Start every wallet with some points, down the chain, so random runs mostly move points
  // and still overdraw now and then (an amount is up to 20,000; a wallet starts with 30,000).
  for (const [from, to] of PAIRS.filter(([, , direct]) => direct)) {
    const res = await transfer(t.app, c.tokens[from], from, body(c[to].id, 30_000 * (to === 'user' || to === 'user2' ? 1 : 3), 'add'));
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => t.close());

async function readModel(): Promise<Map<Key | 'issuance', bigint>> {
  const model = new Map<Key | 'issuance', bigint>();
  for (const k of ACCOUNTS) model.set(k, await balanceOf(t.db, c[k]));
  model.set('issuance', await issuanceBalance(t.db));
  return model;
}

describe('ledger under random transfers', () => {
  test.prop([fc.array(op, { minLength: 1, maxLength: 15 })], { numRuns: 25 })(
    'keeps every wallet equal to the model and the ledger balanced',
    async (ops) => {
      const model = await readModel();
      for (const o of ops) {
        const [from, to, direct] = PAIRS[o.pair]!;
        const res = await transfer(t.app, c.tokens[from], from, body(c[to].id, o.amount.sent, o.action));
        const amount = o.amount.paise === null ? null : BigInt(o.amount.paise);
        const source: Key | 'issuance' = from === 'administrator' ? 'issuance' : from;
        if (amount === null) {
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(MESSAGES.invalidAddSubtract);
          seen.invalid++;
          continue;
        }
        if (!direct) {
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe(LEDGER_MESSAGES.notDirectDownline);
          seen.notDirect++;
          continue;
        }
        const [payer, payee] = o.action === 'add' ? [source, to] : [to, source];
        if (payer !== 'issuance' && model.get(payer)! < amount) {
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(o.action === 'add' ? MESSAGES.amountOverAvailable : LEDGER_MESSAGES.amountOverUserAvailable);
          seen.overdraft++;
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        seen.moved++;
        model.set(payer, model.get(payer)! - amount);
        model.set(payee, model.get(payee)! + amount);
        expect(res.json().docs.pts).toBe(Number(model.get(to)!) / 100);
        expect(res.json().docs.uplinePts).toBe(Number(model.get(from)!) / 100);
      }
      for (const k of ACCOUNTS) {
        const b = await balanceOf(t.db, c[k]);
        expect(b, k).toBe(model.get(k));
        expect(b >= 0n, k).toBe(true);
      }
      expect(await issuanceBalance(t.db)).toBe(model.get('issuance'));
      const report = await checkLedger(t.db);
      expect(report.ok).toBe(true);
      expect(report.totals.balanceSum).toBe(0n);
      expect(report.totals.postingSum).toBe(0n);
    },
    120_000,
  );

  it('reached every outcome: moves, overdrafts, bad amounts and refused accounts', () => {
    expect(seen.moved).toBeGreaterThan(10);
    expect(seen.overdraft).toBeGreaterThan(0);
    expect(seen.invalid).toBeGreaterThan(0);
    expect(seen.notDirect).toBeGreaterThan(0);
  });
});
