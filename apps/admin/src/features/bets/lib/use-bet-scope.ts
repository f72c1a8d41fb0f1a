import { useState } from 'react';

/** One narrowing of a bet list, picked by clicking a player, an event or a market in a row. */
export interface ScopePick {
  id: string;
  label: string;
}

export interface BetScope {
  user: ScopePick | null;
  event: ScopePick | null;
  market: ScopePick | null;
}

export const PAGE_SIZE = 25;

/**
 * The player / event / market a bet list is narrowed to, and its page. The lists take ids, and
 * there is no user search call yet, so staff narrow by clicking a name in the list itself.
 */
export function useBetScope() {
  const [scope, setScope] = useState<BetScope>({ user: null, event: null, market: null });
  const [page, setPage] = useState(1);
  return {
    scope,
    page,
    setPage,
    pick(key: keyof BetScope, value: ScopePick | null) {
      setScope((s) => ({ ...s, [key]: value }));
      setPage(1);
    },
    /** The query part of the scope (ids only). */
    ids: { userId: scope.user?.id, eventId: scope.event?.id, marketId: scope.market?.id },
  };
}
