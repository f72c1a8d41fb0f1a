-- A placement batch planned from remembered reads, committed in one round trip
-- (modules/betting/placement-queue.ts): it takes the batch's locks and checks, under them, that
-- everything the plan read still holds, then writes as placement_writes does. It answers NULL when
-- it wrote, or the first thing found changed ('wallet', 'market', 'book', 'player', 'session',
-- 'key'), and then writes nothing: the queue plans that batch again from fresh reads.
-- Per-bet rows come as one array per column; the few per-batch documents (markets, share lists,
-- uplines, Idempotency-Keys) stay JSON. A book's version as read is NULL for a book the plan
-- expects to be absent.
CREATE OR REPLACE FUNCTION placement_commit(
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
  -- (every writer of a book holds its player's wallet lock first, and the wallets are locked above).
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
  -- comparing each player's list as jsonb was a costly part of the check.
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
