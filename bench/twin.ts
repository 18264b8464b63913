import type { FastifyInstance } from 'fastify';

/**
 * A page's static twin (issue 13): the same server-rendered HTML with every script and module
 * preload removed, served the same way in the same run. Lighthouse measures each page beside it.
 */
export const stripScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');

/**
 * What a page's render depends on besides its address: the session and language cookies, the
 * visitor's languages, the device class read from the user agent (a phone gets a footer without the
 * desktop's QR codes, and the page cache keeps the two apart), and the host absolute links are
 * written with. The twin is rendered with the headers Lighthouse sent for it, so that it is the page
 * Lighthouse got, not the desktop page.
 */
export const RENDER_HEADERS = ['cookie', 'user-agent', 'accept-language', 'host'] as const;

/** `GET /bench/twin?page=<address>`: the twin of that page as the asking browser would get it. */
export function registerTwinRoute(instance: FastifyInstance): void {
  const twins = new Map<string, string>();
  instance.get('/bench/twin', async (request, reply) => {
    const page = String((request.query as { page?: string }).page ?? '/');
    const headers: Record<string, string> = {};
    for (const name of RENDER_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const key = JSON.stringify([page, headers]);
    let html = twins.get(key);
    if (html === undefined) {
      html = stripScripts((await instance.inject({ url: page, headers })).body);
      twins.set(key, html);
    }
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
