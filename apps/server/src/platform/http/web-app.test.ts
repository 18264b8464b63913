import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from './web-app.ts';

const app = Fastify();
app.get('/api/who', async (request) => ({ ip: request.ip, cookie: request.headers.cookie ?? null }));
afterAll(() => app.close());

describe("the web app's in-process calls", () => {
  it("are the visitor's own: their address and cookies, so per-address limits count them against the visitor", async () => {
    const visitor = { ip: '203.0.113.9', headers: { cookie: 'tb_visitor=abc' } } as unknown as FastifyRequest;
    const other = { ip: '198.51.100.4', headers: {} } as unknown as FastifyRequest;
    const seen = async (request: FastifyRequest) => (await inProcessFetch(app, request)('/api/who', {})).json();
    expect(await seen(visitor)).toEqual({ ip: '203.0.113.9', cookie: 'tb_visitor=abc' });
    expect(await seen(other)).toEqual({ ip: '198.51.100.4', cookie: null });
  });
});
