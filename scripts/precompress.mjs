// Beside each text file of the client build, its brotli and gzip copies (decision 0052): the
// server sends a copy as it is (@fastify/static's `preCompressed`) instead of compressing every
// script and stylesheet again for every visitor. Read by the client build (apps/web/vite.config.ts).
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text, by name. Images other than SVG are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|json|svg|txt|xml|html|webmanifest)$/;

async function textFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the build's own manifests, which are never served
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await textFiles(full)));
    else if (TEXT_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * Writes `<file>.br` (brotli's best quality) and `<file>.gz` (gzip's best level) beside every text
 * file of `dir`, however small, and returns them. `@fastify/static` looks for the copy first and
 * falls back to the file when it is missing: a file without copies cost each request two failed
 * look-ups on disk. A copy of a file of a few dozen bytes can be a few bytes larger than the file
 * (gzip's header is 18 bytes), which costs less than the look-ups did.
 *
 * With `missingOnly`, only the files that lack a copy: React Router writes the client's route
 * manifest (`assets/manifest-*.js`) into the client folder while the server is built, after the
 * client build has been written.
 */
export async function precompress(dir, { missingOnly = false } = {}) {
  const all = await textFiles(dir);
  const files = missingOnly ? all.filter((file) => !existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) : all;
  const compressed = [];
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      compressed.push(file);
    }),
  );
  return compressed.sort();
}
