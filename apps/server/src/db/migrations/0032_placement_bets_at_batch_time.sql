-- placement_writes (migration 0030) with its bets' times taken from the batch's instant p_at
-- instead of each bet's document: every bet of a batch is created and updated at the batch's
-- instant and, when accepted, matched at it (betting/placement-queue.ts betRow), and a new bet
-- has no P/L and no settlement time. The placement queue's bet rows hold those instants as
-- Date objects, and JSON.stringify turning three Dates into text for every bet was about two
-- thirds of the time spent writing the bets' document (6.6 of 10.5 µs a bet on this machine,
-- bench/README.md session 24). The rest is 0030's.
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
    v."askedOdd", v.odd, v.run, v.stake, v.profit, v.liability, v.status, v."rejectReason", NULL, v."delaySecond",
    v.checks::jsonb, v."shareListId", v."clientInfo"::jsonb, v."idempotencyKey",
    p_at, CASE WHEN v.status = 'open' THEN p_at END, NULL, p_at
  FROM json_to_recordset(p_bets) AS v(
    id uuid, "userId" uuid, "whiteLabelId" uuid, "marketId" text, "eventId" text, "marketType" text,
    "runnerId" text, "runnerName" text, side text, "askedOdd" int, odd int, run int,
    stake bigint, profit bigint, liability bigint, status text, "rejectReason" text, "delaySecond" int,
    checks json, "shareListId" int, "clientInfo" json, "idempotencyKey" text
  );
END
$$;
