import { sql, type SQL } from 'drizzle-orm';

/**
 * One array parameter instead of one parameter per element. Bulk statements (settlement's
 * thousands of bets, wallets and postings per transaction) spend most of their client time
 * building and binding tens of thousands of parameters, and PostgreSQL spends its parse time
 * on them; `= any($1::uuid[])` and `unnest($1::uuid[], $2::bigint[])` bind one value per
 * column. The array is sent as its text literal, which node-postgres and PGlite both pass
 * through unchanged.
 *
 * Each array also exists as a quoted literal for statement text (`arrayLiteral`): the
 * placement batch sends its statements together with BEGIN and COMMIT in one simple-protocol
 * query each (db/batch-transaction.ts), which takes no parameters. Every element is checked
 * (uuids, integers) or escaped (text, JSON) before it reaches the text, and the whole array
 * literal is quoted by `sqlText` (dollar-quoted), so no value can end the literal.
 */
export const arrayText = {
  uuid(ids: readonly (string | null)[]): string {
    for (const id of ids) if (id !== null && !UUID.test(id)) throw new Error(`not a uuid: ${id}`);
    return uuidElements(ids);
  },
  bigint(values: readonly (bigint | number | null)[]): string {
    const items = values.map((v) => {
      if (v === null) return 'NULL';
      if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
      return String(v);
    });
    return `{${items.join(',')}}`;
  },
  /** Text elements (null as SQL NULL) quoted and escaped as PostgreSQL's array input wants them. */
  text(values: readonly (string | null)[]): string {
    const items = values.map((v) =>
      v === null ? 'NULL' : `"${QUOTE_OR_BACKSLASH.test(v) ? v.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : v}"`,
    );
    return `{${items.join(',')}}`;
  },
  /** 32-bit integers (odds, runs, counts). */
  int(values: readonly number[]): string {
    for (const v of values) if (!Number.isInteger(v) || v > 2_147_483_647 || v < -2_147_483_648) throw new Error(`not an int: ${v}`);
    return `{${values.join(',')}}`;
  },
  /**
   * JSON documents, one element each (sent as text, cast element by element). A document's
   * JSON holds no raw control character (JSON.stringify escapes them), so stringifying it again
   * escapes exactly its quotes and backslashes and quotes it: the element as array input wants
   * it, at a quarter of the cost of escaping it with a regular expression.
   */
  jsonb(values: readonly unknown[]): string {
    return `{${values.map((v) => JSON.stringify(JSON.stringify(v))).join(',')}}`;
  },
  /** Booleans. */
  bool(values: readonly boolean[]): string {
    return `{${values.map((v) => (v ? 't' : 'f')).join(',')}}`;
  },
  /** Instants (null as SQL NULL). */
  timestamptz(values: readonly (Date | null)[]): string {
    return arrayText.text(values.map((v) => (v ? v.toISOString() : null)));
  },
};

type ArrayKind = keyof typeof arrayText;

/** Uuids (null as SQL NULL) joined as array elements, unchecked: see `uuidArray` and `arrayText.uuid`. */
function uuidElements(ids: readonly (string | null)[]): string {
  return `{${ids.map((id) => id ?? 'NULL').join(',')}}`;
}

/**
 * A uuid array as a bound parameter. Its elements are not checked here: PostgreSQL's uuid input
 * refuses anything that is not one (as it would a single uuid parameter), and a settlement chunk
 * binds five arrays of 5,000 ids read from the database, where checking each one again in Node
 * would cost CPU for nothing. Statement text (`arrayLiteral.uuid`) keeps the check.
 */
export const uuidArray = (ids: readonly (string | null)[]): SQL => sql`${uuidElements(ids)}::uuid[]`;
export const bigintArray = (values: readonly (bigint | number | null)[]): SQL => sql`${arrayText.bigint(values)}::bigint[]`;
export const textArray = (values: readonly (string | null)[]): SQL => sql`${arrayText.text(values)}::text[]`;
export const intArray = (values: readonly number[]): SQL => sql`${arrayText.int(values)}::int[]`;
export const jsonbArray = (values: readonly unknown[]): SQL => sql`${arrayText.jsonb(values)}::jsonb[]`;
export const boolArray = (values: readonly boolean[]): SQL => sql`${arrayText.bool(values)}::bool[]`;
export const timestamptzArray = (values: readonly (Date | null)[]): SQL => sql`${arrayText.timestamptz(values)}::timestamptz[]`;

/** The same arrays as quoted, cast literals for a statement's text: `'{...}'::uuid[]`. */
export const arrayLiteral = Object.fromEntries(
  (Object.keys(arrayText) as ArrayKind[]).map((kind) => [
    kind,
    (values: never) => `${sqlText((arrayText[kind] as (v: never) => string)(values))}::${kind}[]`,
  ]),
) as { [K in ArrayKind]: (values: Parameters<(typeof arrayText)[K]>[0]) => string };

/** A JSON document as a literal for statement text, typed json (see `sqlText`). */
export function jsonLiteral(value: unknown): string {
  return `${sqlText(JSON.stringify(value))}::json`;
}

/**
 * Text as a literal for a statement: dollar-quoted, so it goes in as it is (no escaping, and
 * PostgreSQL's lexer copies it without looking for escapes), or quoted by `quoteLiteral` in the
 * rare case the text holds the dollar tag itself (or ends in most of it). An array's text
 * escapes its elements' quotes and backslashes (`arrayText`), which the E'' form of
 * `quoteLiteral` would have doubled again. PostgreSQL text cannot hold NUL: refused here as in
 * `quoteLiteral` (JSON.stringify escapes one, so a document never holds it).
 */
export function sqlText(text: string): string {
  // Text ending in the tag less its last '$' would close the quote one character early.
  if (text.includes(DOLLAR_TAG) || text.endsWith(DOLLAR_TAG.slice(0, -1))) return quoteLiteral(text);
  if (text.includes('\u0000')) throw new Error('text holds a NUL character');
  return `${DOLLAR_TAG}${text}${DOLLAR_TAG}`;
}

const DOLLAR_TAG = '$backlay$';

/** Whether an array element must have its quotes and backslashes escaped (most have neither). */
const QUOTE_OR_BACKSLASH = /["\\]/;

/**
 * A string as an SQL literal whatever `standard_conforming_strings` says: quotes doubled, and
 * when it holds a backslash the E'' form with backslashes doubled (as node-postgres's
 * escapeLiteral does). PostgreSQL text cannot hold NUL, so a NUL is refused here rather than
 * by the server.
 */
export function quoteLiteral(text: string): string {
  if (text.includes('\u0000')) throw new Error('text holds a NUL character');
  const quoted = text.replace(/'/g, "''");
  return text.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
