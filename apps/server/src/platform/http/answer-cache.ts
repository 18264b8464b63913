/**
 * The caches of answers that are the same for every caller (issue 13, decision 0026): server-rendered
 * public pages (web-app.ts) and content reads (`installContentReadCache`), kept per address and
 * language (and device, for pages) for a short time and dropped at once when content changes. A
 * page request carrying a session, or any credentials, is never answered from the page cache; a
 * content read is public content that no session changes, so it is served to every caller.
 */
import { languageVary } from '@tallybook/domain';
import type { FastifyInstance } from 'fastify';
import type { StaticPage } from './static-page.ts';

export interface CachedAnswer {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The answer's text; a page's has the nonce marker where each request's CSP nonce goes. */
  readonly body: string;
  readonly storedAt: number;
  /** A page kept as one text for every visitor, its scripts allowed by hash (static-page.ts). */
  readonly page?: StaticPage;
}

export interface AnswerCacheOptions {
  /** How long an answer is served before it is made again (content on a timer, such as ads). */
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** The most characters kept, all answers together. */
  readonly maxChars: number;
}

export const ANSWER_CACHE_DEFAULTS: AnswerCacheOptions = {
  ttlMs: 60_000,
  maxEntries: 2_000,
  maxChars: 64 * 1024 * 1024,
};

/** The header on every page answer that says what the cache did: hit, miss or bypass. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** The header on a content read that says whether it came from the cache: hit or miss. */
export const ANSWER_CACHE_HEADER = 'x-answer-cache';

/** A least-recently-used map of answers, bounded by count and by size. */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private chars = 0;

  constructor(private readonly options: AnswerCacheOptions = ANSWER_CACHE_DEFAULTS) {}

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (!answer) return undefined;
    this.entries.delete(key);
    if (now - answer.storedAt >= this.options.ttlMs) {
      this.chars -= answer.body.length;
      return undefined;
    }
    this.entries.set(key, answer);
    return answer;
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.body.length > this.options.maxChars) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.chars -= previous.body.length;
    }
    this.entries.set(key, answer);
    this.chars += answer.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= old.body.length;
    }
  }

  /** Forgets every answer: content changed. */
  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Whether a request may be answered from the cache or fill it: a GET with no credentials of any
 * kind. Only the cookies in `allowedCookies` (the language and visitor ones) may come with it; any
 * other cookie, a session above all, or an Authorization header, bypasses the cache.
 */
export function isAnonymous(
  method: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  allowedCookies: ReadonlySet<string>,
): boolean {
  if (method !== 'GET') return false;
  if (headers.authorization !== undefined) return false;
  const cookie = headers.cookie;
  if (cookie === undefined) return true;
  if (typeof cookie !== 'string') return false;
  for (const part of cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (name !== '' && !allowedCookies.has(name)) return false;
  }
  return true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public content read with no side effect (no view counted, no vote) whose answer depends on
     * its address and language only, never on who asks: its 200 answers may be served from the
     * content-read cache to any caller of the same address and language, signed in or not (a test
     * compares every such read with and without a session).
     */
    contentRead?: boolean;
  }
}

/**
 * Serves content reads (routes with `config.contentRead`) from `cache`: looked up at onRequest,
 * before the query is parsed or the handler runs; stored at onSend, before compression, when the
 * answer is 200. Every GET takes part, whatever its cookies: a page rendered for a signed-in
 * visitor reads its public content from here too. Register it before compression.
 */
/** The content-read cache's key of an address (path and query, as requested) in a language. */
export const contentReadKey = (url: string, language: string) => `${language}\n${url}`;

export function installContentReadCache(app: FastifyInstance, cache: AnswerCache) {
  const keyOf = contentReadKey;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.contentRead) return;
    if (request.method !== 'GET') return;
    // the read is in the language the request resolved: it varies on what that was read from
    const vary = languageVary(request.languageSource);
    if (vary.length > 0) reply.header('vary', vary.join(', '));
    const hit = cache.get(keyOf(request.url, request.language));
    if (!hit) {
      reply.header(ANSWER_CACHE_HEADER, 'miss');
      return;
    }
    for (const [name, value] of hit.headers) reply.header(name, value);
    reply.header(ANSWER_CACHE_HEADER, 'hit');
    return reply.status(hit.status).send(hit.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config.contentRead || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (reply.getHeader(ANSWER_CACHE_HEADER) !== 'miss') return payload;
    const type = reply.getHeader('content-type');
    cache.set(keyOf(request.url, request.language), {
      status: 200,
      headers: typeof type === 'string' ? [['content-type', type]] : [],
      body: payload,
      storedAt: Date.now(),
    });
    return payload;
  });
}
