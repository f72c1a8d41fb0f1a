-- Each wallet's postings added up by what moved them: the same figures the trigger
-- postings_wallet_totals keeps on the balance rows (balances_add_posting_totals.sql), recomputed
-- from the whole history. The ledger check (cli/ledger-check.ts, ledger.repository.ts) compares
-- the two; change both together.
CREATE OR REPLACE VIEW "wallet_posting_totals" AS
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
