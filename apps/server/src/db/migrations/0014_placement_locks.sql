-- The lock phase of a placement batch in one round trip (betting/placement-locks.ts). A function
-- runs its statements in order, so the lock order stays what it was as three queries: the
-- wallets' balance rows FOR UPDATE in account id order (the ledger's order), then the markets
-- FOR SHARE in id order (a result declaration updates the market row, so a batch and a
-- declaration serialise), then the players' books FOR UPDATE in (user, market) order.
-- Money comes back as text: a JSON number would lose paise beyond 2^53.
CREATE OR REPLACE FUNCTION placement_locks(p_users uuid[], p_markets text[], p_book_users uuid[], p_book_markets text[])
RETURNS json
LANGUAGE plpgsql
AS $$
DECLARE
  v_wallets json;
  v_closed json;
  v_books json;
BEGIN
  SELECT coalesce(json_agg(json_build_object(
           'accountId', w.account_id, 'userId', w.user_id, 'balance', w.balance::text,
           'exposure', w.exposure::text, 'held', w.held::text) ORDER BY w.account_id), '[]'::json)
    INTO v_wallets
    FROM (SELECT b.account_id, a.user_id, b.balance, b.exposure, b.held
            FROM balances b JOIN accounts a ON a.id = b.account_id
           WHERE a.kind = 'wallet' AND a.user_id = ANY (p_users)
           ORDER BY b.account_id
             FOR UPDATE OF b) w;

  SELECT coalesce(json_agg(m.id) FILTER (WHERE m.status = 'closed' OR m.closed_at IS NOT NULL), '[]'::json)
    INTO v_closed
    FROM (SELECT id, status, closed_at FROM markets WHERE id = ANY (p_markets) ORDER BY id FOR SHARE) m;

  SELECT coalesce(json_agg(json_build_object(
           'userId', k.user_id, 'marketId', k.market_id, 'book', k.book,
           'exposure', k.exposure::text, 'openBets', k.open_bets)), '[]'::json)
    INTO v_books
    FROM (SELECT u.user_id, u.market_id, u.book, u.exposure, u.open_bets
            FROM user_market_books u
           WHERE (u.user_id, u.market_id) IN (SELECT * FROM unnest(p_book_users, p_book_markets))
           ORDER BY u.user_id, u.market_id
             FOR UPDATE) k;

  RETURN json_build_object('wallets', v_wallets, 'closed', v_closed, 'books', v_books);
END
$$;
