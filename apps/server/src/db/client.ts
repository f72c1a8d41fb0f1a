import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_ROOT } from '../lib/server-paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Drizzle over either PGlite or PostgreSQL: one dialect, one schema, one migration history. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** src/db/migrations, or its copy in dist/db/migrations when running the build. */
export const MIGRATIONS_DIR = join(CODE_ROOT, 'db/migrations');
/** The database's own code (functions, trigger, view), a file each: see functions/README.md. */
export const FUNCTIONS_DIR = join(CODE_ROOT, 'db/functions');

export interface Database {
  db: Db;
  /**
   * The batch writers' own connections (placement queue, settlement): on PostgreSQL a small
   * pool of its own, so a batch that 100 waiting bets depend on never queues behind the
   * requests' reads for a connection; on PGlite (one connection) the same handle as `db`.
   */
  writer: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (the leader lock takes a connection of its own); null on PGlite. */
  url: string | null;
  /**
   * Runs `work` while no other process runs its own start-up work on this database: migrations
   * and the rows a start makes (base rows, the demo seed). Processes started at once then come
   * up one after another instead of failing on each other's half-made tables and rows.
   */
  startExclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The pool listens for a client's 'error' only while the client is idle; a connection lost
 * while a transaction holds it (a restart, pg_terminate_backend, a network cut) would emit an
 * unhandled 'error' and end the process. Every client gets a listener of its own: the work
 * that holds it fails on its next statement, the pool drops the broken client when it comes
 * back, and the process goes on.
 */
function listenWhileCheckedOut(pool: pg.Pool, name: string): void {
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      console.error(`database: ${name} connection lost while in use (${err.message})`);
    });
  });
}

/** The PostgreSQL advisory lock key of start-up work (any fixed bigint: "backlay" in ASCII, 0x6261636b6c6179). */
const START_LOCK_KEY = '27691627349565817';

/**
 * A session-level advisory lock held on one client of the pool for the length of `work`. The
 * lock goes with the connection, so a process that dies mid-way frees it for the next.
 */
async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${START_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${START_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** Where the migrations are read from (default MIGRATIONS_DIR; a test migrates with a part of them). */
  migrationsFolder?: string;
}

/**
 * Connections of the batch writers' pool: batches in flight at once (placement and settlement).
 * A player has one bet in flight at a time, so placement batches rarely share a wallet row and
 * overlap freely; several in flight let PostgreSQL flush their commits with one WAL sync.
 * Placement keeps two batches in flight (modules/betting/index.ts), settlement's chunks use the
 * others; 8 keeps a process at 18 of PostgreSQL's default 100 connections.
 */
export const WRITER_CONNECTIONS = 8;

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client can lose its connection (server restart, admin termination); pg emits
    // that on the pool, and an unhandled 'error' event would end the process. The pool drops
    // the client and opens a new one on the next query, so logging is enough.
    pool.on('error', (err) => {
      console.error(`database: idle connection lost (${err.message})`);
    });
    listenWhileCheckedOut(pool, 'request');
    // BIGINT (int8) columns come back as strings from pg; drizzle maps them with mode 'bigint'.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const writerPool = new pg.Pool({ connectionString: opts.databaseUrl, max: WRITER_CONNECTIONS });
    writerPool.on('error', (err) => {
      console.error(`database: idle writer connection lost (${err.message})`);
    });
    listenWhileCheckedOut(writerPool, 'writer');
    const writer = drizzlePg(writerPool, { schema }) as unknown as Db;
    const startExclusively = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
    if (opts.migrate !== false) {
      await startExclusively(() => migratePg(drizzlePg(pool), { migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_DIR }));
    }
    return {
      db,
      writer,
      kind: 'postgres',
      url: opts.databaseUrl,
      startExclusively,
      close: async () => void (await Promise.all([pool.end(), writerPool.end()])),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pgcrypto },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (opts.migrate !== false) await migratePglite(drizzlePglite(client), { migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_DIR });
  return {
    db,
    writer: db,
    kind: 'pglite',
    url: null,
    // One process holds a PGlite data directory: there is no one to wait for.
    startExclusively: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
