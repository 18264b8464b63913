import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawAnswer } from '../../../test/raw-answer.ts';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';

// The client build's scripts are sent as the build compressed them (decision 0052), not compressed
// again for every visitor.
let served: TestApp;
let clientDir = '';

beforeAll(async () => {
  const web = await productionWebApp();
  clientDir = web.clientDir ?? '';
  served = await startTestApp({ jobs: false, seed: false, web });
}, 180_000);
afterAll(async () => served?.close());

const entryScript = () => {
  const name = readdirSync(path.join(clientDir, 'assets')).find((file) => /^entry\.client-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('no entry script in the client build');
  return `/assets/${name}`;
};

const asset = (address: string, acceptEncoding?: string) => rawAnswer(`${served.baseUrl}${address}`, acceptEncoding);

describe("the client build's scripts", () => {
  it('are sent as the build’s brotli copy to a browser that takes brotli, byte for byte', async () => {
    const address = entryScript();
    const { status, headers, bytes } = await asset(address, 'gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^application\/javascript/);
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bytes.equals(readFileSync(path.join(clientDir, `${address}.br`)))).toBe(true);
    expect(brotliDecompressSync(bytes).equals(readFileSync(path.join(clientDir, address)))).toBe(true);
  });

  it('are sent as the gzip copy to a browser that takes only gzip, and as they are to one that takes neither', async () => {
    const address = entryScript();
    const original = readFileSync(path.join(clientDir, address));
    const gzipped = await asset(address, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.bytes.equals(readFileSync(path.join(clientDir, `${address}.gz`)))).toBe(true);
    expect(gunzipSync(gzipped.bytes).equals(original)).toBe(true);
    const plain = await asset(address);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(original)).toBe(true);
  });

  it('all have both copies, the smallest too, which is sent as its brotli copy without a look-up that fails', async () => {
    const assets = path.join(clientDir, 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const missing = scripts.filter(
      (file) => !existsSync(path.join(assets, `${file}.br`)) || !existsSync(path.join(assets, `${file}.gz`)),
    );
    expect(missing).toEqual([]);
    const sizes = scripts.map((file) => ({ file, size: statSync(path.join(assets, file)).size }));
    const smallest = sizes.filter(({ size }) => size > 0).sort((a, b) => a.size - b.size)[0];
    expect(smallest?.size).toBeLessThan(1024);
    const address = `/assets/${smallest?.file}`;
    const { status, headers, bytes } = await asset(address, 'gzip, deflate, br, zstd');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(bytes).equals(readFileSync(path.join(clientDir, address)))).toBe(true);
  });

  it('are no addresses of their own: a copy is sent only as its file, compressed', async () => {
    const address = entryScript();
    for (const copy of [`${address}.br`, `${address}.gz`]) {
      const answer = await asset(copy, 'gzip, deflate, br');
      expect(answer.bytes.equals(readFileSync(path.join(clientDir, copy)))).toBe(false);
      expect(answer.status).not.toBe(200);
    }
  });
});
