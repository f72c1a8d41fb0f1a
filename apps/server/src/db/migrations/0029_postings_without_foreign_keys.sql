-- Postings keep no foreign keys on entry_id and account_id: see schema/ledger.ts (postings).
-- Each check was a locking read of the parent row per posting, fired as a trigger: about a
-- fifth of PostgreSQL's CPU while settlement chunks post their players' lines (the 100,000-bet
-- bench: 885-907 ms of PostgreSQL CPU without them, 1,077-1,113 ms with them). The ledger's
-- writers check what the keys guarded (ledger.service.ts).
ALTER TABLE "postings" DROP CONSTRAINT "postings_entry_id_journal_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_accounts_id_fk";
