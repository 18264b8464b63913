import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from '../../../scripts/web-build.mjs';
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from '../src/platform/db/database.ts';

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

const migrationsFolder = path.join(root, 'apps/server/drizzle');

/** Every migration's file and text: a template made from other migrations is not reused. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        hash
          .update(`${path.relative(migrationsFolder, file)}\0`)
          .update(readFileSync(file))
          .update('\0');
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite database with every migration applied, as a dump: made once per checkout of the
 * migrations (kept in .tmp/, written whole under a temporary name and renamed, so that test files
 * starting together in several workers never read half a file), then opened by every test file.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(root, '.tmp', `pglite-migrated-${migrationsDigest()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const dump = await handle.dump?.();
    if (!dump) throw new Error('PGlite gave no dump of the migrated database.');
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    // templates of earlier migrations are never opened again
    for (const old of readdirSync(path.dirname(file))) {
      if (/^pglite-migrated-[0-9a-f]{16}\.tar$/.test(old) && old !== path.basename(file)) {
        rmSync(path.join(path.dirname(file), old), { force: true });
      }
    }
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * A migrated, empty database for one test file: PGlite in memory by default, or a fresh PostgreSQL
 * database when DATABASE_URL is set (CI runs both). Never touches the database DATABASE_URL names.
 * `onQuery` is told every statement sent (the migrations' too, on PostgreSQL).
 */
export async function createTestDatabase(
  options: { onQuery?: OpenDatabaseOptions['onQuery'] } = {},
): Promise<TestDatabase> {
  const { onQuery } = options;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ loadDataDir: await migratedPgliteTemplate(), onQuery });
    // the template holds every migration of this checkout: migrate finds nothing to apply
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, onQuery });
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
