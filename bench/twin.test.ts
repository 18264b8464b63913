import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerTwinRoute, stripScripts } from './twin.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/537.36';

/** A page whose render depends on what a real page's does: the device, the cookies, the languages, the host. */
async function appWithTwin() {
  const app = Fastify();
  let renders = 0;
  app.get('/page', async (request, reply) => {
    renders++;
    const phone = /Mobile/.test(request.headers['user-agent'] ?? '');
    const body = [
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><script>window.x=1</script></head><body>',
      phone ? '<footer>phone</footer>' : '<footer>desktop <img src="/qr.svg"/></footer>',
      `<p>cookie=${request.headers.cookie ?? ''}</p><p>lang=${request.headers['accept-language'] ?? ''}</p>`,
      `<a href="http://${request.headers.host}/x">x</a>`,
      '<script type="module">import("/assets/a.js")</script></body></html>',
    ].join('');
    return reply.type('text/html').send(body);
  });
  registerTwinRoute(app);
  await app.ready();
  return { app, renders: () => renders };
}

describe("a page's static twin", () => {
  it('is the page without its scripts and module preloads', () => {
    const html = stripScripts(
      '<head><link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/a.css"><script nonce="n">1</script></head>' +
        '<body><p>text</p><script type="module">import("/a.js")</script></body>',
    );
    expect(html).toBe('<head><link rel="stylesheet" href="/a.css"></head><body><p>text</p></body>');
  });

  it('is rendered for the device, cookies, languages and host of the browser that asks for it', async () => {
    const { app } = await appWithTwin();
    const twin = (headers: Record<string, string>) =>
      app.inject({ url: `/bench/twin?page=${encodeURIComponent('/page')}`, headers }).then((answer) => answer.body);

    const phone = await twin({
      'user-agent': PHONE,
      cookie: 'tb_session=s1',
      'accept-language': 'ar',
      host: 'bench:1',
    });
    expect(phone).toContain('<footer>phone</footer>');
    expect(phone).toContain('cookie=tb_session=s1');
    expect(phone).toContain('lang=ar');
    expect(phone).toContain('http://bench:1/x');
    expect(phone).not.toContain('<script');
    expect(phone).not.toContain('modulepreload');

    // kept apart, not served from what another browser was given
    const desktop = await twin({ 'user-agent': DESKTOP, cookie: 'tb_session=s2', 'accept-language': 'zh-CN' });
    expect(desktop).toContain('<footer>desktop');
    expect(desktop).toContain('cookie=tb_session=s2');
    expect(desktop).toContain('lang=zh-CN');
    await app.close();
  });

  it('is rendered once for the same browser and kept', async () => {
    const { app, renders } = await appWithTwin();
    const url = `/bench/twin?page=${encodeURIComponent('/page')}`;
    const first = await app.inject({ url, headers: { 'user-agent': PHONE } });
    const again = await app.inject({ url, headers: { 'user-agent': PHONE } });
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(1);
    await app.inject({ url, headers: { 'user-agent': DESKTOP } });
    expect(renders()).toBe(2);
    await app.close();
  });
});
