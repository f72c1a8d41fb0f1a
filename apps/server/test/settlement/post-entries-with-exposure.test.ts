import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { conflict } from '../../src/lib/app-error.js';
import { balances, journalEntries, postings } from '../../src/db/schema/index.js';
import {
  checkLedger,
  issuanceAccountId,
  lockBalanceRows,
  postEntriesWithExposure,
  postEntry,
  walletAccountId,
  type PostEntryInput,
} from '../../src/modules/ledger/index.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { newChain } from '../factories.js';

/**
 * The ledger's bulk posting (what each settlement chunk posts with): entries, postings,
 * balances and exposure in one statement, with postEntries' rules for idempotency keys.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function accounts() {
  const c = await newChain(t.db);
  const [a, b, house] = [
    await walletAccountId(t.db, c.whiteLabel.id),
    await walletAccountId(t.db, c.admin.id),
    await issuanceAccountId(t.db),
  ];
  // Funds first, so the wallets can hold exposure.
  await t.db.transaction((tx) =>
    postEntry(tx, {
      kind: 'upline_credit',
      at: new Date(),
      lines: [
        { accountId: house, amount: -200_000n },
        { accountId: a, amount: 100_000n },
        { accountId: b, amount: 100_000n },
      ],
    }),
  );
  return { a, b, house };
}

async function state(ids: readonly string[]) {
  const out: Record<string, { balance: bigint; exposure: bigint }> = {};
  for (const id of ids) {
    const [row] = await t.db.select().from(balances).where(eq(balances.accountId, id));
    out[id] = { balance: row!.balance, exposure: row!.exposure };
  }
  return out;
}

function entries(key: string, a: string, b: string, house: string, at: Date): PostEntryInput[] {
  return [
    {
      kind: 'bet_settlement',
      reference: 'market:bulk-test',
      idempotencyKey: `settle:${key}`,
      memo: 'settled',
      at,
      lines: [
        { accountId: a, amount: 500n },
        { accountId: b, amount: -200n },
        { accountId: house, amount: -300n },
      ],
    },
    {
      kind: 'commission',
      reference: 'market:bulk-test',
      idempotencyKey: `commission:${key}`,
      memo: 'commission',
      at,
      lines: [
        { accountId: b, amount: 10n },
        { accountId: house, amount: -10n },
      ],
    },
  ];
}

describe('postEntriesWithExposure', () => {
  it('posts the entries with their postings in order and moves balances and exposure', async () => {
    const { a, b, house } = await accounts();
    const before = await state([a, b, house]);
    const at = new Date('2026-11-26T10:00:00Z');
    const answers = await t.db.transaction(async (tx) => {
      await lockBalanceRows(tx, [a, b, house]);
      return postEntriesWithExposure(
        tx,
        entries('one', a, b, house, at),
        [
          { accountId: a, delta: 7_000 },
          { accountId: b, delta: 3_000 },
        ],
        at,
      );
    });
    expect(answers.map((x) => x.created)).toEqual([true, true]);

    const after = await state([a, b, house]);
    expect(after[a]).toEqual({ balance: before[a]!.balance + 500n, exposure: before[a]!.exposure + 7_000n });
    expect(after[b]).toEqual({ balance: before[b]!.balance - 190n, exposure: before[b]!.exposure + 3_000n });
    expect(after[house]!.balance).toBe(before[house]!.balance - 310n);

    const [settle] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, answers[0]!.entryId));
    expect(settle).toMatchObject({ kind: 'bet_settlement', reference: 'market:bulk-test', idempotencyKey: 'settle:one', memo: 'settled' });
    expect(settle!.createdAt.toISOString()).toBe(at.toISOString());
    const lines = await t.db
      .select({ accountId: postings.accountId, amount: postings.amount })
      .from(postings)
      .where(eq(postings.entryId, answers[0]!.entryId))
      .orderBy(asc(postings.id));
    expect(lines).toEqual([
      { accountId: a, amount: 500n },
      { accountId: b, amount: -200n },
      { accountId: house, amount: -300n },
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a key posted before moves no points again (the exposure still moves), and other lines under it are refused', async () => {
    const { a, b, house } = await accounts();
    const at = new Date('2026-11-26T11:00:00Z');
    const post = (inputs: PostEntryInput[], exposure: number) =>
      t.db.transaction(async (tx) => {
        await lockBalanceRows(tx, [a, b, house]);
        return postEntriesWithExposure(tx, inputs, [{ accountId: a, delta: exposure }], at);
      });
    const first = await post(entries('two', a, b, house, at), 1_000);
    const before = await state([a, b, house]);

    const again = await post(entries('two', a, b, house, at), -1_000);
    expect(again).toEqual(first.map((x) => ({ entryId: x.entryId, created: false })));
    const after = await state([a, b, house]);
    expect(after[a]).toEqual({ balance: before[a]!.balance, exposure: before[a]!.exposure - 1_000n });
    expect(after[b]).toEqual(before[b]);
    expect(after[house]).toEqual(before[house]);

    // The same key moving something else: 409, and the transaction (its exposure too) rolls back.
    const changed = entries('two', a, b, house, at);
    changed[0]!.lines = [
      { accountId: a, amount: 900n },
      { accountId: house, amount: -900n },
    ];
    await expect(post(changed, 5_000)).rejects.toEqual(conflict('This Idempotency-Key was already used for a different transfer'));
    expect(await state([a, b, house])).toEqual(after);

    const [count] = (
      (await t.db.execute(
        sql`select count(*)::int as n from journal_entries where idempotency_key in ('settle:two', 'commission:two')`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(Number(count!.n)).toBe(2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses a line to an account without a balance row, even one whose lines net to zero, and writes nothing', async () => {
    // Postings carry no foreign keys: the statement's count of balance rows
    // updated is what refuses an account that does not exist.
    const { a, b, house } = await accounts();
    const before = await state([a, b, house]);
    const nowhere = '00000000-0000-4000-8000-000000000000';
    const at = new Date();
    const inputs = entries('nowhere', a, b, house, at);
    inputs[0]!.lines.push({ accountId: nowhere, amount: 40n }, { accountId: nowhere, amount: -40n });
    await expect(
      t.db.transaction(async (tx) => {
        await lockBalanceRows(tx, [a, b, house]);
        return postEntriesWithExposure(tx, inputs, [], at);
      }),
    ).rejects.toThrow(/no balance row/);
    expect(await state([a, b, house])).toEqual(before);
    const orphans = await t.db.select().from(postings).where(eq(postings.accountId, nowhere));
    expect(orphans).toEqual([]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('with nothing to post it only moves the exposure; lines with a funds check are refused', async () => {
    const { a, b, house } = await accounts();
    const before = await state([a]);
    const at = new Date();
    await t.db.transaction(async (tx) => {
      await lockBalanceRows(tx, [a]);
      await postEntriesWithExposure(tx, [], [{ accountId: a, delta: 2_500 }], at);
    });
    expect(await state([a])).toEqual({ [a]: { balance: before[a]!.balance, exposure: before[a]!.exposure + 2_500n } });

    const funded = entries('three', a, b, house, at);
    funded[0]!.lines[1]!.mustStayFunded = conflict('no funds');
    await expect(
      t.db.transaction(async (tx) => {
        await lockBalanceRows(tx, [a, b, house]);
        return postEntriesWithExposure(tx, funded, [], at);
      }),
    ).rejects.toThrow(/funds check/);
  });
});
