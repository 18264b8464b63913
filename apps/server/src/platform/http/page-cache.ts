/**
 * The cache of server-rendered public pages (issue 13, decision 0026): whole HTML documents of the
 * pages that opt in, rendered for an anonymous visitor, kept per address, language and device for
 * a short time and dropped at once when content changes. A request carrying a session, or any
 * credentials, is never answered from it (web-app.ts decides; `isAnonymous` is the rule).
 */
export interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The HTML with the nonce marker where the request's CSP nonce goes. */
  readonly body: string;
  readonly storedAt: number;
}

export interface PageCacheOptions {
  /** How long a page is served before it is rendered again (content on a timer, such as ads). */
  readonly ttlMs: number;
  readonly maxEntries: number;
  /** The most characters of HTML kept, all pages together. */
  readonly maxChars: number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { ttlMs: 60_000, maxEntries: 2_000, maxChars: 64 * 1024 * 1024 };

/** The header a page's render sets (entry.server.tsx) when its route may be cached; never sent on. */
export const PAGE_CACHE_STORE_HEADER = 'x-page-cache-store';
/** The header on every page answer that says what the cache did: hit, miss or bypass. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** A least-recently-used map of pages, bounded by count and by size. */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private chars = 0;

  constructor(private readonly options: PageCacheOptions = PAGE_CACHE_DEFAULTS) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (now - page.storedAt >= this.options.ttlMs) {
      this.chars -= page.body.length;
      return undefined;
    }
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    if (page.body.length > this.options.maxChars) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.chars -= previous.body.length;
    }
    this.entries.set(key, page);
    this.chars += page.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.chars <= this.options.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= old.body.length;
    }
  }

  /** Forgets every page: content changed. */
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
 * kind. Only the language and visitor cookies (and the cookie-consent choice) are allowed; any
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
