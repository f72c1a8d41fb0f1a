-- placement_writes and placement_commit (migration 0034) take the rest of a batch's rows as one
-- array per column too: the books written and the exposure moves, and of the expectations the
-- wallets, the books as read and the players, a row each per bet. Measured on the placement
-- bench at peak with pg_stat_statements (track all, bench/README.md session 26), after 0034 each
-- statement reading one of these JSON documents with json_to_recordset cost a batch of 34 bets:
-- the wallets' lock and check 0.16 ms, the books' check 0.12, the players' 0.08, the books'
-- upsert 0.20 and the exposure update 0.10. The markets, the share lists, the uplines and the
-- Idempotency-Keys (a few rows a batch) stay JSON. A book's version as read is NULL for a book
-- the plan expects to be absent. The rest is 0034's.
DROP FUNCTION placement_commit(json, json, json, json, json, json, uuid[], json, json, json,
  uuid[], uuid[], uuid[], text[], text[], text[], text[], text[], text[], int[], int[], int[],
  bigint[], bigint[], bigint[], text[], text[], int[], jsonb[], int[], jsonb[], text[], timestamptz);
--> statement-breakpoint
DROP FUNCTION placement_writes(json, json,
  uuid[], uuid[], uuid[], text[], text[], text[], text[], text[], text[], int[], int[], int[],
  bigint[], bigint[], bigint[], text[], text[], int[], jsonb[], int[], jsonb[], text[], timestamptz);
--> statement-breakpoint
CREATE FUNCTION placement_writes(
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
--> statement-breakpoint
CREATE FUNCTION placement_commit(
  w_account uuid[], w_version int[],
  p_markets json,
  r_user uuid[], r_market text[], r_version bigint[], r_exposure bigint[], r_open_bets int[],
  pl_user uuid[], pl_list int[],
  p_lists json, p_uplines json, p_sessions uuid[], p_keys json,
  k_user uuid[], k_market text[], k_book jsonb[], k_exposure bigint[], k_open_bets int[],
  m_account uuid[], m_delta bigint[],
  b_id uuid[], b_user uuid[], b_white_label uuid[], b_market text[], b_event text[], b_market_type text[],
  b_runner text[], b_runner_name text[], b_side text[], b_asked_odd int[], b_odd int[], b_run int[],
  b_stake bigint[], b_profit bigint[], b_liability bigint[], b_status text[], b_reject_reason text[],
  b_delay_second int[], b_checks jsonb[], b_share_list int[], b_client_info jsonb[], b_idempotency_key text[],
  p_at timestamptz)
RETURNS text
LANGUAGE plpgsql
AS $$
BEGIN
  -- The wallets, locked in account order (the ledger's), each at the version the plan read.
  IF EXISTS (SELECT 1
               FROM unnest(w_account, w_version) AS e(account_id, version)
               LEFT JOIN (SELECT b.account_id, b.version FROM balances b
                           WHERE b.account_id = ANY (w_account)
                           ORDER BY b.account_id
                             FOR UPDATE) b ON b.account_id = e.account_id
              WHERE b.version IS DISTINCT FROM e.version) THEN
    RETURN 'wallet';
  END IF;

  -- The markets, share-locked in id order: still open to bets, with the digest the plan read.
  IF EXISTS (SELECT 1
               FROM json_to_recordset(p_markets) AS e(id text, digest text)
               LEFT JOIN (SELECT m.id, m.status, m.closed_at, m.active, m.bet_allow FROM markets m
                           WHERE m.id IN (SELECT x.id FROM json_to_recordset(p_markets) AS x(id text))
                           ORDER BY m.id
                             FOR SHARE) m ON m.id = e.id
              WHERE m.id IS NULL OR m.status = 'closed' OR m.closed_at IS NOT NULL OR NOT (m.active AND m.bet_allow)
                 OR market_bet_digest(m.id) IS DISTINCT FROM e.digest) THEN
    RETURN 'market';
  END IF;

  -- The books, each as the plan read it (or still absent: a NULL version): read, not locked
  -- (migration 0033: every writer of a book holds its player's wallet lock first).
  IF EXISTS (SELECT 1
               FROM unnest(r_user, r_market, r_version, r_exposure, r_open_bets) AS e(user_id, market_id, version, exposure, open_bets)
               LEFT JOIN (SELECT u.user_id, u.market_id, u.version, u.exposure, u.open_bets FROM user_market_books u
                           WHERE (u.user_id, u.market_id) IN (SELECT k.user_id, k.market_id FROM unnest(r_user, r_market) AS k(user_id, market_id))
                         ) u ON u.user_id = e.user_id AND u.market_id = e.market_id
              WHERE CASE WHEN e.version IS NULL THEN u.user_id IS NOT NULL
                         ELSE u.user_id IS NULL OR u.version <> e.version OR u.exposure <> e.exposure
                              OR u.open_bets <> e.open_bets END) THEN
    RETURN 'book';
  END IF;

  -- The players: still allowed to bet, under the same upline (the ancestors their share list
  -- names, top first), whose members still hold the shares the lists hold. Index lookups only:
  -- comparing each player's list as jsonb cost about 28 µs of PostgreSQL's CPU per bet.
  IF EXISTS (SELECT 1
               FROM unnest(pl_user, pl_list) AS e(user_id, share_list_id)
               LEFT JOIN json_to_recordset(p_lists) AS l(id int, ancestors uuid[]) ON l.id = e.share_list_id
               LEFT JOIN users u ON u.id = e.user_id
              WHERE l.id IS NULL OR u.id IS NULL OR u.blocked OR u.bet_lock OR u.ancestors IS DISTINCT FROM l.ancestors)
     OR EXISTS (SELECT 1
                  FROM json_to_recordset(p_uplines) AS e("userId" uuid, role text, bps int)
                  LEFT JOIN users a ON a.id = e."userId"
                 WHERE a.id IS NULL OR a.role IS DISTINCT FROM e.role OR a.partnership_bps IS DISTINCT FROM e.bps) THEN
    RETURN 'player';
  END IF;

  IF (SELECT count(*) FROM sessions s WHERE s.id = ANY (p_sessions) AND s.revoked_at IS NULL AND s.expires_at > p_at)
     <> (SELECT count(DISTINCT x) FROM unnest(p_sessions) AS x) THEN
    RETURN 'session';
  END IF;

  -- One probe of the partial unique index per key (a join let the planner scan every bet).
  IF json_array_length(p_keys) > 0 THEN
    IF EXISTS (SELECT 1 FROM json_to_recordset(p_keys) AS e("userId" uuid, key text)
                WHERE EXISTS (SELECT 1 FROM bets b
                               WHERE b.user_id = e."userId" AND b.idempotency_key = e.key AND b.idempotency_key IS NOT NULL)) THEN
      RETURN 'key';
    END IF;
  END IF;

  PERFORM placement_writes(k_user, k_market, k_book, k_exposure, k_open_bets, m_account, m_delta,
    b_id, b_user, b_white_label, b_market, b_event, b_market_type, b_runner, b_runner_name, b_side,
    b_asked_odd, b_odd, b_run, b_stake, b_profit, b_liability, b_status, b_reject_reason,
    b_delay_second, b_checks, b_share_list, b_client_info, b_idempotency_key, p_at);
  RETURN NULL;
END
$$;
