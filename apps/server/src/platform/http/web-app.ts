import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import {
  devicePlatform,
  isInProductApp,
  LANGUAGE_COOKIE,
  languageVary,
  matchLanguage,
  PAGE_CACHE_STORE_HEADER,
  type PublicConfig,
  type WebLoadContext,
} from '@tallybook/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import {
  ANSWER_CACHE_HEADER,
  type AnswerCache,
  contentReadKey,
  isAnonymous,
  PAGE_CACHE_HEADER,
} from './answer-cache.ts';
import { deferHydration } from './defer-hydration.ts';
import { isApiPath } from './envelope.ts';
import { sendFailure } from './errors.ts';
import { acceptPageBodies } from './json-bodies.ts';
import { chosenEncoding, encodeStaticPage, type StaticPage, staticPage, staticPagePolicy } from './static-page.ts';
import { ensureVisitorId, VISITOR_COOKIE } from './visitor.ts';

export type ServerBuildSource = ServerBuild | (() => Promise<ServerBuild>);

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.body) {
    init.body = createReadableStreamFromReadable(request.body as Readable);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * The visitor's cookies but the language cookie. The server ranks that cookie above Accept-Language
 * (a browser's Accept-Language is only what its user's system prefers, the cookie what they chose
 * here), and a browser's own calls keep that order. A call the page makes while it is rendered is
 * the page's, and the page may be read in another language than the cookie's (`?lang=` on its
 * address, before the browser has stored it): when the web client names the call's language (its
 * Accept-Language), that language is the call's, so the cookie is not sent along to outrank it.
 */
function withoutLanguageCookie(cookies: string): string {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0]?.trim() !== LANGUAGE_COOKIE)
    .join('; ');
}

/**
 * Answers API paths from inside the process, as if the visitor's browser had called them. A content
 * read already in `contentReads` (the content-read cache, decision 0026) is answered from there
 * without a trip through Fastify: it is what that trip would answer, since such a read depends on
 * its address and language only. Only an address that names its language (`?lang=`, once) is looked
 * up; any other goes through Fastify, whose hooks decide the language.
 */
export function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
  contentReads?: AnswerCache,
): WebLoadContext['apiFetch'] {
  const cachedRead = (path: string, init: RequestInit): Response | undefined => {
    if (!contentReads || (init.method ?? 'GET') !== 'GET') return undefined;
    const languages = new URLSearchParams(path.split('?')[1] ?? '').getAll('lang');
    const language = languages.length === 1 ? matchLanguage(languages[0]) : undefined;
    const hit = language ? contentReads.get(contentReadKey(path, language)) : undefined;
    if (!hit) return undefined;
    const headers = new Headers(hit.headers as Array<[string, string]>);
    headers.set(ANSWER_CACHE_HEADER, 'hit');
    return new Response(hit.body, { status: hit.status, headers });
  };
  return async (path, init = {}) => {
    const cached = cachedRead(path, init);
    if (cached) return cached;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const { cookie } = request.headers;
    const visitors = {
      // the language the page's client names for the call outranks the visitor's language cookie
      cookie: 'accept-language' in headers && cookie ? withoutLanguageCookie(cookie) : cookie,
      'accept-language': request.headers['accept-language'],
      'user-agent': request.headers['user-agent'],
    };
    for (const [name, value] of Object.entries(visitors)) {
      if (typeof value === 'string' && value !== '' && !(name in headers)) headers[name] = value;
    }
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      // the call is the visitor's, so per-address limits (captcha, SMS, logins) count it against them
      remoteAddress: request.ip,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    return new Response(response.statusCode === 204 ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The cookies an anonymous visitor may carry and still be served from the page cache. */
export const ANONYMOUS_COOKIES: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, VISITOR_COOKIE]);

/**
 * The page cache's key: what a public page's render depends on. The address (scheme, host, path and
 * query), the language the request resolved (`?lang=`, the cookie, or the browser's Accept-Language,
 * decision 0089), and the device class the layout adapts to (phone platform, and the product's
 * in-app browser).
 */
function pageCacheKey(request: FastifyRequest): string {
  const userAgent = request.headers['user-agent'];
  return [
    request.protocol,
    request.host,
    request.url,
    request.language,
    devicePlatform(userAgent),
    isInProductApp(userAgent) ? 'app' : 'web',
  ].join('\n');
}

/** `Vary` of a page: the headers its language was read from, with any the answer already varies on. */
function varyPage(request: FastifyRequest, reply: FastifyReply, ...more: string[]): void {
  const names = new Set<string>();
  const present = reply.getHeader('vary');
  for (const name of [String(present ?? '').split(','), more, languageVary(request.languageSource)].flat()) {
    const trimmed = name.trim().toLowerCase();
    if (trimmed !== '') names.add(trimmed);
  }
  if (names.size > 0) reply.header('vary', [...names].join(', '));
}

/**
 * Serves the web app: its built assets (immutable, fingerprinted) and, for every other path that is
 * not an API call, React Router's server rendering.
 */
/**
 * A page from the cache: the same text for every visitor, its scripts allowed by the hashes that take
 * the nonce's place in this answer's policy, and the bytes compressed once when the client takes them.
 */
function sendStaticPage(request: FastifyRequest, reply: FastifyReply, page: StaticPage, nonce: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', staticPagePolicy(policy, nonce, page));
  varyPage(request, reply, 'accept-encoding');
  const encoding = chosenEncoding(page, request.headers['accept-encoding']);
  const bytes = encoding && page.encoded[encoding];
  if (!encoding || !bytes) return reply.send(page.text);
  reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** The build's brotli and gzip copies (decision 0052): sent in place of their file, never at an address of their own. */
const isCompressedCopy = (file: string) => file.endsWith('.br') || file.endsWith('.gz');

/**
 * The client build's files at their addresses. Each folder of the build (`/assets/`, `/images/`,
 * `/media/`) is one route that finds its file when asked: a route per file, as before, made the start
 * walk the build and register 363 files twice over (GET and HEAD): about 130 ms of a start on a PVM
 * machine (issue 13, decision 0075). A file missing from a folder answers the plain 404, not a rendered page. The
 * build's few files at its top (the page icon) have a route each, so that every other address of the
 * site still reaches the pages.
 */
async function serveClientBuild(app: FastifyInstance, clientDir: string): Promise<void> {
  const fastifyStatic = (await import('@fastify/static')).default;
  const served = {
    index: false,
    // the build's brotli and gzip copies, sent as they are (decision 0052); compression skips them
    preCompressed: true,
    setHeaders(res: { header(name: string, value: string): unknown }, filePath: string) {
      const fingerprinted = filePath.includes(`${'/'}assets${'/'}`);
      res.header('cache-control', fingerprinted ? `public, max-age=${ONE_YEAR_S}, immutable` : 'public, max-age=3600');
    },
  } as const;
  // the top's own files, each at its address; `sendFile` sends them with the options above
  await app.register(fastifyStatic, { ...served, root: clientDir, serve: false });
  // dot folders and files (Vite's manifest) are the build's own, not the site's
  const entries = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => !entry.name.startsWith('.'));
  for (const file of entries.filter((entry) => entry.isFile() && !isCompressedCopy(entry.name))) {
    app.get(`/${file.name}`, { schema: { hide: true } }, (_request, reply) => reply.sendFile(file.name));
  }
  for (const folder of entries.filter((entry) => entry.isDirectory())) {
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(clientDir, folder.name),
      prefix: `/${folder.name}/`,
      wildcard: true,
      decorateReply: false,
      allowedPath: (pathname) => !isCompressedCopy(pathname),
    });
  }
}

export async function registerWebApp(
  app: FastifyInstance,
  options: {
    build: ServerBuildSource;
    clientDir?: string;
    mode: 'production' | 'development';
    publicConfig?: PublicConfig;
    /** Public pages rendered for anonymous visitors (decision 0026); none are kept without it. */
    pageCache?: AnswerCache;
    /** The content-read cache, which the pages' own API reads are answered from when it holds them. */
    contentReads?: AnswerCache;
  },
): Promise<void> {
  const { pageCache } = options;
  // Pages rendered for the cache carry this in place of the CSP nonce; each answer puts its own in.
  const nonceMarker = `nonce-${randomBytes(18).toString('base64url')}`;
  if (options.clientDir) await serveClientBuild(app, options.clientDir);

  const handle = createRequestHandler(options.build, options.mode);
  await app.register(async (web) => {
    // Forms of the web app post bodies React Router reads itself: hand them over unparsed (a JSON
    // body measured for depth first).
    acceptPageBodies(web);
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) {
          return sendFailure(request, reply, {
            status: 404,
            code: 404,
            messageKey: 'routeNotFound',
            values: { method: request.method, path: request.url.split('?')[0] ?? '' },
          });
        }
        const query = request.query as Record<string, unknown>;
        const chosen = typeof query.lang === 'string' ? matchLanguage(query.lang) : undefined;
        if (chosen) {
          reply.setCookie(LANGUAGE_COOKIE, chosen, {
            path: '/',
            maxAge: ONE_YEAR_S,
            sameSite: 'lax',
            secure: request.protocol === 'https',
          });
        }
        // A page view gives the browser its visitor id, so that what it does next (a help vote, the
        // support chat) is its own and not lumped with every cookie-less caller of its address.
        if (request.method === 'GET') ensureVisitorId(request, reply);
        const nonce = reply.raw.cspNonce ?? '';
        const cacheable = pageCache !== undefined && isAnonymous(request.method, request.headers, ANONYMOUS_COOKIES);
        const key = cacheable ? pageCacheKey(request) : '';
        const cached = cacheable ? pageCache.get(key) : undefined;
        if (cached) {
          reply.status(cached.status);
          for (const [name, value] of cached.headers) reply.header(name, value);
          reply.header(PAGE_CACHE_HEADER, 'hit');
          varyPage(request, reply);
          if (!cached.page) return reply.send(cached.body.replaceAll(nonceMarker, nonce));
          return sendStaticPage(request, reply, cached.page, nonce);
        }
        const context: WebLoadContext = {
          apiFetch: inProcessFetch(app, request, options.contentReads),
          cspNonce: cacheable ? nonceMarker : nonce,
          publicConfig: options.publicConfig ?? {},
        };
        const response = await handle(toFetchRequest(request, reply), context as never);
        const store = response.headers.get(PAGE_CACHE_STORE_HEADER) === '1';
        response.headers.delete(PAGE_CACHE_STORE_HEADER);
        reply.status(response.status);
        const headers: Array<[string, string]> = [];
        for (const [name, value] of response.headers) {
          if (name === 'set-cookie') continue;
          reply.header(name, value);
          headers.push([name, value]);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (pageCache) reply.header(PAGE_CACHE_HEADER, cacheable ? 'miss' : 'bypass');
        varyPage(request, reply);
        if (!response.body) return reply.send();
        // A production document starts its scripts after the first paint (decision 0027).
        const document =
          options.mode === 'production' && /^text\/html/.test(response.headers.get('content-type') ?? '');
        if (!cacheable && !document) return reply.send(Readable.fromWeb(response.body as never));
        // Read whole: a page rendered for the cache is kept when its route asked and nothing was
        // personal (no cookie set), and answered with this request's nonce in place of the marker.
        const text = await response.text();
        const body = document ? deferHydration(text) : text;
        if (!cacheable) return reply.send(body);
        if (store && response.status === 200 && cookies.length === 0) {
          // a document is kept as one text with hashed scripts, compressed once (decision 0047)
          const page = document ? staticPage(body, nonceMarker) : undefined;
          pageCache.set(key, {
            status: response.status,
            headers,
            body: page?.text ?? body,
            storedAt: Date.now(),
            page,
          });
          if (page) encodeStaticPage(page).catch((error) => request.log.warn({ err: error }, 'page not precompressed'));
        }
        return reply.send(body.replaceAll(nonceMarker, nonce));
      },
    });
  });
}
