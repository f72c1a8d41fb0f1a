-- Keeps each wallet's running totals on its balance row (balances.credit_total, pl_total,
-- commission_total, bonus_total; see schema/ledger.ts): the figures the points and profile calls
-- show, without summing the wallet's history on every message. Run by the statement-level trigger
-- postings_wallet_totals over the postings one INSERT wrote. Entries whose writer already added
-- their wallet lines itself (journal_entries.wallet_totals_applied, e.g. a settlement chunk) are
-- skipped. The view wallet_posting_totals recomputes the same figures from the postings for the
-- ledger check: change both together.
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
    WHERE a.kind = 'wallet' AND NOT e.wallet_totals_applied
      AND e.kind IN ('upline_credit', 'upline_debit', 'bet_settlement', 'casino_debit', 'casino_credit', 'casino_rollback', 'commission', 'bonus', 'deposit')
    GROUP BY p.account_id
  ) t
  WHERE b.account_id = t.account_id AND (t.credit <> 0 OR t.pl <> 0 OR t.commission <> 0 OR t.bonus <> 0);
  RETURN NULL;
END
$$;
