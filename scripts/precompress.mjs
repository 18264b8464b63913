// Beside each text file of the client build, its brotli and gzip copies (decision 0052): the
// server sends a copy as it is (@fastify/static's `preCompressed`) instead of compressing every
// script and stylesheet again for every visitor. Read by the client build (apps/web/vite.config.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text, by name. Images other than SVG are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|json|svg|txt|xml|html|webmanifest)$/;
/**
 * No copy is made of a file under 1 KB, the compression plugin's threshold (app.ts): it would save a
 * few bytes at most. Such a file is sent as before, compressed as it is sent.
 */
export const SMALLEST_COMPRESSED_BYTES = 1024;

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
 * file of `dir` of at least 1 KB, each only when it is smaller than the file. Returns the files
 * compressed.
 */
export async function precompress(dir) {
  const files = await textFiles(dir);
  const compressed = [];
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < SMALLEST_COMPRESSED_BYTES) return;
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
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      compressed.push(file);
    }),
  );
  return compressed.sort();
}
