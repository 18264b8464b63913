// `npm test`: every test of the project. Unit and integration tests (Vitest) on PGlite, or on
// PostgreSQL when DATABASE_URL is set, then the browser journeys (Playwright) against the built
// product in a system Chromium. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, MISSING_BROWSER_HELP } from './browser.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

const args = new Set(process.argv.slice(2));
const runUnits = !args.has('--e2e-only');
const runBrowser = !args.has('--unit-only');
const outDir = path.join(root, '.tmp');
mkdirSync(outDir, { recursive: true });

const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite';
console.log(`Testing on ${database}.`);

if (runBrowser) {
  const browser = await ensureChromium();
  if (!browser) {
    console.error(MISSING_BROWSER_HELP);
    process.exit(1);
  }
  console.log(`Browser journeys will use ${browser}.`);
}

// Vitest needs the web build before it starts: the server's lifecycle test runs on it without
// building it, and the JavaScript-budget and answer-cache tests, which build it when it is stale,
// run in parallel workers and would build it twice at once into one folder. The server build is
// the lifecycle test's own (it ensures it), and the journeys' server builds both (e2e-server.mjs).
if (runUnits) ensureWebBuild();

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRun = false;

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) failedRun = true;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

if (runUnits) {
  const report = path.join(outDir, 'vitest-results.json');
  rmSync(report, { force: true });
  run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    // UNIT_TESTS=database runs only the tests that reach a database (`*.integration.test.ts`): the
    // rest (domain rules, components, the build's checks) give the same answer on either engine.
    ...(process.env.UNIT_TESTS === 'database' ? ['integration.test'] : []),
  ]);
  const results = readJson(report);
  if (results) {
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
  } else {
    failedRun = true;
  }
}

if (runBrowser) {
  const report = path.join(outDir, 'playwright-results.json');
  rmSync(report, { force: true });
  // E2E_PROJECTS=desktop (a comma list) runs the journeys at those screen sizes only;
  // E2E_GREP_INVERT leaves out the journeys whose titles match it.
  const projects = (process.env.E2E_PROJECTS ?? '').split(',').filter(Boolean);
  const invert = process.env.E2E_GREP_INVERT;
  run(process.execPath, [
    'node_modules/@playwright/test/cli.js',
    'test',
    ...projects.flatMap((project) => ['--project', project]),
    ...(invert ? ['--grep-invert', invert] : []),
  ]);
  const results = readJson(report);
  if (results?.stats) {
    totals.passed += results.stats.expected + results.stats.flaky;
    totals.failed += results.stats.unexpected;
    totals.skipped += results.stats.skipped;
  } else if (!existsSync(report)) {
    failedRun = true;
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRun || totals.failed > 0 || totals.passed === 0 ? 1 : 0);
