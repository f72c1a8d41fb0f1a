import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOURNAL_KINDS, type JournalKind } from '@backlay/contract';
import { balances } from '../../src/db/schema/index.js';
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
 * The wallets' posting totals (credit, P/L, commission, bonus) have one rule in two places:
 * the trigger (apps/server/src/db/functions/balances_add_posting_totals.sql), which every writer but the bulk one relies on, and
 * WALLET_TOTAL_OF_KIND (ledger.service.ts), with which postEntriesWithExposure adds the P/L and
 * commission totals itself. For every journal kind, the same entry posted both ways must move
 * a wallet's totals alike, so the two cannot drift apart unnoticed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function totalsOf(accountId: string) {
  const [row] = await t.db.select().from(balances).where(eq(balances.accountId, accountId));
  return { credit: row!.creditTotal, pl: row!.plTotal, commission: row!.commissionTotal, bonus: row!.bonusTotal };
}

type Totals = Awaited<ReturnType<typeof totalsOf>>;
const minus = (a: Totals, b: Totals): Totals => ({
  credit: a.credit - b.credit,
  pl: a.pl - b.pl,
  commission: a.commission - b.commission,
  bonus: a.bonus - b.bonus,
});

describe('the wallet totals rule', () => {
  it.each(JOURNAL_KINDS)(
    'an entry of kind %s moves the totals alike through the trigger and through the bulk writer',
    async (kind: JournalKind) => {
      const chain = await newChain(t.db);
      const [wallet, house] = [await walletAccountId(t.db, chain.user.id), await issuanceAccountId(t.db)];
      // A credit counts only with its player's reference; the same reference both ways.
      const entry = (key: string): PostEntryInput => ({
        kind,
        reference: `user:${chain.user.id}`,
        idempotencyKey: `${kind}:${key}:${chain.user.id}`,
        memo: 'totals rule',
        at: new Date(),
        lines: [
          { accountId: wallet, amount: 700n },
          { accountId: house, amount: -700n },
        ],
      });

      const start = await totalsOf(wallet);
      await t.db.transaction((tx) => postEntry(tx, entry('trigger')));
      const viaTrigger = minus(await totalsOf(wallet), start);

      const middle = await totalsOf(wallet);
      await t.db.transaction(async (tx) => {
        await lockBalanceRows(tx, [wallet, house]);
        return postEntriesWithExposure(tx, [entry('bulk')], [], new Date());
      });
      const viaBulk = minus(await totalsOf(wallet), middle);

      expect(viaBulk).toEqual(viaTrigger);
      expect((await checkLedger(t.db)).ok).toBe(true);
    },
  );
});
