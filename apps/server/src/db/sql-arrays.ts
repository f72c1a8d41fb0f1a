import { sql, type SQL } from 'drizzle-orm';

/**
 * One array parameter instead of one parameter per element. Bulk statements (settlement's
 * thousands of bets, wallets and postings per transaction) spend most of their client time
 * building and binding tens of thousands of parameters, and PostgreSQL spends its parse time
 * on them; `= any($1::uuid[])` and `unnest($1::uuid[], $2::bigint[])` bind one value per
 * column. The array is sent as its text literal, which node-postgres and PGlite both pass
 * through unchanged.
 */
export function uuidArray(ids: readonly (string | null)[]): SQL {
  for (const id of ids) if (id !== null && !UUID.test(id)) throw new Error(`not a uuid: ${id}`);
  return sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::uuid[]`;
}

export function bigintArray(values: readonly (bigint | number | null)[]): SQL {
  const items = values.map((v) => {
    if (v === null) return 'NULL';
    if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
    return String(v);
  });
  return sql`${`{${items.join(',')}}`}::bigint[]`;
}

/** Text elements (null as SQL NULL) quoted and escaped as PostgreSQL's array input wants them. */
export function textArray(values: readonly (string | null)[]): SQL {
  return sql`${textArrayLiteral(values)}::text[]`;
}

/** 32-bit integers (odds, runs, counts). */
export function intArray(values: readonly number[]): SQL {
  for (const v of values) if (!Number.isInteger(v) || v > 2_147_483_647 || v < -2_147_483_648) throw new Error(`not an int: ${v}`);
  return sql`${`{${values.join(',')}}`}::int[]`;
}

/** JSON documents, one element each (sent as text, cast element by element). */
export function jsonbArray(values: readonly unknown[]): SQL {
  return sql`${textArrayLiteral(values.map((v) => JSON.stringify(v)))}::jsonb[]`;
}

/** Instants (null as SQL NULL). */
export function timestamptzArray(values: readonly (Date | null)[]): SQL {
  return sql`${textArrayLiteral(values.map((v) => (v ? v.toISOString() : null)))}::timestamptz[]`;
}

function textArrayLiteral(values: readonly (string | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
