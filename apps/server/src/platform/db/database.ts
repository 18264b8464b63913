import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `Database.transaction`. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * What a repository or step takes: the database, or a transaction it should join. Code that opens
 * its own transaction takes `Db` too; `db.transaction` on a transaction opens a savepoint.
 */
export type Db = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies every pending migration; safe when several processes start at once (PostgreSQL). */
  migrate(): Promise<void>;
  /** Throws when the database does not answer; callers arriving while a check runs share it. */
  ping(): Promise<void>;
  /**
   * PGlite only: whether this new database began as a copy of `startFrom`'s data dir. The start then
   * skips the migrations and seed steps (`prepareDatabase`, decision 0074): a `startFrom` answers
   * only a database made with this build's migrations and seed steps.
   */
  startedFromCopy?: boolean;
  /** PGlite only: the whole database as a tarball, which `loadDataDir` opens again (tests' template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');
const casing = 'snake_case';
// Any fixed number: the advisory lock that serialises migrations across processes.
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Called with every statement the application sends (the bench counts them); none by default. */
  onQuery?: ((statement: string) => void) | undefined;
  /**
   * PGlite only: a new database (a data dir without one yet) starts as a copy of the data dir of a
   * closed PGlite database that this answers, instead of an empty database; undefined: empty. Not
   * called for an existing database, nor in memory.
   */
  startFrom?: (() => Promise<string | undefined>) | undefined;
  /**
   * PGlite in memory only: the database starts as this dump (`DatabaseHandle.dump`) instead of
   * empty. Tests open each database from one migrated dump: 1.6 s instead of 3.6 s for an empty
   * database and its migrations.
   */
  loadDataDir?: Blob | undefined;
}

const queryLogger = (onQuery: OpenDatabaseOptions['onQuery']) =>
  onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;

// Each engine's driver is loaded when a database of that engine is opened, not with this module: a
// server needs one of the two, and loading both cost its cold start about 0.2 s (issue 13).
/**
 * A check that callers arriving while it runs share, instead of each sending its own query: under
 * load balancers and monitors polling `/healthz` together, one round trip answers them all, and every
 * answer still comes from a query that finished after the caller asked (issue 13: `/healthz` ran at
 * 0.42× a bare route on PostgreSQL, a query per call).
 */
export function sharedWhileRunning(check: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/**
 * PGlite's shared buffers, set at each start instead of the 128 MB that initdb writes into a data
 * dir's `postgresql.conf`. PGlite's WebAssembly heap allocates them zeroed when the database starts,
 * and writing 128 MB of fresh memory was about half of an embedded start (decision 0071).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onQuery) : openPglite(options);
}

async function openPglite({ dataDir, onQuery, startFrom, loadDataDir }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  // the driver loads while a new data dir is copied: a worker thread copies (issue 13)
  const newDataDir = async () => {
    const template = dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')) ? await startFrom?.() : undefined;
    if (dataDir && template) await copyDataDir(template, dataDir);
    return template;
  };
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, template] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    newDataDir(),
  ]);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  const client = dataDir ? new PGlite(dataDir, { startParams }) : new PGlite({ startParams, loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing, logger: queryLogger(onQuery) });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: sharedWhileRunning(async () => {
      await db.execute(sql`select 1`);
    }),
    startedFromCopy: template !== undefined,
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: () => client.close(),
  };
}

/** The copy of a data dir, as a worker thread runs it (plain JavaScript: the worker is evaluated). */
const COPY_DATA_DIR = `
const { copyFileSync, mkdirSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { from, to } = require('node:worker_threads').workerData;
const marker = path.join(from, 'PG_VERSION');
const copyTree = (source, target) => {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const inner = path.join(source, entry.name);
    const outer = path.join(target, entry.name);
    if (entry.isDirectory()) copyTree(inner, outer);
    else if (inner !== marker) copyFileSync(inner, outer);
  }
};
copyTree(from, to);
copyFileSync(marker, path.join(to, 'PG_VERSION'));
`;

/**
 * Copies a closed database's data dir (about 1,400 files, 44 MB). PG_VERSION, which marks a data
 * dir as holding a database, comes last: a copy cut short is taken for no database and made again
 * at the next start. A worker thread copies, in a plain synchronous walk: the main thread meanwhile
 * loads the database driver, the web app and the rest of the server's code (issue 13). Copied on
 * the main thread it held the start up for 0.2–0.6 s; copied by libuv's thread pool, each file
 * waited for the busy main thread to start the next, and the copy took twice as long.
 */
function copyDataDir(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_DATA_DIR, { eval: true, workerData: { from, to } });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`The copy of the demo database stopped with exit code ${code}.`));
    });
  });
}

async function openPostgres(databaseUrl: string, onQuery: OpenDatabaseOptions['onQuery']): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // int8 (count(*), sum of fen) arrives as text from node-postgres; read it as a number and refuse
  // silently wrong values past 2^53 (9e13 yuan: far beyond any amount this product holds).
  pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
    const value = Number(text);
    if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is past the safe integer range`);
    return value;
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // A client in use whose connection dies (a restart, a killed backend) fails its query; its
  // 'error' event must not also crash the process.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres({ client: pool, schema, casing, logger: queryLogger(onQuery) });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client: connection, casing }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    ping: sharedWhileRunning(async () => {
      await db.execute(sql`select 1`);
    }),
    close: () => pool.end(),
  };
}
