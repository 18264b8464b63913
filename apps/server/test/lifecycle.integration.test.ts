import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../../scripts/server-build.mjs';
import { LIVE_PROVIDERS_ENVIRONMENT } from './live-environment.ts';
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

/** Runs `npm start` (without the build step) that is expected to stop by itself: its exit code and stderr. */
async function runUntilExit(env: Record<string, string>): Promise<{ code: unknown; output: string }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise((resolve) => child.on('exit', resolve));
  return { code, output };
}

describe('the server process', () => {
  let dataDir: string;
  let storage: Record<string, string>;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (!existsSync(webBuild)) throw new Error('The web app must be built first: run `npm run build`.');
    // the server runs as `npm start` runs it: built, and built from these sources (SKIP_BUILD skips the check)
    ensureServerBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), 'tallybook-lifecycle-'));
    if (process.env.DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.DATABASE_URL);
      dropDatabase = database.drop;
      storage = { DATABASE_URL: database.url };
    } else {
      storage = { DATA_DIR: dataDir };
    }
  }, 180_000);
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it('seeds on first start, finishes a request in flight on SIGTERM, and keeps its data on restart', async () => {
    const first = await startServer(storage);
    if (process.env.DATABASE_URL) {
      expect(first.output()).toMatch(/"seeded":\["content\/products",/);
      expect(first.output()).toContain('"content/help-centre"');
      expect(first.output()).toContain('"referral/campaigns"');
    } else {
      // a new PGlite database starts as a copy of the build's demo database, already seeded (decision 0029)
      expect(first.output()).toContain('"startedFrom":"the demo database of this build"');
      expect(first.output()).toMatch(/"seeded":\[\]/);
    }
    const firstProducts = (await (await fetch(`${first.baseUrl}/api/product`)).json()) as { data: { total: number } };
    expect(firstProducts.data.total).toBe(3);
    const health = await fetch(`${first.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    // The demo's sandbox stands in for WeChat: its login page offers the WeChat button.
    expect(await (await fetch(`${first.baseUrl}/login?lang=en-US`)).text()).toMatch(/Log in with WeChat<\/button>/);

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
    const { code, output } = await runUntilExit({ PORT: 'eighty', SKIP_BUILD: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('PORT="eighty"');
  });

  it('with SANDBOX=false refuses to start until each feature that is on has its provider, naming each variable', async () => {
    const { code, output } = await runUntilExit({ ...storage, PORT: '0', SKIP_BUILD: 'true', SANDBOX: 'false' });
    expect(code).toBe(1);
    for (const variable of LIVE_REQUIRED_VARIABLES) expect(output).toContain(`${variable}: missing`);
  });

  it('runs live with SANDBOX=false: no sandbox page, no fallback, no sandbox warning', async () => {
    const live = await startServer({ ...storage, ...liveEnvironment(dataDir) });
    try {
      expect(live.output()).toContain('"sandbox":false');
      expect(live.output()).not.toContain('SANDBOX is on');
      for (const path of ['/sandbox/pay', '/sandbox/wechat/authorize', '/sandbox/wechat/mp/scan']) {
        const response = await fetch(`${live.baseUrl}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(404);
      }
      const login = await (await fetch(`${live.baseUrl}/login?lang=en-US`)).text();
      // WeChat login is switched off (no app configured): the login page offers no WeChat button.
      expect(login).toContain('type="password"');
      expect(login).not.toMatch(/Log in with WeChat<\/button>/);
    } finally {
      live.child.kill('SIGTERM');
      await live.exited;
    }
  });
});

/** What a live server (SANDBOX=false) asks for when nothing is configured. */
const LIVE_REQUIRED_VARIABLES = [
  'PUBLIC_URL',
  'WECHATPAY_*, ALIPAY_*',
  'BANK_TRANSFER_COMPANY',
  'BANK_TRANSFER_ACCOUNT',
  'CAPTCHA_PROVIDER',
];

/** A complete live configuration: Alipay with throwaway keys, our bank account, features without providers off. */
function liveEnvironment(dir: string): Record<string, string> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyFile = path.join(dir, 'alipay-app.pem');
  const publicKeyFile = path.join(dir, 'alipay-public.pem');
  writeFileSync(privateKeyFile, keys.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
  writeFileSync(publicKeyFile, keys.publicKey.export({ format: 'pem', type: 'spki' }).toString());
  return {
    SANDBOX: 'false',
    PUBLIC_URL: 'https://www.tallybook.example',
    ALIPAY_APP_ID: '2021000000000001',
    ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
    ALIPAY_PUBLIC_KEY_FILE: publicKeyFile,
    BANK_TRANSFER_COMPANY: 'Tallybook Software Co., Ltd.',
    BANK_TRANSFER_BANK: 'China Merchants Bank, Shenzhen Branch',
    BANK_TRANSFER_ACCOUNT: '7559 2871 0010 602',
    ...LIVE_PROVIDERS_ENVIRONMENT,
  };
}
