// Builds the web app when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from './build-stamp.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  // the client build's compressed copies (decision 0052)
  'scripts/precompress.mjs',
  'packages/domain/src',
].map((source) => path.join(root, source));

export function webBuildIsCurrent() {
  return buildIsCurrent({ stamp: buildEntry, sources });
}

export function ensureWebBuild() {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@tallybook/web'], {
    cwd: root,
    stdio: 'inherit',
    // a production build even when asked from a test runner (Vitest sets NODE_ENV=test)
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web app did not build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
