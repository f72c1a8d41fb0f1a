import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db, DbOrTx } from './client.js';
import * as schema from './schema/index.js';

/**
 * A transaction whose first statement travels with its BEGIN and whose last with its COMMIT.
 *
 * The placement batch is latency-bound: 100 players' bets wait for its commit, and each round
 * trip of the batch is one more wait for all of them (docs/architecture.md §4). On PostgreSQL,
 * `open` and `commit` send their statement and the transaction's control word as one
 * simple-protocol query of two statements, so a batch is two round trips instead of four. A simple
 * query takes no parameters: the statements carry their values as literals (db/sql-arrays.ts
 * `arrayLiteral`). On PGlite the statements run in a plain drizzle transaction (they run
 * in-process: there is no round trip to save).
 */
export interface BatchTransaction {
  /** Drizzle on the transaction's connection, for statements between the first and the last. */
  tx: DbOrTx;
  /** Begins the transaction with this statement (no parameters); answers its rows. */
  open<R>(statement: string): Promise<R[]>;
  /** Runs this statement (no parameters) and commits. */
  commit(statement: string): Promise<void>;
  /**
   * Runs this statement (no parameters) as a transaction of its own, BEGIN and COMMIT with it in
   * one round trip, before `open`; answers the first column of its one row. The batch may then
   * still `open` (a new transaction on PostgreSQL). On PGlite it runs in the one transaction
   * and commits with the rest.
   */
  attempt(statement: string): Promise<unknown>;
}

export type BatchTransactionRunner = <T>(work: (t: BatchTransaction) => Promise<T>) => Promise<T>;

/** The runner for a database handle: the pooled form on PostgreSQL, a plain transaction on PGlite. */
export function batchTransactionRunner(db: Db): BatchTransactionRunner {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (work) => onPool(client, work);
  return (work) =>
    db.transaction((tx) =>
      work({
        tx,
        open: async <R>(statement: string) => ((await tx.execute(sql.raw(statement))) as unknown as { rows: R[] }).rows,
        commit: async (statement) => void (await tx.execute(sql.raw(statement))),
        attempt: async (statement) =>
          firstValue(((await tx.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows),
      }),
    );
}

function firstValue(rows: readonly Record<string, unknown>[]): unknown {
  const [row] = rows;
  if (!row) throw new Error('the statement answered no row');
  return Object.values(row)[0];
}

/** Drizzle on a pooled connection, made once per connection (the pool reuses them). */
const drizzleOf = new WeakMap<pg.PoolClient, DbOrTx>();

async function onPool<T>(pool: pg.Pool, work: (t: BatchTransaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let tx = drizzleOf.get(client);
  if (!tx) {
    tx = drizzlePg(client, { schema }) as unknown as DbOrTx;
    drizzleOf.set(client, tx);
  }
  // Set inside the callbacks below, so held in an object (a `let` would narrow to 'before').
  const progress: { state: 'before' | 'attempt' | 'open' | 'done' } = { state: 'before' };
  let broken: Error | undefined;
  try {
    const answer = await work({
      tx,
      open: async <R>(statement: string) => {
        if (progress.state !== 'before') throw new Error('batch transaction already open');
        progress.state = 'open';
        // Two statements answer two results: BEGIN's, then the statement's.
        const results = (await client.query(`begin; ${statement}`)) as unknown as pg.QueryResult[];
        return results[1]!.rows as R[];
      },
      commit: async (statement) => {
        if (progress.state !== 'open') throw new Error('batch transaction not open');
        await client.query(`${statement}; commit`);
        progress.state = 'done';
      },
      attempt: async (statement) => {
        if (progress.state !== 'before') throw new Error('batch transaction already open');
        // A failure leaves the transaction begun and aborted: the rollback below ends it.
        progress.state = 'attempt';
        // Three statements answer three results: BEGIN's, the statement's, COMMIT's.
        const results = (await client.query(`begin; ${statement}; commit`)) as unknown as pg.QueryResult[];
        progress.state = 'before';
        return firstValue(results[1]!.rows as Record<string, unknown>[]);
      },
    });
    if (progress.state === 'open') {
      await client.query('commit');
      progress.state = 'done';
    }
    return answer;
  } catch (err) {
    // A failed statement leaves the transaction aborted (or never begun, or already ended by
    // a failed COMMIT: then ROLLBACK only warns). A connection that cannot even roll back is
    // dropped from the pool instead of being handed to the next batch mid-transaction.
    if (progress.state !== 'done')
      await client.query('rollback').catch((e: unknown) => (broken = e instanceof Error ? e : new Error(String(e))));
    throw err;
  } finally {
    client.release(broken);
  }
}
