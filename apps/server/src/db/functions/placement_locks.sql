-- The lock phase of a placement batch planned from fresh reads (modules/betting/
-- placement-locks.repository.ts): locks the batch's wallets (FOR UPDATE, in account order, the
-- ledger's order), share-locks its markets in id order and locks its players' books, and answers
-- in one JSON document what the plan needs under those locks: each wallet with its totals, each
-- market's state and digest (market_bet_digest), each book with its version, the players' locks
-- and uplines (each upline member once), and which of the batch's sessions are still live.
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
