import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

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
  it('puts a brotli and a gzip copy beside each text file, in every folder, each the file’s own bytes', async () => {
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

  it('copies a file of a few bytes too, so that the server never looks for a copy that is not there', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    const tiny = 'export const a=1;';
    await writeFile(path.join(dir, 'tiny.js'), tiny);
    await writeFile(path.join(dir, 'empty.js'), '');
    expect(await precompress(dir)).toEqual([path.join(dir, 'empty.js'), path.join(dir, 'tiny.js')]);
    for (const [file, text] of [
      ['tiny.js', tiny],
      ['empty.js', ''],
    ] as const) {
      expect(brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).toString()).toBe(text);
    }
  });

  it('with missingOnly, copies only the files that have none yet, as React Router’s route manifest written after the client build', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await writeFile(path.join(dir, 'page.js'), 'export const page = 1;');
    await precompress(dir);
    await writeFile(path.join(dir, 'page.js.br'), 'kept as it was');
    await writeFile(path.join(dir, 'manifest-1.js'), 'window.__reactRouterManifest={};');
    expect(await precompress(dir, { missingOnly: true })).toEqual([path.join(dir, 'manifest-1.js')]);
    expect((await readFile(path.join(dir, 'page.js.br'))).toString()).toBe('kept as it was');
    expect(brotliDecompressSync(await readFile(path.join(dir, 'manifest-1.js.br'))).toString()).toBe(
      'window.__reactRouterManifest={};',
    );
  });

  it('makes no copy of an image compressed already, or of the build’s own manifests', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    const big = 'x'.repeat(4096);
    await writeFile(path.join(dir, 'photo.png'), big);
    await writeFile(path.join(dir, '.vite/manifest.json'), big);
    expect(await precompress(dir)).toEqual([]);
    for (const file of ['photo.png', '.vite/manifest.json']) {
      expect(await exists(path.join(dir, `${file}.br`))).toBe(false);
      expect(await exists(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
