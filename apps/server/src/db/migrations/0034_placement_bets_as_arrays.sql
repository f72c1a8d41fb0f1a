-- placement_writes and placement_commit (migrations 0032, 0033) take a batch's bets as one
-- array per column, read with unnest, instead of one JSON document read with
-- json_to_recordset. PostgreSQL 15 reads a JSON document of records slowly: for each row it
-- builds a hash table of the object's keys and converts every value from its text; the bets'
-- document (22 keys a bet, two of them nested documents cast to jsonb) was the largest part of
-- a batch's database time. Measured on this 2-core machine with a placement batch's real bets
-- (21 bets, 2,000 repetitions in a DO loop, bench/README.md session 26): the document read
-- with json_to_recordset and its two casts 0.50 ms a batch (24 µs a bet), the same bets as 22
-- arrays through unnest 0.15 ms (7 µs a bet), most of which is the two jsonb columns' input.
-- Arrays of the columns' own types: uuid[], text[], int[], bigint[], jsonb[].
-- The books, the exposure moves and the expectations stay JSON documents (few keys a row).
DROP FUNCTION placement_commit(json, json, json, json, json, json, uuid[], json, json, json, json, timestamptz);
--> statement-breakpoint
DROP FUNCTION placement_writes(json, json, json, timestamptz);
--> statement-breakpoint

CREATE FUNCTION placement_writes(
  p_books json, p_moves json,
  b_id uuid[], b_user uuid[], b_white_label uuid[], b_market text[], b_event text[], b_market_type text[],
  b_runner text[], b_runner_name text[], b_side text[], b_asked_odd int[], b_odd int[], b_run int[],
  b_stake bigint[], b_profit bigint[], b_liability bigint[], b_status text[], b_reject_reason text[],
  b_delay_second int[], b_checks jsonb[], b_share_list int[], b_client_info jsonb[], b_idempotency_key text[],
  p_at timestamptz)
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

  -- unnest of several arrays pads the shorter ones with NULLs: the caller sends them all with
  -- one element per bet (betting.repository.ts writesArguments), and a NOT NULL column refuses
  -- a row that came out short.
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
  p_wallets json, p_markets json, p_books_read json, p_players json, p_lists json, p_uplines json, p_sessions uuid[], p_keys json,
  p_books json, p_moves json,
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
               FROM json_to_recordset(p_wallets) AS e("accountId" uuid, version int)
               LEFT JOIN (SELECT b.account_id, b.version FROM balances b
                           WHERE b.account_id IN (SELECT w."accountId" FROM json_to_recordset(p_wallets) AS w("accountId" uuid))
                           ORDER BY b.account_id
                             FOR UPDATE) b ON b.account_id = e."accountId"
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

  -- The books, each as the plan read it (or still absent): read, not locked (see the top).
  IF EXISTS (SELECT 1
               FROM json_to_recordset(p_books_read) AS e("userId" uuid, "marketId" text, version int, exposure bigint, "openBets" int)
               LEFT JOIN (SELECT u.user_id, u.market_id, u.version, u.exposure, u.open_bets FROM user_market_books u
                           WHERE (u.user_id, u.market_id) IN (SELECT k."userId", k."marketId"
                                                                FROM json_to_recordset(p_books_read) AS k("userId" uuid, "marketId" text))
                         ) u ON u.user_id = e."userId" AND u.market_id = e."marketId"
              WHERE CASE WHEN e.version IS NULL THEN u.user_id IS NOT NULL
                         ELSE u.user_id IS NULL OR u.version <> e.version OR u.exposure <> e.exposure
                              OR u.open_bets <> e."openBets" END) THEN
    RETURN 'book';
  END IF;

  -- The players: still allowed to bet, under the same upline (the ancestors their share list
  -- names, top first), whose members still hold the shares the lists hold. Index lookups only:
  -- comparing each player's list as jsonb cost about 28 µs of PostgreSQL's CPU per bet.
  IF EXISTS (SELECT 1
               FROM json_to_recordset(p_players) AS e("userId" uuid, "shareListId" int)
               LEFT JOIN json_to_recordset(p_lists) AS l(id int, ancestors uuid[]) ON l.id = e."shareListId"
               LEFT JOIN users u ON u.id = e."userId"
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

  PERFORM placement_writes(p_books, p_moves,
    b_id, b_user, b_white_label, b_market, b_event, b_market_type, b_runner, b_runner_name, b_side,
    b_asked_odd, b_odd, b_run, b_stake, b_profit, b_liability, b_status, b_reject_reason,
    b_delay_second, b_checks, b_share_list, b_client_info, b_idempotency_key, p_at);
  RETURN NULL;
END
$$;
