import { sql, type SQL } from 'drizzle-orm';

/**
 * One array parameter instead of one parameter per element. Bulk statements (settlement's
 * thousands of bets, wallets and postings per transaction) spend most of their client time
 * building and binding tens of thousands of parameters, and PostgreSQL spends its parse time
 * on them; `= any($1::uuid[])` and `unnest($1::uuid[], $2::bigint[])` bind one value per
 * column. The array is sent as its text literal, which node-postgres and PGlite both pass
 * through unchanged.
 */
export function uuidArray(ids: readonly string[]): SQL {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

export function bigintArray(values: readonly (bigint | number | null)[]): SQL {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
    return String(v);
  });
  return sql`${`{${items.join(',')}}`}::bigint[]`;
}

/** Text elements quoted and escaped as PostgreSQL's array input wants them. */
export function textArray(values: readonly string[]): SQL {
  const items = values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return sql`${`{${items.join(',')}}`}::text[]`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
