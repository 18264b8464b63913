import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, SMALLEST_COMPRESSED_BYTES } from './precompress.mjs';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

describe('the client build’s compressed copies (decision 0052)', () => {
  it('puts a brotli and a gzip copy beside each text file of 1 KB or more, in every folder, each the file’s own bytes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await mkdir(path.join(dir, 'images/products'), { recursive: true });
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};\n`;
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`;
    await writeFile(path.join(dir, 'assets/page-abc.js'), script);
    await writeFile(path.join(dir, 'images/products/cover.svg'), drawing);
    expect(await precompress(dir)).toEqual([
      path.join(dir, 'assets/page-abc.js'),
      path.join(dir, 'images/products/cover.svg'),
    ]);
    for (const [file, text] of [
      ['assets/page-abc.js', script],
      ['images/products/cover.svg', drawing],
    ] as const) {
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(text.length);
    }
  });

  it('makes no copy of a small file, an image compressed already, or the build’s own manifests', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    const big = 'x'.repeat(SMALLEST_COMPRESSED_BYTES * 4);
    await writeFile(path.join(dir, 'small.js'), 'x'.repeat(SMALLEST_COMPRESSED_BYTES - 1));
    await writeFile(path.join(dir, 'photo.png'), big);
    await writeFile(path.join(dir, '.vite/manifest.json'), big);
    await writeFile(path.join(dir, 'exactly.css'), 'a'.repeat(SMALLEST_COMPRESSED_BYTES));
    expect(await precompress(dir)).toEqual([path.join(dir, 'exactly.css')]);
    for (const file of ['small.js', 'photo.png', '.vite/manifest.json']) {
      expect(await exists(path.join(dir, `${file}.br`))).toBe(false);
      expect(await exists(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
