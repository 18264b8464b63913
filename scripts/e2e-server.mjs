// The server the browser journeys run against: the built product on a database of its own
// (a temporary PGlite folder, or a fresh PostgreSQL database when DATABASE_URL is set),
// removed again when Playwright stops it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

/** The client packages the journeys' server has in its folder (the others answer "not available yet"). */
const E2E_PACKAGES = ['tallybook-6.4.2-setup.exe', 'tallybook-6.4.2.dmg', 'tallybook-6.4.1.apk'];

// the journeys run the product as built from these sources, never an older build of it
ensureWebBuild();
ensureServerBuild();

const adminUrl = process.env.DATABASE_URL;
const env = { ...process.env, SKIP_BUILD: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
let cleanup;

if (adminUrl) {
  const name = `tallybook_e2e_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tallybook-e2e-'));
  env.DATA_DIR = dataDir;
  cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
}

// The packages this server serves itself: Tallybook's own Windows, Mac and Android builds are in the
// folder, so that their links download; the other products' are not, so that the journeys meet a
// package the site cannot give yet (issue 10).
const downloadsDir = mkdtempSync(path.join(tmpdir(), 'tallybook-e2e-downloads-'));
env.DOWNLOADS_DIR = downloadsDir;
for (const file of E2E_PACKAGES) writeFileSync(path.join(downloadsDir, file), `${file}: a package of the journeys\n`);
const removeDatabase = cleanup;
cleanup = async () => {
  rmSync(downloadsDir, { recursive: true, force: true });
  await removeDatabase();
};

const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', async (code) => {
  await cleanup().catch((error) => console.error('could not clean up the e2e database:', error.message));
  process.exit(code ?? 0);
});
