import { connect } from 'node:net';
import { type Language, message } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { createSession } from '../sessions/sessions.ts';
import { envelopeKindFor, failureBody, isApiPath } from './envelope.ts';
import { JSON_BODY_MAX_DEPTH } from './json-bodies.ts';

interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The top-level field names a JSON body schema accepts, through unions and arrays. */
function bodyFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.items) nested.push(schema.items);
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested.flatMap(bodyFields)])];
}

interface Attempt {
  method: string;
  url: string;
  body?: string;
  where: string;
}

/** One request per text input of every documented route, with U+0000 in that input alone. */
function nulAttempts(paths: Record<string, Record<string, Operation>>): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const base = template.replace(/\{[^}]+\}/g, '1');
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') {
          attempts.push({ method, url: `${base}?${parameter.name}=a%00b`, where: `query.${parameter.name}` });
        }
        if (parameter.in === 'path') {
          const url = template.replace(`{${parameter.name}}`, 'a%00b').replace(/\{[^}]+\}/g, '1');
          attempts.push({ method, url, where: `params.${parameter.name}` });
        }
      }
      for (const field of bodyFields(operation.requestBody?.content?.['application/json']?.schema)) {
        attempts.push({ method, url: base, body: JSON.stringify({ [field]: 'a\u0000b' }), where: `body.${field}` });
      }
    }
  }
  return attempts;
}

/** Bodies nested past the bound: 5,000 levels of arrays (10 KB), of objects, and one level too many. */
const DEEP_BODIES: ReadonlyArray<{ name: string; body: string }> = [
  { name: '[ x 5,000', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { name: 'unclosed [ x 5,000', body: '['.repeat(5000) },
  { name: '{"a": x 5,000', body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
  {
    name: `an object ${JSON_BODY_MAX_DEPTH + 1} levels deep`,
    body: `{"x":${'['.repeat(JSON_BODY_MAX_DEPTH)}${']'.repeat(JSON_BODY_MAX_DEPTH)}}`,
  },
];

/** Every documented operation that may carry a body: one request per deep body. */
function deepBodyAttempts(paths: Record<string, Record<string, Operation>>): Attempt[] {
  const attempts: Attempt[] = [];
  for (const [template, item] of Object.entries(paths)) {
    for (const method of Object.keys(item)) {
      if (method === 'get' || method === 'head') continue;
      const url = template.replace(/\{[^}]+\}/g, '1');
      for (const { name, body } of DEEP_BODIES) attempts.push({ method, url, body, where: name });
    }
  }
  return attempts;
}

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

const expectedBody = (
  url: string,
  status: number,
  language: Language,
  key: Parameters<typeof message>[1],
  values = {},
) => failureBody(envelopeKindFor(url), status, message(language, key, values));

const ADMIN_TOKEN = 'a-long-enough-admin-token-for-tests';

describe('hostile requests', () => {
  let server: TestApp;
  /** The attacks come logged in, as a customer and as the back office, to reach every operation. */
  let credentials: Record<string, string>;

  beforeAll(async () => {
    server = await startTestApp({ adminToken: ADMIN_TOKEN, jobs: false });
    const db = server.database.handle.db;
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (phone, kd_uid) values ('13700099002', 'kd-hostile-requests') returning id`,
    );
    const { token } = await createSession(db, Number(user?.id), 60 * 60 * 1000);
    credentials = { cookie: `tb_session=${token}`, authorization: `Bearer ${ADMIN_TOKEN}` };
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses U+0000 in every text input of every route with 400 in the envelope, writing nothing', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const attempts = nulAttempts(document.paths);
    attempts.push({ method: 'get', url: '/api/help?keyword=a%00b', where: 'query.keyword' });
    expect(attempts.length).toBeGreaterThan(100);
    const before = await rowCounts(server.database.handle.db);
    const failures: string[] = [];
    for (const attempt of attempts) {
      const response = await fetch(`${server.baseUrl}${attempt.url}`, {
        method: attempt.method.toUpperCase(),
        headers: {
          ...credentials,
          'accept-language': 'zh-CN',
          ...(attempt.body ? { 'content-type': 'application/json' } : {}),
        },
        body: attempt.body,
      });
      const text = await response.text();
      // A page outside the API (the short link) answers the message itself, as text; a call that
      // sent JSON gets the envelope, whatever its path.
      const expected =
        isApiPath(attempt.url) || attempt.body
          ? JSON.stringify(expectedBody(attempt.url, 400, 'zh-CN', 'textHasNul', { where: attempt.where }))
          : message('zh-CN', 'textHasNul', { where: attempt.where });
      if (response.status !== 400 || text !== expected) {
        failures.push(`${attempt.method} ${attempt.url} ${attempt.body ?? ''} -> ${response.status} ${text}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(server.database.handle.db)).toEqual(before);
  });

  it('refuses a JSON body nested too deep on every operation that takes a body, before any handler, writing nothing', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const attempts = deepBodyAttempts(document.paths);
    expect(attempts.length).toBeGreaterThan(4 * 80);
    const before = await rowCounts(server.database.handle.db);
    const failures: string[] = [];
    for (const [index, attempt] of attempts.entries()) {
      // Logged in and not, in turn: the bound holds before any session is read. The back office
      // refuses a call without its token before reading the body, so its calls always carry it.
      const headers = index % 2 === 0 || attempt.url.startsWith('/admin/') ? credentials : {};
      const response = await fetch(`${server.baseUrl}${attempt.url}`, {
        method: attempt.method.toUpperCase(),
        headers: { ...headers, 'accept-language': 'zh-TW', 'content-type': 'application/json' },
        body: attempt.body,
      });
      const text = await response.text();
      // The ad conversions' calls take 8 KB: a longer body is too large before it is read at all.
      const tooLarge = attempt.url.startsWith('/api/track/') && (attempt.body?.length ?? 0) > 8 * 1024;
      const status = tooLarge ? 413 : 400;
      const expected = JSON.stringify(
        tooLarge
          ? expectedBody(attempt.url, 413, 'zh-TW', 'payloadTooLarge')
          : expectedBody(attempt.url, 400, 'zh-TW', 'bodyTooDeep', { limit: JSON_BODY_MAX_DEPTH }),
      );
      if (response.status !== status || text !== expected) {
        failures.push(`${attempt.method} ${attempt.url} ${attempt.where} -> ${response.status} ${text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts(server.database.handle.db)).toEqual(before);
  });

  it('reads a deeply bracketed url-encoded form as flat fields, never as a 500', async () => {
    // The sandbox pages' forms are parsed by URLSearchParams: `a[a][a]…` is one field's name.
    const deepKey = `${'a['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/sandbox/pay', '/sandbox/wechat/mp/scan?scene=1']) {
      const response = await fetch(`${server.baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `${encodeURIComponent(deepKey)}=1&token=x&person=1`,
      });
      expect(response.status, url).toBeGreaterThanOrEqual(300);
      expect(response.status, url).toBeLessThan(500);
    }
  });

  const refusals: Array<{
    name: string;
    url: string;
    init?: RequestInit;
    status: number;
    language: Language;
    key: Parameters<typeof message>[1];
  }> = [
    {
      name: 'a malformed percent-encoding in the path',
      url: '/api/help/%zz?lang=zh-TW',
      status: 400,
      language: 'zh-TW',
      key: 'malformedUrl',
    },
    {
      name: 'a malformed path with the language in a cookie',
      url: '/webzhj/%E0%A4%A',
      init: { headers: { cookie: 'lang=ar' } },
      status: 400,
      language: 'ar',
      key: 'malformedUrl',
    },
    {
      name: 'a path parameter past Fastify’s length limit',
      url: `/api/help/${'9'.repeat(120)}`,
      init: { headers: { 'accept-language': 'zh-CN' } },
      status: 414,
      language: 'zh-CN',
      key: 'malformedUrl',
    },
    {
      name: 'malformed JSON',
      url: '/api/help/getContentByIds',
      init: { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, body: '{' },
      status: 400,
      language: 'zh-CN',
      key: 'malformedBody',
    },
    {
      name: 'JSON with a prototype-polluting key',
      url: '/webzhj/phone/exist',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'lang=zh-TW' },
        body: '{"__proto__":{"admin":true}}',
      },
      status: 400,
      language: 'zh-TW',
      key: 'malformedBody',
    },
    {
      name: 'an empty JSON body',
      url: '/api/help/getContentByIds?lang=ar',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '' },
      status: 400,
      language: 'ar',
      key: 'emptyBody',
    },
    {
      name: 'a body that does not decompress',
      url: '/api/help/getContentByIds',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'ar' },
        body: 'not gzip',
      },
      status: 400,
      language: 'ar',
      key: 'malformedBody',
    },
    {
      name: 'an unknown content encoding',
      url: '/api/help/getContentByIds?lang=zh-CN',
      init: { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'br2' }, body: '{}' },
      status: 415,
      language: 'zh-CN',
      key: 'unsupportedContentEncoding',
    },
    {
      name: 'an unsupported media type',
      url: '/api/help/getContentByIds',
      init: { method: 'POST', headers: { 'content-type': 'text/xml', 'accept-language': 'zh-CN' }, body: '<a/>' },
      status: 415,
      language: 'zh-CN',
      key: 'unsupportedMediaType',
    },
    {
      name: 'a body over the size limit',
      url: '/api/help/getContentByIds?lang=zh-CN',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: `[${'1,'.repeat(600_000)}1]` },
      status: 413,
      language: 'zh-CN',
      key: 'payloadTooLarge',
    },
  ];

  for (const refusal of refusals) {
    it(`answers ${refusal.name} in the envelope, in the caller’s language`, async () => {
      const response = await fetch(`${server.baseUrl}${refusal.url}`, refusal.init);
      expect(response.status).toBe(refusal.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(expectedBody(refusal.url, refusal.status, refusal.language, refusal.key));
    });
  }

  it('answers a method the route does not take in the envelope', async () => {
    const response = await fetch(`${server.baseUrl}/api/help/1`, {
      method: 'DELETE',
      headers: { cookie: 'lang=zh-CN' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, data: null, msg: '接口不存在：DELETE /api/help/1' });
  });

  it('answers a request the HTTP parser cannot read in the code envelope, never Fastify’s shape', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const { port } = new URL(server.baseUrl);
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/help HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 400, data: null, msg: message('en-US', 'malformedRequest') });
  });

  it('answers headers past the size limit in the code envelope, never Fastify’s shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/help?${'a=1&'.repeat(5000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ code: 431, data: null, msg: message('en-US', 'malformedRequest') });
  });
});
