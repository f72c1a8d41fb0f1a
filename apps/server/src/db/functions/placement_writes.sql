-- A placement batch's writes, one array per column (modules/betting/betting.repository.ts,
-- writesArguments): the books upserted, the wallets' exposure moved and the bets inserted, all
-- stamped with the batch's instant. Arrays rather than a JSON document because parsing JSON was
-- a large part of PostgreSQL's work per bet. Called by placement_commit after its checks, and on
-- its own by a batch that holds its locks from placement_locks.
CREATE OR REPLACE FUNCTION placement_writes(
  k_user uuid[], k_market text[], k_book jsonb[], k_exposure bigint[], k_open_bets int[],
  m_account uuid[], m_delta bigint[],
  b_id uuid[], b_user uuid[], b_white_label uuid[], b_market text[], b_event text[], b_market_type text[],
  b_runner text[], b_runner_name text[], b_side text[], b_asked_odd int[], b_odd int[], b_run int[],
  b_stake bigint[], b_profit bigint[], b_liability bigint[], b_status text[], b_reject_reason text[],
  b_delay_second int[], b_checks jsonb[], b_share_list int[], b_client_info jsonb[], b_idempotency_key text[],
  p_at timestamptz)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  -- unnest of several arrays pads the shorter ones with NULLs: the caller sends each group with
  -- one element per row (betting.repository.ts writesArguments), and a NOT NULL column refuses
  -- a row that came out short.
  INSERT INTO user_market_books (user_id, market_id, book, exposure, open_bets, version, updated_at)
  SELECT v.user_id, v.market_id, v.book, v.exposure, v.open_bets, 1, p_at
  FROM unnest(k_user, k_market, k_book, k_exposure, k_open_bets) AS v(user_id, market_id, book, exposure, open_bets)
  ON CONFLICT (user_id, market_id) DO UPDATE SET
    book = excluded.book, exposure = excluded.exposure, open_bets = excluded.open_bets,
    version = user_market_books.version + 1, updated_at = excluded.updated_at;

  UPDATE balances SET exposure = balances.exposure + v.delta, version = balances.version + 1, updated_at = p_at
  FROM unnest(m_account, m_delta) AS v(account_id, delta)
  WHERE balances.account_id = v.account_id;

  INSERT INTO bets (
    id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
    asked_odd, odd, run, stake, profit, liability, status, reject_reason, pnl, delay_second,
    checks, share_list_id, client_info, idempotency_key, created_at, matched_at, settled_at, updated_at
  )
  SELECT v.id, v.user_id, v.white_label_id, v.market_id, v.event_id, v.market_type, v.runner_id, v.runner_name, v.side,
    v.asked_odd, v.odd, v.run, v.stake, v.profit, v.liability, v.status, v.reject_reason, NULL, v.delay_second,
    v.checks, v.share_list_id, v.client_info, v.idempotency_key,
    p_at, CASE WHEN v.status = 'open' THEN p_at END, NULL, p_at
  FROM unnest(b_id, b_user, b_white_label, b_market, b_event, b_market_type, b_runner, b_runner_name, b_side,
              b_asked_odd, b_odd, b_run, b_stake, b_profit, b_liability, b_status, b_reject_reason,
              b_delay_second, b_checks, b_share_list, b_client_info, b_idempotency_key)
    AS v(id, user_id, white_label_id, market_id, event_id, market_type, runner_id, runner_name, side,
         asked_odd, odd, run, stake, profit, liability, status, reject_reason,
         delay_second, checks, share_list_id, client_info, idempotency_key);
END
$$;
