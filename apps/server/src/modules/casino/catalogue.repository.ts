import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CASINO_GAME_TYPES, CASINO_PROVIDER_ORDER, type CasinoGameType } from '@backlay/contract';
import type { DbOrTx } from '../../db/client.js';
import { casinoGames, casinoProviders } from '../../db/schema/index.js';

/** The SQL of the casino catalogue: providers and their games. */

export type CasinoProviderRow = typeof casinoProviders.$inferSelect;
export type CasinoGameRow = typeof casinoGames.$inferSelect;

export interface GameFilter {
  gameType?: CasinoGameType | undefined;
  subProviderName?: string | undefined;
  top?: boolean | undefined;
  search?: string | undefined;
}

/**
 * Position of a column's value in one of the contract's fixed display orders; values not in it
 * sort after every listed one. The lists are our constants, written into the SQL as literals
 * (no parameters), so SELECT DISTINCT can order by the very same expression it selects.
 */
function positionIn(column: AnyColumn, order: readonly string[]): SQL {
  const literal = `array[${order.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
  return sql`coalesce(array_position(${sql.raw(literal)}, ${column}), ${sql.raw(String(order.length + 1))})`;
}

const typeOrder = positionIn(casinoGames.gameType, CASINO_GAME_TYPES);
const providerOrder = positionIn(casinoGames.subProviderName, CASINO_PROVIDER_ORDER);

function conditions(f: GameFilter, withProvider: boolean): SQL {
  const c: SQL[] = [eq(casinoGames.active, true), eq(casinoProviders.active, true)];
  if (f.gameType) c.push(eq(casinoGames.gameType, f.gameType));
  if (withProvider && f.subProviderName) c.push(eq(casinoGames.subProviderName, f.subProviderName));
  if (f.top !== undefined) c.push(eq(casinoGames.top, f.top));
  if (f.search) c.push(sql`${casinoGames.name} ilike ${`%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}`);
  return and(...c)!;
}

/** Active games of active providers in display order (type, provider, sort, name), one page. */
export async function listGames(
  db: DbOrTx,
  f: GameFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: CasinoGameRow[]; total: number }> {
  const where = conditions(f, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ game: casinoGames })
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(where)
      .orderBy(
        typeOrder,
        providerOrder,
        asc(casinoGames.subProviderName),
        asc(casinoGames.sort),
        asc(casinoGames.name),
        asc(casinoGames.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(casinoGames).innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId)).where(where),
  ]);
  return { rows: rows.map((r) => r.game), total: Number(total?.n ?? 0) };
}

/** The provider groups of a filter (ignoring its provider), in display order. */
export async function listSubProviderNames(db: DbOrTx, f: GameFilter): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: casinoGames.subProviderName, position: providerOrder })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(conditions(f, false))
    .orderBy(providerOrder, asc(casinoGames.subProviderName));
  return rows.map((r) => r.name);
}

export async function findGameById(db: DbOrTx, id: string): Promise<{ game: CasinoGameRow; provider: CasinoProviderRow } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ game: casinoGames, provider: casinoProviders })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(eq(casinoGames.id, id));
  return row ?? null;
}

export async function findGameByCode(db: DbOrTx, providerId: string, code: string): Promise<CasinoGameRow | null> {
  const [row] = await db
    .select()
    .from(casinoGames)
    .where(and(eq(casinoGames.providerId, providerId), eq(casinoGames.code, code)));
  return row ?? null;
}

export async function findProviderByCode(db: DbOrTx, code: string): Promise<CasinoProviderRow | null> {
  const [row] = await db.select().from(casinoProviders).where(eq(casinoProviders.code, code));
  return row ?? null;
}

/** The launch URLs of the providers switched on (their game pages are framed by the player site). */
export async function activeProviderLaunchUrls(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ launchUrl: casinoProviders.launchUrl }).from(casinoProviders).where(eq(casinoProviders.active, true));
  return rows.map((r) => r.launchUrl);
}
