// The demo database a new PGlite data dir starts from (decision 0029). The server build
// (scripts/server-build.mjs) makes it with this very code: every migration, the log partitions and
// every demo-content seed step, in a PGlite data dir next to the bundled server. A new data dir
// starts as a copy of it instead of an empty database that is then migrated and seeded; the start
// then only makes the log partitions of the months since the build (decision 0074).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './platform/db/database.ts';

// Replaced by the server build with the fingerprint of the sources and lock file it was built from.
declare const __SERVER_BUILD_ID__: string;

/** The fingerprint of the server build running this code; undefined when it runs from source (tsx). */
export const serverBuildId: string | undefined =
  typeof __SERVER_BUILD_ID__ === 'string' ? __SERVER_BUILD_ID__ : undefined;

const SERVER_BUILD_DIR = path.resolve(import.meta.dirname, '../build');
const DATA_DIR = 'demo-database';
const MANIFEST = 'demo-database.json';

interface DemoDatabaseManifest {
  /** The server build that made the data dir; only that build starts from it. */
  buildId: string;
  seedSteps: string[];
}

export interface DemoDatabaseLocation {
  buildId?: string | undefined;
  /** The folder holding the demo database (the server build's). */
  dir?: string;
}

/** Makes the demo database for `buildId` in `dir`: migrated, partitioned and seeded, then closed. */
export async function writeDemoDatabase({
  buildId = serverBuildId,
  dir = SERVER_BUILD_DIR,
}: DemoDatabaseLocation = {}): Promise<void> {
  if (!buildId) throw new Error('The demo database is made by a server build (scripts/server-build.mjs).');
  const manifestFile = path.join(dir, MANIFEST);
  const partial = path.join(dir, `${DATA_DIR}.partial`);
  // the manifest goes first and comes back last: a build cut short leaves no data dir that claims to be current
  await rm(manifestFile, { force: true });
  await rm(partial, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // loaded here, not with the module: a start only reads the manifest, before the rest of the code loads
  const { prepareDatabase } = await import('./prepare-database.ts');
  // a new data dir, not a copy: migrated, partitioned and seeded as a start would
  const handle = await openDatabase({ dataDir: partial });
  let seedSteps: string[];
  try {
    seedSteps = await prepareDatabase(handle, { seedDemo: true });
  } finally {
    await handle.close();
  }
  await rm(path.join(dir, DATA_DIR), { recursive: true, force: true });
  await rename(partial, path.join(dir, DATA_DIR));
  const manifest: DemoDatabaseManifest = { buildId, seedSteps };
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The data dir of the demo database made by this same build, or undefined (running from source, no
 * build, or a build of other sources): then a new database starts empty and is migrated and seeded.
 */
export async function demoDatabaseOfThisBuild({
  buildId = serverBuildId,
  dir = SERVER_BUILD_DIR,
}: DemoDatabaseLocation = {}): Promise<string | undefined> {
  if (!buildId) return undefined;
  let manifest: DemoDatabaseManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
  const dataDir = path.join(dir, DATA_DIR);
  return manifest.buildId === buildId && existsSync(path.join(dataDir, 'PG_VERSION')) ? dataDir : undefined;
}
