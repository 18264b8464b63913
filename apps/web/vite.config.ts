import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  build: { assetsInlineLimit: 0 },
});
