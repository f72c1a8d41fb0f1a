import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { CasinoGameType } from '@backlay/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { casinoGames, casinoProviders } from '../../db/schema/index.js';

/** The SQL of Game Management: the casino catalogue as staff manage it (inactive rows included). */

export type ProviderRow = typeof casinoProviders.$inferSelect;
export type GameRow = typeof casinoGames.$inferSelect;

export interface ProviderWithCounts {
  provider: ProviderRow;
  games: number;
  activeGames: number;
}

const gameCounts = {
  games: sql<number>`count(${casinoGames.id})::int`,
  activeGames: sql<number>`(count(${casinoGames.id}) filter (where ${casinoGames.active}))::int`,
};

export async function listProviders(db: DbOrTx, providerId?: string): Promise<ProviderWithCounts[]> {
  const rows = await db
    .select({ provider: casinoProviders, ...gameCounts })
    .from(casinoProviders)
    .leftJoin(casinoGames, eq(casinoGames.providerId, casinoProviders.id))
    .where(providerId ? eq(casinoProviders.id, providerId) : undefined)
    .groupBy(casinoProviders.id)
    .orderBy(asc(casinoProviders.name), asc(casinoProviders.id));
  return rows.map((r) => ({ provider: r.provider, games: Number(r.games), activeGames: Number(r.activeGames) }));
}

export async function lockProvider(tx: Tx, id: string): Promise<ProviderRow | null> {
  const [row] = await tx.select().from(casinoProviders).where(eq(casinoProviders.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function setProviderActive(tx: Tx, id: string, active: boolean): Promise<void> {
  await tx.update(casinoProviders).set({ active }).where(eq(casinoProviders.id, id));
}

export interface GameListFilter {
  search?: string | undefined;
  providerId?: string | undefined;
  gameType?: CasinoGameType | undefined;
  active?: boolean | undefined;
  sort: 'sort' | 'name' | 'type';
  order: 'asc' | 'desc';
}

export interface GameWithProvider {
  game: GameRow;
  providerName: string;
  providerActive: boolean;
}

export async function listGames(
  db: DbOrTx,
  f: GameListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: GameWithProvider[]; total: number }> {
  const where: SQL[] = [];
  if (f.providerId) where.push(eq(casinoGames.providerId, f.providerId));
  if (f.gameType) where.push(eq(casinoGames.gameType, f.gameType));
  if (f.active !== undefined) where.push(eq(casinoGames.active, f.active));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(${ilike(casinoGames.name, like)} or ${ilike(casinoGames.code, like)} or ${ilike(casinoGames.subProviderName, like)})`);
  }
  const condition = and(...where);
  const dir = f.order === 'desc' ? desc : asc;
  const orderBy =
    f.sort === 'name'
      ? [dir(casinoGames.name), asc(casinoGames.id)]
      : f.sort === 'type'
        ? [dir(casinoGames.gameType), asc(casinoGames.subProviderName), asc(casinoGames.sort), asc(casinoGames.name), asc(casinoGames.id)]
        : [dir(casinoGames.sort), asc(casinoGames.name), asc(casinoGames.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ game: casinoGames, providerName: casinoProviders.name, providerActive: casinoProviders.active })
      .from(casinoGames)
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
      .where(condition)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(casinoGames)
      .where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function lockGame(tx: Tx, id: string): Promise<GameRow | null> {
  const [row] = await tx.select().from(casinoGames).where(eq(casinoGames.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateGame(tx: Tx, id: string, set: Partial<Pick<GameRow, 'active' | 'sort' | 'top'>>, at: Date): Promise<void> {
  await tx
    .update(casinoGames)
    .set({ ...set, updatedAt: at })
    .where(eq(casinoGames.id, id));
}

export async function findGameWithProvider(db: DbOrTx, id: string): Promise<GameWithProvider | null> {
  const [row] = await db
    .select({ game: casinoGames, providerName: casinoProviders.name, providerActive: casinoProviders.active })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(eq(casinoGames.id, id))
    .limit(1);
  return row ?? null;
}
