import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const webBuild = path.join(root, 'apps/web/build/server/index.js');

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process (`npm start` without the build step) and waits until it listens. */
function startServer(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SKIP_BUILD: 'true', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

describe('the server process', () => {
  let dataDir: string;
  let storage: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!existsSync(webBuild)) throw new Error('The web app must be built first: run `npm run build`.');
    dataDir = mkdtempSync(path.join(tmpdir(), 'tallybook-lifecycle-'));
    if (process.env.DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.DATABASE_URL);
      dropDatabase = database.drop;
      storage = { DATABASE_URL: database.url };
    } else {
      storage = { DATA_DIR: dataDir };
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it('seeds on first start, finishes a request in flight on SIGTERM, and keeps its data on restart', async () => {
    const first = await startServer(storage);
    expect(first.output()).toMatch(/"seeded":\["content\/products",/);
    expect(first.output()).toContain('"content/help-centre"');
    expect(first.output()).toContain('"referral/campaigns"');
    const health = await fetch(`${first.baseUrl}/healthz`);
    expect(health.status).toBe(200);

    // A request whose headers have arrived but whose body is still on its way when SIGTERM comes:
    // the server must wait for it, answer it, and only then stop.
    const visit = JSON.stringify({
      webSiteName: 'tallybook-www',
      channelNumber: 'tallybook-www',
      deviceId: 'lifecycle-test',
      operName: '/',
      isMobile: false,
      grade: 0,
      webSiteUrl: `${first.baseUrl}/`,
    });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${first.baseUrl}/channel/website/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(visit) },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.flushHeaders();
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => request.end(visit), 300);
      }, 300);
    });
    const answered = await inFlight;
    expect(answered).toEqual({ status: 200, body: '{"code":200,"data":{"accepted":1},"msg":"ok"}' });
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = await startServer(storage);
    expect(second.output()).toMatch(/"seeded":\[\]/);
    const products = (await (await fetch(`${second.baseUrl}/api/product`)).json()) as { data: { total: number } };
    expect(products.data.total).toBe(3);
    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
  });

  it('refuses to start with a bad variable, naming it', async () => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', SKIP_BUILD: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('PORT="eighty"');
  });
});
