ALTER TABLE "balances" ADD COLUMN "credit_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "pl_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "commission_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "bonus_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each wallet's postings added up by what moved them (see balances.credit_total in
-- schema/ledger.ts): what the points and profile calls show. Before this migration they were
-- summed from the wallet's whole history on every points message (after every bet and every
-- settlement); now a trigger keeps them on the balance row, and this view is the
-- recomputation the backfill below and the ledger check use. The trigger's SELECT applies the
-- same rules to the postings one statement inserted: change both together.
CREATE VIEW "wallet_posting_totals" AS
SELECT p.account_id,
  coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('upline_credit', 'upline_debit') AND e.reference = 'user:' || a.user_id::text), 0)::bigint AS credit,
  coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback')), 0)::bigint AS pl,
  coalesce(sum(p.amount) FILTER (WHERE e.kind = 'commission'), 0)::bigint AS commission,
  (coalesce(sum(p.amount) FILTER (WHERE e.kind = 'bonus'), 0) - coalesce(sum(pr.amount), 0))::bigint AS bonus
FROM "postings" p
JOIN "journal_entries" e ON e.id = p.entry_id
JOIN "accounts" a ON a.id = p.account_id
-- A deposit's bonus rides in the deposit's own entry: the promotions account's line of an
-- entry that credits this wallet.
LEFT JOIN LATERAL (
  SELECT sum(pp.amount) AS amount FROM "postings" pp JOIN "accounts" pa ON pa.id = pp.account_id
  WHERE e.kind = 'deposit' AND p.amount > 0 AND pp.entry_id = e.id AND pa.kind = 'promotions'
) pr ON true
WHERE a.kind = 'wallet'
GROUP BY p.account_id;
--> statement-breakpoint
UPDATE "balances" b SET credit_total = t.credit, pl_total = t.pl, commission_total = t.commission, bonus_total = t.bonus
FROM "wallet_posting_totals" t
WHERE b.account_id = t.account_id;
--> statement-breakpoint
-- Statement-level, over the statement's new postings (a transition table): one UPDATE of the
-- wallets it touched per INSERT, however many postings it wrote (a settlement chunk writes
-- thousands in one). Every writer inserts all the lines of an entry in one statement, so a
-- deposit's promotions line is there when its wallet line is counted.
CREATE OR REPLACE FUNCTION balances_add_posting_totals() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE "balances" b SET
    credit_total = b.credit_total + t.credit,
    pl_total = b.pl_total + t.pl,
    commission_total = b.commission_total + t.commission,
    bonus_total = b.bonus_total + t.bonus
  FROM (
    SELECT p.account_id,
      coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('upline_credit', 'upline_debit') AND e.reference = 'user:' || a.user_id::text), 0) AS credit,
      coalesce(sum(p.amount) FILTER (WHERE e.kind IN ('bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback')), 0) AS pl,
      coalesce(sum(p.amount) FILTER (WHERE e.kind = 'commission'), 0) AS commission,
      coalesce(sum(p.amount) FILTER (WHERE e.kind = 'bonus'), 0) - coalesce(sum(pr.amount), 0) AS bonus
    FROM new_postings p
    JOIN "journal_entries" e ON e.id = p.entry_id
    JOIN "accounts" a ON a.id = p.account_id
    LEFT JOIN LATERAL (
      SELECT sum(pp.amount) AS amount FROM "postings" pp JOIN "accounts" pa ON pa.id = pp.account_id
      WHERE e.kind = 'deposit' AND p.amount > 0 AND pp.entry_id = e.id AND pa.kind = 'promotions'
    ) pr ON true
    WHERE a.kind = 'wallet'
      AND e.kind IN ('upline_credit', 'upline_debit', 'bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback', 'commission', 'bonus', 'deposit')
    GROUP BY p.account_id
  ) t
  WHERE b.account_id = t.account_id AND (t.credit <> 0 OR t.pl <> 0 OR t.commission <> 0 OR t.bonus <> 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "postings_wallet_totals" AFTER INSERT ON "postings"
REFERENCING NEW TABLE AS new_postings
FOR EACH STATEMENT EXECUTE FUNCTION balances_add_posting_totals();
