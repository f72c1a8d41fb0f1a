import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * The shape of the public schema as the catalogue reports it, one sorted line per object:
 * tables and indexes (with their storage parameters), columns (in their order, with type, nullability, default, identity), constraints
 * (NOT NULL is the column's: PostgreSQL 17, PGlite's, also lists it as a constraint, 15 does
 * not), indexes, views, sequences, enum types, functions (their whole definition, less the
 * comments and with runs of white space as one space) and triggers.
 * Two databases with equal shapes answer every statement the same way, whatever migrations
 * built them. The migration bookkeeping (drizzle's own schema) is left out.
 */
export async function schemaShape(db: Db): Promise<string> {
  const lines: string[] = [];
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  // Storage parameters too: a table's fillfactor decides whether an update stays on its page.
  for (const r of await rows(sql`
    select c.relname as name, c.relkind as kind, c.relpersistence as persistence, c.relrowsecurity as rls,
           array_to_string(c.reloptions, ',') as options
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'i')`))
    lines.push(
      `relation ${String(r.name)} kind=${String(r.kind)} persistence=${String(r.persistence)}` +
        `${r.rls ? ' row-security' : ''}${r.options ? ` options=${String(r.options)}` : ''}`,
    );

  for (const r of await rows(sql`
    select c.relname as tbl, row_number() over (partition by c.oid order by a.attnum) as pos, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as notnull, pg_get_expr(d.adbin, d.adrelid) as dflt, a.attidentity as ident, a.attgenerated as gen
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`))
    lines.push(
      `column ${String(r.tbl)}.${String(r.col)} #${String(r.pos)} ${String(r.type)}${r.notnull ? ' not null' : ''}` +
        `${r.dflt == null ? '' : ` default ${String(r.dflt)}`}${r.ident ? ` identity=${String(r.ident)}` : ''}${r.gen ? ` generated=${String(r.gen)}` : ''}`,
    );

  for (const r of await rows(sql`
    select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and k.contype <> 'n'`))
    lines.push(`constraint ${String(r.tbl)}.${String(r.name)} ${String(r.def)}`);

  for (const r of await rows(sql`select indexname as name, indexdef as def from pg_indexes where schemaname = 'public'`))
    lines.push(`index ${String(r.name)} ${String(r.def)}`);

  for (const r of await rows(sql`select viewname as name, definition as def from pg_views where schemaname = 'public'`))
    lines.push(`view ${String(r.name)} ${String(r.def).replace(/\s+/g, ' ').trim()}`);

  for (const r of await rows(sql`
    select sequencename as name, data_type::text as type, start_value::text as start, increment_by::text as step
    from pg_sequences where schemaname = 'public'`))
    lines.push(`sequence ${String(r.name)} ${String(r.type)} start=${String(r.start)} step=${String(r.step)}`);

  for (const r of await rows(sql`
    select t.typname as name, string_agg(e.enumlabel, ',' order by e.enumsortorder) as labels
    from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' group by t.typname`))
    lines.push(`enum ${String(r.name)} ${String(r.labels)}`);

  for (const r of await rows(sql`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as args, pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'`))
    lines.push(`function ${String(r.name)}(${String(r.args)}) ${withoutComments(String(r.def))}`);

  for (const r of await rows(sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal`))
    lines.push(`trigger ${String(r.name)} ${String(r.def)}`);

  return `${lines.sort().join('\n')}\n`;
}

/** A function's definition as code: its `--` comments dropped and white space folded, so a
 * comment reworded in src/db/functions/ is not a change of schema. */
function withoutComments(def: string): string {
  return def
    .replace(/--[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
