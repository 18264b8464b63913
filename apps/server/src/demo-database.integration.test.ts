import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTENT } from './demo-content.ts';
import { demoDatabaseOfThisBuild, writeDemoDatabase } from './demo-database.ts';
import { ensureLogPartitions } from './log-partitions.ts';
import { type DatabaseHandle, type Db, openDatabase, PGLITE_SHARED_BUFFERS } from './platform/db/database.ts';
import { queryRows } from './platform/db/query-rows.ts';
import { runSeedSteps } from './platform/db/seed.ts';
import { prepareDatabase } from './prepare-database.ts';

/** What a database holds, timestamps of the moment it was made left out: its schema and its rows. */
async function contentsOf(db: Db) {
  const columns = await queryRows(
    db,
    sql`select table_schema, table_name, column_name, data_type, is_nullable, column_default
        from information_schema.columns where table_schema in ('public', 'drizzle')
        order by table_schema, table_name, ordinal_position`,
  );
  const indexes = await queryRows(
    db,
    sql`select schemaname, tablename, indexname, indexdef from pg_indexes
        where schemaname in ('public', 'drizzle') order by schemaname, indexname`,
  );
  const constraints = await queryRows(
    db,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const triggers = await queryRows(
    db,
    sql`select tgrelid::regclass::text as on_table, tgname from pg_trigger where not tgisinternal order by 1, 2`,
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    // every column but the instants the rows were written (created_at, applied_at ... default now())
    const kept = await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_schema = 'public'
          and table_name = ${name} and coalesce(column_default, '') not like '%now()%' order by ordinal_position`,
    );
    const list = kept.map(({ column_name }) => `"${column_name}"`).join(', ');
    rows[name] = list ? await queryRows(db, sql.raw(`select ${list} from "${name}" order by ${list}`)) : [];
  }
  const migrations = await queryRows(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  return { columns, indexes, constraints, triggers, rows, migrations };
}

describe('the demo database a new PGlite data dir starts from', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'tallybook-demo-database-'));
  const buildFolder = path.join(folder, 'build');
  const buildId = 'test-build';
  const handles: DatabaseHandle[] = [];
  const open = async (...args: Parameters<typeof openDatabase>) => {
    const handle = await openDatabase(...args);
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    await writeDemoDatabase({ buildId, dir: buildFolder });
  }, 180_000);
  afterAll(async () => {
    for (const handle of handles) await handle.close().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  });

  it('belongs to the build that made it, and to no other', async () => {
    expect(await demoDatabaseOfThisBuild({ buildId, dir: buildFolder })).toBe(path.join(buildFolder, 'demo-database'));
    expect(await demoDatabaseOfThisBuild({ buildId: 'another-build', dir: buildFolder })).toBeUndefined();
    // running from source: no build id, so always the full migration and seed
    expect(await demoDatabaseOfThisBuild({ buildId: undefined, dir: buildFolder })).toBeUndefined();
    expect(await demoDatabaseOfThisBuild({ buildId, dir: path.join(folder, 'nothing-built') })).toBeUndefined();
  });

  it('equals a database migrated and seeded from empty, and leaves the start nothing to do', async () => {
    const template = await demoDatabaseOfThisBuild({ buildId, dir: buildFolder });
    const copy = await open({ dataDir: path.join(folder, 'copy'), startFrom: async () => template });
    expect(copy.startedFromCopy).toBe(true);
    await copy.migrate();
    expect(await ensureLogPartitions(copy.db)).toEqual([]);
    expect(await runSeedSteps(copy.db, DEMO_CONTENT)).toEqual([]);

    const fromEmpty = await open({ dataDir: path.join(folder, 'from-empty') });
    expect(fromEmpty.startedFromCopy).toBe(false);
    await fromEmpty.migrate();
    await ensureLogPartitions(fromEmpty.db);
    expect(await runSeedSteps(fromEmpty.db, DEMO_CONTENT)).toEqual(DEMO_CONTENT.map((step) => step.name));

    const [copied, made] = [await contentsOf(copy.db), await contentsOf(fromEmpty.db)];
    expect(copied.rows.products?.length).toBeGreaterThan(0);
    expect(copied).toEqual(made);
  }, 180_000);

  it("is only partitioned at the start: its migrations and seed steps are this build's (decision 0074)", async () => {
    const statements: string[] = [];
    const copy = await open({
      dataDir: path.join(folder, 'readied'),
      startFrom: async () => demoDatabaseOfThisBuild({ buildId, dir: buildFolder }),
      onQuery: (statement) => statements.push(statement),
    });
    const migrate = vi.spyOn(copy, 'migrate');
    expect(await prepareDatabase(copy, { seedDemo: true })).toEqual([]);
    expect(migrate).not.toHaveBeenCalled();
    expect(statements.filter((statement) => statement.includes('seed_log'))).toEqual([]);
    expect(statements.some((statement) => statement.includes('to_regclass'))).toBe(true);

    // a database that did not begin as that copy is migrated and seeded as always
    const empty = await open({});
    const migrateEmpty = vi.spyOn(empty, 'migrate');
    expect(await prepareDatabase(empty, { seedDemo: true })).toEqual(DEMO_CONTENT.map((step) => step.name));
    expect(migrateEmpty).toHaveBeenCalledTimes(1);
  }, 180_000);

  it('never replaces an existing database, which keeps its data and migrates forward', async () => {
    // a database made by an older release: every migration but the last three, and a row of its own
    const oldMigrations = path.join(folder, 'old-migrations');
    cpSync(path.resolve(import.meta.dirname, '../drizzle'), oldMigrations, { recursive: true });
    const journalFile = path.join(oldMigrations, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const allMigrations = journal.entries.length;
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -3) }));
    const dataDir = path.join(folder, 'existing');
    const older = new PGlite(dataDir);
    await migrate(drizzle({ client: older }), { migrationsFolder: oldMigrations });
    await older.query(`insert into seed_log (name) values ('test/kept')`);
    await older.close();

    const startFrom = vi.fn(async () => demoDatabaseOfThisBuild({ buildId, dir: buildFolder }));
    const current = await open({ dataDir, startFrom });
    expect(startFrom).not.toHaveBeenCalled();
    expect(current.startedFromCopy).toBe(false);
    await current.migrate();
    const applied = await queryRows(current.db, sql`select id from drizzle.__drizzle_migrations`);
    expect(applied).toHaveLength(allMigrations);
    const kept = await queryRows<{ name: string }>(current.db, sql`select name from seed_log`);
    expect(kept.map((row) => row.name)).toEqual(['test/kept']);
  }, 120_000);

  it("starts with PGlite's shared buffers small, whatever the data dir's postgresql.conf says (decision 0071)", async () => {
    const shown = async (db: Db) =>
      (await queryRows<{ shared_buffers: string }>(db, sql`show shared_buffers`))[0]?.shared_buffers;
    expect(readFileSync(path.join(buildFolder, 'demo-database/postgresql.conf'), 'utf8')).toMatch(
      /^shared_buffers = 128MB/m,
    );
    const copied = await open({
      dataDir: path.join(folder, 'small-buffers'),
      startFrom: async () => demoDatabaseOfThisBuild({ buildId, dir: buildFolder }),
    });
    expect(copied.startedFromCopy).toBe(true);
    expect(await shown(copied.db)).toBe(PGLITE_SHARED_BUFFERS);
    // in memory, from a dump, as every test file opens its database
    const dump = await copied.dump?.();
    expect(dump).toBeDefined();
    const inMemory = await open({ loadDataDir: dump });
    expect(await shown(inMemory.db)).toBe(PGLITE_SHARED_BUFFERS);
  }, 120_000);

  it('copies again over a copy that stopped half-way (no PG_VERSION yet)', async () => {
    const dataDir = path.join(folder, 'half-way');
    mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'postgresql.conf'), '# cut short\n');
    const template = await demoDatabaseOfThisBuild({ buildId, dir: buildFolder });
    const handle = await open({ dataDir, startFrom: async () => template });
    expect(handle.startedFromCopy).toBe(true);
    expect(await runSeedSteps(handle.db, DEMO_CONTENT)).toEqual([]);
  }, 120_000);
});
