// First-load JavaScript per route, from the client build: the React Router manifest says which
// files a route's first load fetches (the manifest itself, the entry, and the module and static
// imports of every route from the root down to the page); the build's chunk-modules.json (written
// by a plugin in apps/web/vite.config.ts) says which source modules those files hold. Read by the
// budget check in `npm test` (scripts/js-budget.test.ts) and by `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './web-build.mjs';

const clientDir = path.join(root, 'apps/web/build/client');

/**
 * Budgets of issue 13, gzipped bytes: mall, order and account pages may ship more than the rest. The
 * agent area's screens are the partner's account pages (its login, application and workspace); its
 * programme page (/agent/intro-us) is a marketing page.
 */
export const JS_BUDGET_BYTES = { public: 140 * 1024, account: 180 * 1024 };
const ACCOUNT_PATHS = /^((mall|order|account|login)(\/|$)|agent\/(?!intro-us(\/|$)))/;

export function budgetOf(routePath) {
  return ACCOUNT_PATHS.test(routePath) ? JS_BUDGET_BYTES.account : JS_BUDGET_BYTES.public;
}

function readManifest() {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in apps/web/build/client/assets');
  const source = readFileSync(path.join(assets, file), 'utf8');
  return {
    file: `/assets/${file}`,
    manifest: JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')),
  };
}

/** Each client chunk's source modules (paths from the repository's root) and their rendered sizes. */
export function chunkModules() {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/chunk-modules.json'), 'utf8'));
}

const gzipCache = new Map();
function gzippedSize(url) {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length;
    gzipCache.set(url, size);
  }
  return size;
}

/**
 * For every page route (a route module with a component): its full path, the files of its first
 * load, their gzipped total, its budget, and the source modules of those files by rendered size.
 */
export function firstLoadByRoute() {
  const { file: manifestFile, manifest } = readManifest();
  const modules = chunkModules();
  const routes = manifest.routes;
  const rows = [];
  for (const route of Object.values(routes)) {
    if (!route.hasDefaultExport || route.id === 'root') continue;
    const chain = [];
    for (let at = route; at; at = at.parentId ? routes[at.parentId] : undefined) chain.unshift(at);
    const files = new Set([manifestFile, manifest.entry.module, ...manifest.entry.imports]);
    for (const link of chain) for (const url of [link.module, ...(link.imports ?? [])]) files.add(url);
    const routePath = route.index
      ? ''
      : chain
          .map((link) => link.path ?? '')
          .filter(Boolean)
          .join('/');
    const bySource = new Map();
    for (const url of files) {
      for (const [source, size] of Object.entries(modules[url.replace(/^\//, '')] ?? {})) {
        const name = source.replace(/^.*node_modules\//, '').replace(/^((?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
        const key = source.includes('node_modules/') ? name : source;
        bySource.set(key, (bySource.get(key) ?? 0) + size);
      }
    }
    rows.push({
      id: route.id,
      path: `/${routePath}`,
      files: [...files],
      gzipBytes: [...files].reduce((sum, url) => sum + gzippedSize(url), 0),
      budgetBytes: budgetOf(routePath),
      biggest: [...bySource].sort((a, b) => b[1] - a[1]).map(([source, renderedBytes]) => ({ source, renderedBytes })),
    });
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per route over its budget, naming its biggest modules (rendered sizes, before minifying). */
export function budgetFailures(rows) {
  return rows
    .filter((row) => row.gzipBytes > row.budgetBytes)
    .map(
      (row) =>
        `${row.path} (${row.id}) ships ${kb(row.gzipBytes)} of JavaScript gzipped, over its ${kb(row.budgetBytes)}; biggest modules: ${row.biggest
          .slice(0, 8)
          .map((module) => `${module.source} ${kb(module.renderedBytes)}`)
          .join(', ')}`,
    );
}

/** The routes whose first load holds a module whose path matches `pattern`. */
export function routesShipping(rows, pattern) {
  return rows.filter((row) => row.biggest.some((module) => pattern.test(module.source))).map((row) => row.path);
}

/** The source of the client entry's chunk (React Router's `entry.client`), as the browser gets it. */
export function entryChunkSource() {
  return readFileSync(path.join(clientDir, readManifest().manifest.entry.module), 'utf8');
}
