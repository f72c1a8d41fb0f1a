-- Each distinct list of upline shares stored once (schema/betting.ts uplineShareLists): a bet
-- names its list by id instead of carrying the ~700-byte list itself. Measured before this
-- migration (bench/README.md, session 10): a settled bet row was ~960 bytes of which 712 were
-- the list; 100,000 bets took 195 MB at fillfactor 50, more than shared_buffers, and settling a
-- chunk of 25,000 wrote 21 MB of WAL and sorted its answer on disk.
CREATE TABLE "upline_share_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upline_share_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"digest" text NOT NULL,
	"shares" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upline_share_lists_digest_unique" UNIQUE("digest")
);
--> statement-breakpoint
-- The lists the bets already hold, then each bet pointed at its own.
INSERT INTO "upline_share_lists" ("digest", "shares")
SELECT md5(s.shares::text), s.shares FROM (SELECT DISTINCT "upline_shares" AS shares FROM "bets") s;
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "share_list_id" integer;
--> statement-breakpoint
UPDATE "bets" b SET "share_list_id" = l."id" FROM "upline_share_lists" l WHERE l."digest" = md5(b."upline_shares"::text);
--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "share_list_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "bets" DROP COLUMN "upline_shares";
--> statement-breakpoint
-- placement_writes (migration 0019) with the bets' list ids in place of their lists.
CREATE OR REPLACE FUNCTION placement_writes(p_books json, p_moves json, p_bets json, p_at timestamptz)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO user_market_books (user_id, market_id, book, exposure, open_bets, version, updated_at)
  SELECT v."userId", v."marketId", v.book, v.exposure, v."openBets", 1, p_at
  FROM json_to_recordset(p_books) AS v("userId" uuid, "marketId" text, book jsonb, exposure bigint, "openBets" int)
  ON CONFLICT (user_id, market_id) DO UPDATE SET
    book = excluded.book, exposure = excluded.exposure, open_bets = excluded.open_bets,
    version = user_market_books.version + 1, updated_at = excluded.updated_at;

  UPDATE balances SET exposure = balances.exposure + v.delta, version = balances.version + 1, updated_at = p_at
  FROM json_to_recordset(p_moves) AS v("accountId" uuid, delta bigint)
  WHERE balances.account_id = v."accountId";

  INSERT INTO bets (
    id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
    asked_odd, odd, run, stake, profit, liability, status, reject_reason, pnl, delay_second,
    checks, share_list_id, client_info, idempotency_key, created_at, matched_at, settled_at, updated_at
  )
  SELECT * FROM json_to_recordset(p_bets) AS v(
    id uuid, "userId" uuid, "whiteLabelId" uuid, "marketId" text, "eventId" text, "marketType" text,
    "runnerId" text, "runnerName" text, side text, "askedOdd" int, odd int, run int,
    stake bigint, profit bigint, liability bigint, status text, "rejectReason" text, pnl bigint, "delaySecond" int,
    checks jsonb, "shareListId" int, "clientInfo" jsonb, "idempotencyKey" text,
    "createdAt" timestamptz, "matchedAt" timestamptz, "settledAt" timestamptz, "updatedAt" timestamptz
  );
END
$$;
