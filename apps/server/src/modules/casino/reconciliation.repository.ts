import { and, count, countDistinct, desc, eq, gte, isNotNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { casinoGames, casinoProviders, casinoRounds, casinoTransactions, users } from '../../db/schema/index.js';
import type { CasinoRoundStatus } from '@backlay/contract';

/** The SQL of the casino reconciliation: sums of the wallet's transactions per provider and per round. */

export interface ReconciliationFilter {
  /** Transactions that reached us in [from, to). */
  from: Date;
  to: Date;
  providerId?: string | undefined;
  providerRoundId?: string | undefined;
  /** A white label sees its own players only; the administrator passes none. */
  whiteLabelId?: string | undefined;
}

export interface Figures {
  debits: bigint;
  credits: bigint;
  rollbacks: bigint;
  transactions: number;
}

function conditions(f: ReconciliationFilter): SQL {
  const c: SQL[] = [gte(casinoTransactions.createdAt, f.from), lt(casinoTransactions.createdAt, f.to)];
  if (f.providerId) c.push(eq(casinoTransactions.providerId, f.providerId));
  if (f.providerRoundId) c.push(eq(casinoTransactions.providerRoundId, f.providerRoundId));
  if (f.whiteLabelId) c.push(eq(users.whiteLabelId, f.whiteLabelId));
  return and(...c)!;
}

const sumOf = (type: 'debit' | 'credit' | 'rollback') =>
  sql<string>`coalesce(sum(${casinoTransactions.amount}) filter (where ${casinoTransactions.type} = ${type}), 0)::text`;
const figureFields = { debits: sumOf('debit'), credits: sumOf('credit'), rollbacks: sumOf('rollback'), transactions: count() };

function figures(r: { debits: string; credits: string; rollbacks: string; transactions: number }): Figures {
  return { debits: BigInt(r.debits), credits: BigInt(r.credits), rollbacks: BigInt(r.rollbacks), transactions: Number(r.transactions) };
}

export async function providerFigures(
  db: DbOrTx,
  f: ReconciliationFilter,
): Promise<({ providerId: string; providerCode: string; providerName: string; rounds: number } & Figures)[]> {
  const rows = await db
    .select({
      providerId: casinoProviders.id,
      providerCode: casinoProviders.code,
      providerName: casinoProviders.name,
      rounds: countDistinct(casinoTransactions.roundId),
      ...figureFields,
    })
    .from(casinoTransactions)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoTransactions.providerId))
    .innerJoin(users, eq(users.id, casinoTransactions.userId))
    .where(conditions(f))
    .groupBy(casinoProviders.id, casinoProviders.code, casinoProviders.name)
    .orderBy(casinoProviders.name);
  return rows.map((r) => ({ ...r, rounds: Number(r.rounds), ...figures(r) }));
}

export interface RoundFigures extends Figures {
  id: string;
  providerRoundId: string;
  providerId: string;
  providerName: string;
  gameCode: string;
  userId: string;
  userName: string;
  status: CasinoRoundStatus;
}

/** Per round (transactions that belong to no round moved nothing and are left out), latest activity first. */
export async function roundFigures(
  db: DbOrTx,
  f: ReconciliationFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: RoundFigures[]; total: number }> {
  const where = and(conditions(f), isNotNull(casinoTransactions.roundId));
  const base = () =>
    db
      .select({
        id: casinoRounds.id,
        providerRoundId: casinoRounds.providerRoundId,
        providerId: casinoProviders.id,
        providerName: casinoProviders.name,
        gameCode: casinoGames.code,
        userId: users.id,
        userName: users.userName,
        status: casinoRounds.status,
        lastAt: max(casinoTransactions.createdAt),
        ...figureFields,
      })
      .from(casinoTransactions)
      .innerJoin(casinoRounds, eq(casinoRounds.id, casinoTransactions.roundId))
      .innerJoin(casinoProviders, eq(casinoProviders.id, casinoTransactions.providerId))
      .innerJoin(casinoGames, eq(casinoGames.id, casinoRounds.gameId))
      .innerJoin(users, eq(users.id, casinoTransactions.userId))
      .where(where)
      .groupBy(casinoRounds.id, casinoProviders.id, casinoGames.code, users.id);
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(desc(max(casinoTransactions.createdAt)), desc(casinoRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: countDistinct(casinoTransactions.roundId) })
      .from(casinoTransactions)
      .innerJoin(users, eq(users.id, casinoTransactions.userId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ lastAt: _lastAt, ...r }) => ({ ...r, ...figures(r) })),
    total: Number(total?.n ?? 0),
  };
}
