-- What a bet is checked against of its market, as one md5 digest: the columns placement checks
-- or answers with (not the price, status or snapshot, which the feed moves all the time and the
-- price cache owns), the event's name and whether it is closed, whether the sport is switched on,
-- and the runners. A placement may check a bet against a market read it remembers
-- (modules/betting/placement.service.ts); placement_commit compares each market's digest with the
-- one the plan read, and a bet whose market changed meanwhile is checked again on a fresh read.
-- One function serves the market read and the commit, so both digest exactly the same things
-- (the time as epoch seconds: a timestamp as text would follow the connection's TimeZone).
-- PL/pgSQL rather than SQL: a SQL function that cannot be inlined is planned again by every
-- statement that calls it, where PL/pgSQL keeps its plan for the connection.
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
