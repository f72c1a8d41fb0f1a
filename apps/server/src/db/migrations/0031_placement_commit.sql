-- A placement batch in one round trip (betting/placement-state-cache.ts): the batch is planned
-- in Node against what the last batches committed (each wallet at its version, each book at its
-- version and figures, each player's share list, each market's digest), and placement_commit,
-- sent with BEGIN and COMMIT in one query, takes the same locks as placement_locks (wallets FOR
-- UPDATE in account order, markets FOR SHARE, books FOR UPDATE), checks that nothing the plan
-- read has changed, and only then writes the batch through placement_writes. It answers NULL
-- when it wrote, or which expectation failed ('wallet', 'market', 'book', 'player', 'session',
-- 'key') having written nothing: the batch is then planned again the two-round-trip way, from
-- placement_locks. Measured on the placement bench (bench/README.md, session 21): PostgreSQL's
-- CPU per bet at peak 58-67 µs against 73-85 with the lock phase, and 9,071-9,747 bets/s
-- against 6,369-7,574 in alternated runs.
--
-- What the plan read, one JSON document (or array) per kind, each parsed once or twice: read
-- from one document with ->, each check parsed all of it again, and the checks took 734 µs a
-- batch of about 13 bets against 445 this way (pg_stat_statements, placement bench at peak).
--   p_wallets [{"accountId", "version"}], p_markets [{"id", "digest"}],
--   p_books_read [{"userId", "marketId", "version", "exposure", "openBets"}] (version null: no row),
--   p_players [{"userId", "shareListId"}], p_lists [{"id", "ancestors"}] (each share list's
--   members, top first), p_uplines [{"userId", "role", "bps"}] (each member's share as the lists
--   hold it, every distinct one), p_sessions, p_keys [{"userId", "key"}];
-- then placement_writes' arguments.
CREATE OR REPLACE FUNCTION placement_commit(
  p_wallets json, p_markets json, p_books_read json, p_players json, p_lists json, p_uplines json, p_sessions uuid[], p_keys json,
  p_books json, p_moves json, p_bets json, p_at timestamptz)
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

  -- The books, locked in placement_locks' order, each as the plan read it (or still absent).
  IF EXISTS (SELECT 1
               FROM json_to_recordset(p_books_read) AS e("userId" uuid, "marketId" text, version int, exposure bigint, "openBets" int)
               LEFT JOIN (SELECT u.user_id, u.market_id, u.version, u.exposure, u.open_bets FROM user_market_books u
                           WHERE (u.user_id, u.market_id) IN (SELECT k."userId", k."marketId"
                                                                FROM json_to_recordset(p_books_read) AS k("userId" uuid, "marketId" text))
                           ORDER BY u.user_id, u.market_id
                             FOR UPDATE) u ON u.user_id = e."userId" AND u.market_id = e."marketId"
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

  PERFORM placement_writes(p_books, p_moves, p_bets, p_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- placement_locks (migration 0023) answers each book's version too: a batch planned later from
-- what this one read and wrote expects it (placement_commit above). The rest is 0023's.
CREATE OR REPLACE FUNCTION placement_locks(
  p_users uuid[], p_markets text[], p_book_users uuid[], p_book_markets text[], p_sessions uuid[], p_at timestamptz)
RETURNS json
LANGUAGE plpgsql
AS $$
DECLARE
  v_wallets json;
  v_markets json;
  v_books json;
  v_players json;
  v_uplines json;
  v_sessions json;
BEGIN
  SELECT coalesce(json_agg(json_build_object(
           'accountId', w.account_id, 'userId', w.user_id, 'balance', w.balance::text,
           'exposure', w.exposure::text, 'held', w.held::text, 'version', w.version,
           'credit', w.credit_total::text, 'pl', w.pl_total::text, 'commission', w.commission_total::text,
           'bonus', w.bonus_total::text) ORDER BY w.account_id), '[]'::json)
    INTO v_wallets
    FROM (SELECT b.account_id, a.user_id, b.balance, b.exposure, b.held, b.version,
                 b.credit_total, b.pl_total, b.commission_total, b.bonus_total
            FROM balances b JOIN accounts a ON a.id = b.account_id
           WHERE a.kind = 'wallet' AND a.user_id = ANY (p_users)
           ORDER BY b.account_id
             FOR UPDATE OF b) w;

  SELECT coalesce(json_agg(json_build_object(
           'id', m.id, 'closed', m.status = 'closed' OR m.closed_at IS NOT NULL, 'takesBets', m.active AND m.bet_allow,
           'digest', market_bet_digest(m.id))), '[]'::json)
    INTO v_markets
    FROM (SELECT id, status, closed_at, active, bet_allow FROM markets WHERE id = ANY (p_markets) ORDER BY id FOR SHARE) m;

  SELECT coalesce(json_agg(json_build_object(
           'userId', k.user_id, 'marketId', k.market_id, 'book', k.book,
           'exposure', k.exposure::text, 'openBets', k.open_bets, 'version', k.version)), '[]'::json)
    INTO v_books
    FROM (SELECT u.user_id, u.market_id, u.book, u.exposure, u.open_bets, u.version
            FROM user_market_books u
           WHERE (u.user_id, u.market_id) IN (SELECT * FROM unnest(p_book_users, p_book_markets))
           ORDER BY u.user_id, u.market_id
             FOR UPDATE) k;

  SELECT coalesce(json_agg(json_build_object(
           'userId', u.id, 'blocked', u.blocked, 'betLock', u.bet_lock, 'ancestors', u.ancestors)), '[]'::json)
    INTO v_players
    FROM users u WHERE u.id = ANY (p_users);

  -- The upline's shares once per upline member: a batch's players mostly share their uplines.
  SELECT coalesce(json_agg(json_build_object('userId', a.id, 'role', a.role, 'bps', a.partnership_bps)), '[]'::json)
    INTO v_uplines
    FROM users a
   WHERE a.id IN (SELECT DISTINCT unnest(u.ancestors) FROM users u WHERE u.id = ANY (p_users));

  SELECT coalesce(json_agg(s.id), '[]'::json)
    INTO v_sessions
    FROM sessions s WHERE s.id = ANY (p_sessions) AND s.revoked_at IS NULL AND s.expires_at > p_at;

  RETURN json_build_object('wallets', v_wallets, 'markets', v_markets, 'books', v_books, 'players', v_players, 'uplines', v_uplines, 'sessions', v_sessions);
END
$$;
