import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { ROUTER_AHEAD_EXPORT, withRouterAhead } from '../../scripts/hydrated-router-ahead.mjs';
import { precompress } from '../../scripts/precompress.mjs';
import { isReactDomProductionClient, withStacklessSentinels } from '../../scripts/react-dom-sentinels.mjs';

/**
 * Writes `build/client/.vite/chunk-modules.json`: for each client chunk, the modules it holds and
 * their rendered sizes. The JavaScript budget check (test/js-budget.test.ts) reads it to name the
 * biggest modules of a route that is over its budget.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

function chunkModules(): Plugin {
  return {
    name: 'tallybook:chunk-modules',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            path.relative(repositoryRoot, id.replace(/\0/g, '')).replace(/\?.*$/, ''),
            module.renderedLength,
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * Every message catalogue as a static file of the client build (decision 0033):
 * `assets/i18n/<version>/<language>/<namespace>.json`, and the domain's messages as
 * `<language>/domain.json`. The version is a digest of them all, so a page's code finds any file
 * from the language and namespace alone (`import.meta.env.CATALOGUES_VERSION`), and a changed text
 * is a new address the browser has never cached.
 */
function catalogueFiles(): Plugin {
  const localesDir = path.join(import.meta.dirname, 'app/i18n/locales');
  const domainDir = path.join(repositoryRoot, 'packages/domain/src/messages');
  const files = () => {
    const found = new Map<string, string>();
    for (const language of readdirSync(localesDir).sort()) {
      for (const file of readdirSync(path.join(localesDir, language)).sort()) {
        found.set(`${language}/${file}`, readFileSync(path.join(localesDir, language, file), 'utf8'));
      }
    }
    for (const file of readdirSync(domainDir).sort()) {
      found.set(`${file.replace(/\.json$/, '')}/domain.json`, readFileSync(path.join(domainDir, file), 'utf8'));
    }
    return found;
  };
  const digest = createHash('sha256');
  for (const [name, text] of files()) digest.update(`${name}\n${text}\n`);
  const version = digest.digest('hex').slice(0, 12);
  const base = `/assets/i18n/${version}/`;
  return {
    name: 'tallybook:catalogue-files',
    config: () => ({ define: { 'import.meta.env.CATALOGUES_VERSION': JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const text = request.url?.startsWith(base) ? files().get(request.url.slice(base.length)) : undefined;
        if (text === undefined) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.end(text);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [name, text] of files()) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${name}`, source: JSON.stringify(JSON.parse(text)) });
      }
    },
  };
}

/**
 * The page shell in two chunks of the client build (issue 13, decision 0049): the modules the root
 * route imports statically, which every page loads and evaluates first, go into `framework` (React
 * and React Router) and `shell` (our layout, header, footer, session and the domain rules they
 * use), instead of the twenty-odd small chunks the automatic splitting made of them. A news page
 * asks for 15 files instead of 36, and each request costs Lighthouse's phone a few milliseconds of
 * main thread. Only our own modules under `app/` and those packages are named here: a module of
 * the domain's barrel reached through the root's imports may be one that tree-shaking keeps out of
 * the root (libphonenumber, the banks list), and naming it would move it into every page. Rolldown
 * brings along what a grouped module really uses. React DOM's client, which only the entry imports,
 * stays in the entry.
 */
function shellChunks(): Plugin {
  const rootModule = path.join(import.meta.dirname, 'app/root.tsx');
  const appDir = path.join(import.meta.dirname, 'app') + path.sep;
  const framework = /[\\/]node_modules[\\/](react|react-dom|react-router)[\\/]/;
  const reactDomClient = /[\\/]node_modules[\\/]react-dom[\\/](client\.js|cjs[\\/]react-dom-client)/;
  return {
    name: 'tallybook:shell-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      let fromRoot: Set<string> | undefined;
      const importedByRoot = (id: string, getModuleInfo: (id: string) => { importedIds: readonly string[] } | null) => {
        if (!fromRoot) {
          fromRoot = new Set();
          const waiting = [rootModule];
          for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
            if (fromRoot.has(next)) continue;
            fromRoot.add(next);
            waiting.push(...(getModuleInfo(next)?.importedIds ?? []));
          }
          fromRoot.delete(rootModule);
        }
        return fromRoot.has(id);
      };
      const groupOf = (id: string) => {
        if (framework.test(id) && !reactDomClient.test(id)) return 'framework';
        if (id.startsWith(appDir)) return 'shell';
        return null;
      };
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, context) =>
                      importedByRoot(id, (module) => context.getModuleInfo(module)) ? groupOf(id) : null,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Each text file of the client build beside its brotli and gzip copies, written once at the best
 * quality (decision 0052): the server sends them as they are, where it used to compress every
 * script of a page again for every visitor (about 40 ms of its CPU a page, on the two cores the
 * browser shares with it).
 */
function precompressedFiles(): Plugin {
  return {
    name: 'tallybook:precompressed-files',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      if (this.environment.name === 'client') {
        await precompress(options.dir);
        return;
      }
      // React Router writes the route manifest into the client folder (build/client/assets/manifest-*.js)
      // while it builds the server, in a build of its own after the client's
      const clientDir = path.join(path.dirname(options.dir), 'client');
      if (existsSync(clientDir)) await precompress(clientDir, { missingOnly: true });
    },
  };
}

/** React Router's production build: the client build's copy of it, and the module the router-ahead addition changes. */
const routerProductionDist = path.join(repositoryRoot, 'node_modules/react-router/dist/production');
const routerProductionDomExport = path.join(routerProductionDist, 'dom-export.mjs');

/**
 * React Router's production build in the browser. Its package names only `dist/development` in
 * every export (remix-run/react-router#14102, open), which differs from `dist/production` by one
 * flag: `ENABLE_DEV_WARNINGS`. The client build resolves the package's two entries to the
 * production files, so the minifier drops the warnings' code and their work on every render. The
 * server keeps the package's own resolution: its build and our server import one copy of it, and
 * two copies would not share their contexts.
 */
function productionRouter(): Plugin {
  const entries: Record<string, string> = {
    'react-router': path.join(routerProductionDist, 'index.mjs'),
    'react-router/dom': routerProductionDomExport,
  };
  return {
    name: 'tallybook:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (this.environment.name !== 'client') return null;
      return entries[source] ?? null;
    },
  };
}

/**
 * `virtual:tallybook/router-ahead`: the router of the first page, made before React hydrates (issue
 * 13, decision 0057). In the client build it is React Router's own `createHydratedRouter`, reached
 * through a function added to the production `dom-export.mjs` (scripts/hydrated-router-ahead.mjs);
 * the build stops if React Router no longer has what the addition relies on. In development (Vite
 * serves React Router as it is) it does nothing, and `<HydratedRouter>` makes the router itself.
 */
function routerAhead(): Plugin {
  return {
    ...virtualModule('virtual:tallybook/router-ahead', (clientBuild) =>
      clientBuild
        ? `export { ${ROUTER_AHEAD_EXPORT} as routerAhead } from 'react-router/dom';`
        : 'export async function routerAhead() {}',
    ),
    transform(code, module) {
      if (!inClientBuild(this.environment) || module.split('?')[0] !== routerProductionDomExport) return null;
      return { code: withRouterAhead(code), map: null };
    },
  };
}

/**
 * `virtual:tallybook/react-dom-client`: React DOM's client, started when the entry first calls
 * `reactDomClient()` (issue 13, decision 0077). In the client build it is a `require`, which the
 * bundler turns into a call, at that place, of the wrapper it puts around a CommonJS module, so
 * React DOM starts in the entry's task for it, not while the entry's chunk is evaluated
 * (scripts/entry-chunk.test.ts checks the build). In development Vite serves React DOM as an ES
 * module, imported as usual. The client build also makes React DOM's sentinel errors without a stack
 * (decision 0080).
 */
function reactDomClientOnCall(): Plugin {
  return {
    ...virtualModule('virtual:tallybook/react-dom-client', (clientBuild) =>
      clientBuild
        ? "export const reactDomClient = () => require('react-dom/client');"
        : "import * as client from 'react-dom/client';\nexport const reactDomClient = () => client;",
    ),
    // React DOM's sentinel errors made without a stack (scripts/react-dom-sentinels.mjs, decision 0080)
    transform(code, module) {
      if (!inClientBuild(this.environment) || !isReactDomProductionClient(module)) return null;
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}

/** Whether a plugin's hook runs for the client build: not the server's, not the development server. */
const inClientBuild = (environment: { name: string; config: { command: string } }) =>
  environment.config.command === 'build' && environment.name === 'client';

/** A module of ours at `id` whose code depends on whether it is for the client build or not. */
function virtualModule(id: string, code: (clientBuild: boolean) => string): Plugin {
  return {
    name: id.replace('virtual:tallybook/', 'tallybook:'),
    enforce: 'pre',
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      return code(inClientBuild(this.environment));
    },
  };
}

export default defineConfig({
  plugins: [
    productionRouter(),
    routerAhead(),
    reactDomClientOnCall(),
    tailwindcss(),
    reactRouter(),
    chunkModules(),
    catalogueFiles(),
    shellChunks(),
    precompressedFiles(),
  ],
  build: { assetsInlineLimit: 0 },
});
