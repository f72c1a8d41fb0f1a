-- placement_writes (migrations 0019, 0021) with its documents' nested JSON read as json and
-- cast to jsonb in the select list, instead of typed jsonb in json_to_recordset's column list.
-- PostgreSQL 15 turns a nested value into a jsonb column of json_to_recordset several times
-- slower than the same value read as json and cast: measured on this 2-core machine, 2,000
-- rows of a placement batch's bets took 79-82 ms with checks and client_info typed jsonb and
-- 27-34 ms typed json with a cast (12-29 ms without the two fields at all), and 2,000 books
-- 30 ms with the book typed jsonb against 4.6 ms as json with a cast: about 25 µs of
-- PostgreSQL's CPU per bet and 12 per book, the largest part of a placement's database time.
-- The stored values are the same jsonb either way.
CREATE OR REPLACE FUNCTION placement_writes(p_books json, p_moves json, p_bets json, p_at timestamptz)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO user_market_books (user_id, market_id, book, exposure, open_bets, version, updated_at)
  SELECT v."userId", v."marketId", v.book::jsonb, v.exposure, v."openBets", 1, p_at
  FROM json_to_recordset(p_books) AS v("userId" uuid, "marketId" text, book json, exposure bigint, "openBets" int)
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
  SELECT v.id, v."userId", v."whiteLabelId", v."marketId", v."eventId", v."marketType", v."runnerId", v."runnerName", v.side,
    v."askedOdd", v.odd, v.run, v.stake, v.profit, v.liability, v.status, v."rejectReason", v.pnl, v."delaySecond",
    v.checks::jsonb, v."shareListId", v."clientInfo"::jsonb, v."idempotencyKey", v."createdAt", v."matchedAt", v."settledAt", v."updatedAt"
  FROM json_to_recordset(p_bets) AS v(
    id uuid, "userId" uuid, "whiteLabelId" uuid, "marketId" text, "eventId" text, "marketType" text,
    "runnerId" text, "runnerName" text, side text, "askedOdd" int, odd int, run int,
    stake bigint, profit bigint, liability bigint, status text, "rejectReason" text, pnl bigint, "delaySecond" int,
    checks json, "shareListId" int, "clientInfo" json, "idempotencyKey" text,
    "createdAt" timestamptz, "matchedAt" timestamptz, "settledAt" timestamptz, "updatedAt" timestamptz
  );
END
$$;
