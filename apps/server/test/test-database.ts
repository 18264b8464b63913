import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the fresh PostgreSQL database, when running on PostgreSQL. */
  url?: string;
  drop(): Promise<void>;
}

/** A PostgreSQL database of its own, created next to DATABASE_URL's and dropped by `drop`. */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tallybook_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated, empty database for one test file: PGlite in memory by default, or a fresh PostgreSQL
 * database when DATABASE_URL is set (CI runs both). Never touches the database DATABASE_URL names.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url });
  await handle.migrate();
  return {
    handle,
    url: database.url,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
