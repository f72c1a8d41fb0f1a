import type { DbOrTx } from './client.js';

/**
 * A named prepared statement per database handle, made on first use. The reads every bet makes
 * (its session, its market) run thousands of times a second with the same text: prepared, each
 * connection parses and plans them once (node-postgres prepares a name once per connection; a
 * generic plan follows after a few runs) instead of on every call, which on PostgreSQL was most
 * of such a read's cost. The builder must take its variable parts as placeholders.
 */
export function preparedPerHandle<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const made = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = made.get(db);
    if (!query) {
      query = build(db);
      made.set(db, query);
    }
    return query;
  };
}
