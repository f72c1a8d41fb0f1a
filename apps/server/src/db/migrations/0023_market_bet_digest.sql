-- What a bet is checked against of its market, as one digest (md5): the columns of the market
-- that placement checks or answers with (not its price, status or snapshot, which the feed
-- moves all the time: the price cache is the authority for those), its event's name and whether
-- the event is closed, whether the sport is switched on, and its runners. A placement may check
-- a bet against a market read it remembers (betting/placement.service.ts); the batch's lock phase
-- answers the digest of each market it share-locks, and a bet whose market changed since that
-- read is sent back to be checked again against a fresh read. One function, used by the market
-- read and by the lock phase, so both digest exactly the same things (the time as epoch seconds:
-- a timestamp as text would follow the connection's TimeZone). PL/pgSQL, not SQL: a SQL function
-- that cannot be inlined is planned again by every statement that calls it (PostgreSQL 15),
-- where PL/pgSQL keeps its plan for the connection.
CREATE OR REPLACE FUNCTION market_bet_digest(p_market text)
RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
BEGIN
  RETURN (
    SELECT md5(ROW(
             m.event_id, m.type, m.active, m.bet_allow, m.status = 'closed', m.closed_at IS NULL, extract(epoch FROM m.bet_open_date),
             m.min_stake, m.max_stake, m.delay_second, m.white_label_id, m.uid, m.name,
             e.name, e.status = 'closed', coalesce(s.enabled, true),
             (SELECT array_agg(ROW(r.id, r.name, r.status, r.sort) ORDER BY r.sort, r.id) FROM runners r WHERE r.market_id = m.id)
           )::text)
      FROM markets m
      JOIN events e ON e.id = m.event_id
      LEFT JOIN event_type_settings s ON s.event_type_id = m.event_type_id
     WHERE m.id = p_market);
END
$$;
--> statement-breakpoint

-- placement_locks (migration 0020) answers each share-locked market's digest too. The rest of
-- the function is 0020's, unchanged.
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
           'exposure', k.exposure::text, 'openBets', k.open_bets)), '[]'::json)
    INTO v_books
    FROM (SELECT u.user_id, u.market_id, u.book, u.exposure, u.open_bets
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
