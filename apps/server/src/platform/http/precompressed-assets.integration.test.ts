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

const asset = (address: string, acceptEncoding?: string, method?: string) =>
  rawAnswer(`${served.baseUrl}${address}`, acceptEncoding, method);

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

describe("the client build's folders", () => {
  const firstFileOf = (folder: string) => {
    const name = readdirSync(path.join(clientDir, folder), { recursive: true, encoding: 'utf8' }).find(
      (file) => statSync(path.join(clientDir, folder, file)).isFile() && !/\.(br|gz)$/.test(file),
    );
    if (!name) throw new Error(`no file in the build's ${folder}`);
    return `/${folder}/${name}`;
  };

  it('are served from one route each, not a route per file, so the start does not walk the build', () => {
    const scripts = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts.slice(0, 10)) {
      expect(served.app.hasRoute({ method: 'GET', url: `/assets/${file}` })).toBe(false);
    }
    expect(served.app.hasRoute({ method: 'GET', url: '/assets/*' })).toBe(true);
    expect(served.app.hasRoute({ method: 'GET', url: '/images/*' })).toBe(true);
  });

  it('send every folder’s files, pictures with an hour’s cache, and answer HEAD', async () => {
    for (const folder of ['images', 'media']) {
      const address = firstFileOf(folder);
      const { status, headers, bytes } = await asset(address);
      expect(status, address).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=3600');
      expect(bytes.equals(readFileSync(path.join(clientDir, address)))).toBe(true);
    }
    const head = await asset(entryScript(), undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
  });

  it('send the top’s own file, the page icon, at its address', async () => {
    const { status, headers, bytes } = await asset('/favicon.svg');
    expect(status).toBe(200);
    expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(bytes.equals(readFileSync(path.join(clientDir, 'favicon.svg')))).toBe(true);
  });

  it('answer a file the build lacks with the plain 404, not a rendered page', async () => {
    for (const address of ['/assets/entry.client-missing.js', '/images/missing.webp']) {
      const answer = await asset(address);
      expect(answer.status, address).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.bytes.toString()).toBe(`No such call: GET ${address}`);
    }
  });

  it('never send a file outside the build, nor the build’s own manifest', async () => {
    const addresses = [
      '/assets/../../../../package.json',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/images/..%2f..%2f..%2f..%2fpackage.json',
      '/.vite/manifest.json',
      '/assets/%00.js',
    ];
    for (const address of addresses) {
      const answer = await asset(address);
      expect(answer.status, address).not.toBe(200);
      expect(answer.bytes.toString(), address).not.toContain('"workspaces"');
      expect(answer.status, address).toBeLessThan(500);
    }
  });
});
