// Builds the server (decision 0029): apps/server/src bundled into plain JavaScript in
// apps/server/build, so `npm start` loads no TypeScript, and the demo database that build makes
// (migrated and seeded), which a new PGlite data dir starts from.
// `node scripts/server-build.mjs` builds; start.mjs and the tests call ensureServerBuild().
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent, sourceFiles } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildDir = path.join(root, 'apps/server/build');
const serverSource = path.join(root, 'apps/server/src');
// the stamp is written last: a build that stopped half-way is not current
const stamp = path.join(serverBuildDir, 'demo-database.json');
const sources = [
  'apps/server/src',
  'apps/server/drizzle',
  'packages/domain/src',
  'package-lock.json',
  'scripts/server-build.mjs',
].map((source) => path.join(root, source));
// tests are not in the build
const leaveOut = /\.test\.tsx?$/;

export function serverBuildIsCurrent() {
  return buildIsCurrent({ stamp, outputs: [path.join(serverBuildDir, 'main.js')], sources, leaveOut });
}

/** Builds the server when its build is missing or older than its sources. */
export function ensureServerBuild() {
  if (serverBuildIsCurrent()) return;
  console.log('Building the server…');
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The server did not build; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

// `import.meta.dirname` in a bundled file would name the build folder; each source file keeps
// naming its own folder, so paths it builds on it (the migrations, the repository root) still hold.
const keepSourceFolders = {
  name: 'keep-source-folders',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(serverBuildDir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`),
        loader: 'ts',
      };
    });
  },
};

// Packages stay in node_modules; only our own workspaces (TypeScript sources) are bundled.
const ourWorkspacesOnly = {
  name: 'our-workspaces-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tallybook/') ? undefined : { external: true },
    );
  },
};

async function buildServer() {
  const { build } = await import('esbuild');
  const hash = createHash('sha256');
  for (const file of sourceFiles(sources, leaveOut))
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file));
  const buildId = hash.digest('hex').slice(0, 32);
  // chunks are named by their content: drop the last build's files so none lingers
  if (existsSync(serverBuildDir)) {
    for (const file of readdirSync(serverBuildDir)) {
      if (/\.js(\.map)?$/.test(file)) rmSync(path.join(serverBuildDir, file));
    }
  }
  await build({
    entryPoints: {
      main: path.join(serverSource, 'main.ts'),
      'demo-database': path.join(serverSource, 'demo-database.ts'),
    },
    outdir: serverBuildDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    define: { __SERVER_BUILD_ID__: JSON.stringify(buildId) },
    plugins: [ourWorkspacesOnly, keepSourceFolders],
    logLevel: 'warning',
  });
  const { writeDemoDatabase } = await import(pathToFileURL(path.join(serverBuildDir, 'demo-database.js')).href);
  await writeDemoDatabase();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s (apps/server/build).`);
}
