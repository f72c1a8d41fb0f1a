import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { domains, themes, users, whiteLabels } from '../../db/schema/index.js';
import type { DomainRow, WhiteLabelRow } from '../../lib/context.js';

/**
 * SQL of the staff side of tenancy: white labels, their domains and themes as the console
 * lists and edits them. Every function takes the caller's transaction or the database.
 */

export type ThemeRow = typeof themes.$inferSelect;
export type NewDomainRow = typeof domains.$inferInsert;

/** `like` pattern of a literal piece of text (%, _ and \ match themselves). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface WhiteLabelFilter {
  search?: string | undefined;
  type?: 'b2b' | 'b2c' | undefined;
}

export interface WhiteLabelListRow {
  whiteLabel: WhiteLabelRow;
  players: number;
  staff: number;
}

// Correlated on "white_labels"."id" spelt out: drizzle writes a column of a one-table query
// unqualified, which inside the sub-select would name the users row's own id.
const playerCount = sql<number>`(select count(*)::int from ${users} u where u.white_label_id = "white_labels"."id" and u.role = 'user' and not u.demo)`;
const staffCount = sql<number>`(select count(*)::int from ${users} u where u.white_label_id = "white_labels"."id" and u.role <> 'user')`;

function whiteLabelWhere(f: WhiteLabelFilter): SQL | undefined {
  const search = f.search
    ? sql`(lower(${whiteLabels.name}) like lower(${containsPattern(f.search)}) or exists (select 1 from ${domains} d where d.white_label_id = "white_labels"."id" and d.host like lower(${containsPattern(f.search)})))`
    : undefined;
  return and(search, f.type ? eq(whiteLabels.type, f.type) : undefined);
}

export async function listWhiteLabels(
  db: DbOrTx,
  filter: WhiteLabelFilter,
  sort: { by: 'name' | 'createdAt' | 'players'; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ rows: WhiteLabelListRow[]; total: number }> {
  const where = whiteLabelWhere(filter);
  const dir = sort.order === 'asc' ? asc : desc;
  const key = sort.by === 'name' ? sql`lower(${whiteLabels.name})` : sort.by === 'players' ? playerCount : whiteLabels.createdAt;
  const [rows, [count]] = await Promise.all([
    db
      .select({ whiteLabel: whiteLabels, players: playerCount, staff: staffCount })
      .from(whiteLabels)
      .where(where)
      .orderBy(dir(key), asc(whiteLabels.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(whiteLabels)
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, players: Number(r.players), staff: Number(r.staff) })), total: Number(count?.n ?? 0) };
}

export async function findWhiteLabelRow(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<WhiteLabelListRow | null> {
  const q = db.select({ whiteLabel: whiteLabels, players: playerCount, staff: staffCount }).from(whiteLabels).where(eq(whiteLabels.id, id));
  const rows = opts.forUpdate ? await q.for('update', { of: whiteLabels }) : await q;
  const row = rows[0];
  return row ? { ...row, players: Number(row.players), staff: Number(row.staff) } : null;
}

export async function whiteLabelNameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: whiteLabels.id })
    .from(whiteLabels)
    .where(and(sql`lower(${whiteLabels.name}) = lower(${name})`, exceptId ? ne(whiteLabels.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertWhiteLabel(db: DbOrTx, row: typeof whiteLabels.$inferInsert): Promise<WhiteLabelRow> {
  const [created] = await db.insert(whiteLabels).values(row).returning();
  return created!;
}

export async function updateWhiteLabelRow(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<WhiteLabelRow, 'id' | 'createdAt'>>,
): Promise<WhiteLabelRow> {
  const [row] = await db.update(whiteLabels).set(patch).where(eq(whiteLabels.id, id)).returning();
  return row!;
}

/** Hosts of the given labels, the main (oldest) one first. */
export async function domainsOfWhiteLabels(db: DbOrTx, ids: string[]): Promise<DomainRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(domains).where(inArray(domains.whiteLabelId, ids)).orderBy(asc(domains.createdAt), asc(domains.host));
}

export interface DomainFilter {
  search?: string | undefined;
  whiteLabelId?: string | undefined;
  type?: 'b2b' | 'b2c' | undefined;
}

export interface DomainListRow {
  domain: DomainRow;
  whiteLabelName: string;
}

function domainWhere(f: DomainFilter): SQL | undefined {
  return and(
    f.search
      ? sql`(${domains.host} like lower(${containsPattern(f.search)}) or lower(${whiteLabels.name}) like lower(${containsPattern(f.search)}))`
      : undefined,
    f.whiteLabelId ? eq(domains.whiteLabelId, f.whiteLabelId) : undefined,
    f.type ? eq(domains.type, f.type) : undefined,
  );
}

export async function listDomains(
  db: DbOrTx,
  filter: DomainFilter,
  sort: { by: 'host' | 'createdAt'; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<{ rows: DomainListRow[]; total: number }> {
  const where = domainWhere(filter);
  const dir = sort.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ domain: domains, whiteLabelName: whiteLabels.name })
      .from(domains)
      .innerJoin(whiteLabels, eq(whiteLabels.id, domains.whiteLabelId))
      .where(where)
      .orderBy(dir(sort.by === 'host' ? domains.host : domains.createdAt), asc(domains.host))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(domains)
      .innerJoin(whiteLabels, eq(whiteLabels.id, domains.whiteLabelId))
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findDomainRow(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}): Promise<DomainListRow | null> {
  const q = db
    .select({ domain: domains, whiteLabelName: whiteLabels.name })
    .from(domains)
    .innerJoin(whiteLabels, eq(whiteLabels.id, domains.whiteLabelId))
    .where(eq(domains.id, id));
  const rows = opts.forUpdate ? await q.for('update', { of: domains }) : await q;
  return rows[0] ?? null;
}

/** Whether a host already serves a site (optionally other than the domain `exceptId`). */
export async function hostTaken(db: DbOrTx, host: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: domains.id })
    .from(domains)
    .where(and(eq(domains.host, host), exceptId ? ne(domains.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function insertDomain(db: DbOrTx, row: NewDomainRow): Promise<DomainRow> {
  const [created] = await db.insert(domains).values(row).returning();
  return created!;
}

export async function updateDomainRow(db: DbOrTx, id: string, patch: Partial<Omit<DomainRow, 'id' | 'createdAt'>>): Promise<DomainRow> {
  const [row] = await db.update(domains).set(patch).where(eq(domains.id, id)).returning();
  return row!;
}

export async function deleteDomainRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(domains).where(eq(domains.id, id));
}

export async function countDomainsOf(db: DbOrTx, whiteLabelId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(domains)
    .where(eq(domains.whiteLabelId, whiteLabelId));
  return Number(row?.n ?? 0);
}

export async function findThemeRow(db: DbOrTx, whiteLabelId: string): Promise<ThemeRow | null> {
  const rows = await db.select().from(themes).where(eq(themes.whiteLabelId, whiteLabelId)).limit(1);
  return rows[0] ?? null;
}

/** Writes the label's theme, creating its row when it has none yet. */
export async function upsertThemeRow(db: DbOrTx, row: typeof themes.$inferInsert): Promise<ThemeRow> {
  const [saved] = await db
    .insert(themes)
    .values(row)
    .onConflictDoUpdate({ target: themes.whiteLabelId, set: { theme: row.theme, footer: row.footer, updatedAt: row.updatedAt } })
    .returning();
  return saved!;
}
