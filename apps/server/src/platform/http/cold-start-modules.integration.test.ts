import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

// Which packages the server loads is a property of a fresh process: this file runs in a worker of its
// own (the `server-own-process` project of vitest.config.ts), where no other test file has loaded
// Fastify or ajv for a fixture of its own.
describe('the server’s cold start', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ seed: false, jobs: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it("never loads Fastify's JSON-schema compilers: every schema is zod's (issue 13, cold start)", async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.some((file) => file.includes('/node_modules/@fastify/fast-json-stringify-compiler/'))).toBe(false);
    expect(loaded.filter((file) => /\/node_modules\/(ajv|@fastify\/ajv-compiler)\//.test(file))).toEqual([]);
    // the app did load CommonJS packages: the check looks where they are recorded
    expect(loaded.some((file) => file.includes('/node_modules/fastify/'))).toBe(true);
  });

  it('loads the certificate’s drawing packages only when a partner asks for a document (issue 13)', async () => {
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    // sharp starts libvips, pdfkit and fontkit bring their fonts' code: a tenth of a start's work
    expect(loaded.filter((file) => /\/node_modules\/(sharp|pdfkit|fontkit|@img)\//.test(file))).toEqual([]);
  });
});
