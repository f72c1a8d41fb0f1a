import { useState } from 'react';
import type { OpenBet } from '@backlay/contract';

/**
 * The bets picked on a list for a void, kept by id with the row itself (so the dialog can show
 * what is voided even after the page changes). Cleared after a void.
 */
export function useBetSelection<T extends OpenBet>() {
  const [picked, setPicked] = useState<Map<string, T>>(new Map());
  const isPicked = (id: string) => picked.has(id);
  return {
    bets: [...picked.values()],
    count: picked.size,
    isPicked,
    toggle(bet: T) {
      setPicked((m) => {
        const next = new Map(m);
        if (next.has(bet._id)) next.delete(bet._id);
        else next.set(bet._id, bet);
        return next;
      });
    },
    /** Picks every row of the page, or drops them all when all are picked. */
    togglePage(rows: readonly T[]) {
      setPicked((m) => {
        const next = new Map(m);
        const all = rows.length > 0 && rows.every((r) => next.has(r._id));
        for (const r of rows) {
          if (all) next.delete(r._id);
          else next.set(r._id, r);
        }
        return next;
      });
    },
    allPicked: (rows: readonly T[]) => rows.length > 0 && rows.every((r) => picked.has(r._id)),
    clear: () => setPicked(new Map()),
  };
}
