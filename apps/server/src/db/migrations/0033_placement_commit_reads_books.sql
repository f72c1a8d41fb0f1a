-- placement_commit (migration 0031) reads the batch's books to check them without locking them
-- (FOR UPDATE). Every writer of a book holds its player's wallet row lock first and keeps it
-- until it commits: a placement batch (this function and placement_locks lock the batch's
-- wallets before anything else, and placement_writes writes the books), a settlement chunk
-- (openChunk locks the chunk's wallets before takeBooks deletes their books), a roll-back
-- (reverseNextChunk locks the wallets before it locks and rebuilds the books) and a void
-- (lockBalances before lockBook). This function holds the batch's wallets when it reads the
-- books, and in READ COMMITTED each statement of a function sees what committed before it
-- began, so the versions it reads cannot change until it commits: the lock added nothing but a
-- lock record per book (a heap write and a WAL record) before placement_writes' upsert, which
-- locks the row it updates anyway. Measured on the placement bench at peak (bench/README.md,
-- session 25, seven alternated pairs): PostgreSQL's CPU per bet 78-84 against 80-86 µs, a
-- difference about as large as the noise. The rest is 0031's.
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

  PERFORM placement_writes(p_books, p_moves, p_bets, p_at);
  RETURN NULL;
END
$$;
