/**
 * A cached public page as the same bytes for every visitor (issue 13, decision 0047). A page is
 * rendered for the cache with a marker where the CSP nonce goes; a nonce must differ per answer, so
 * every hit used to put its own in and compress the page again (about 2 ms of brotli at quality 6).
 * Here the cached page carries no nonce at all: its inline scripts are allowed by their SHA-256
 * hashes, and `'strict-dynamic'` lets the scripts they trust start the page's modules, as a nonce
 * did. The text is then compressed once, off the event loop, at brotli's best quality (the Arabic
 * manual list goes from 14.3 KB to 12.5 KB, inside the first round trip's 14 KB), and each hit sends
 * those bytes.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export interface StaticPage {
  /** The page with no nonce anywhere. */
  readonly text: string;
  /** What stands in a hit's CSP for the nonce: each inline script's hash, then 'strict-dynamic'. */
  readonly scriptSources: string;
  /** The text compressed once; absent until the compression ended (the text is sent meanwhile). */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** Inline scripts: attributes and text. A script with `src` has no text to hash. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** A data block (`type="application/json"`) is never run, so the CSP does not judge it. */
const DATA_BLOCK = /\btype="application\/(?:ld\+)?json"/;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page of `body`, rendered with `marker` in place of the nonce, with hashes instead. */
export function staticPage(body: string, marker: string): StaticPage {
  const quoted = escapeForPattern(marker);
  // the attribute on elements, and the nonce the hydration loader gives the module script it adds
  const text = body
    .replace(new RegExp(` nonce="${quoted}"`, 'g'), '')
    .replace(new RegExp(`script\\.nonce="${quoted}";`, 'g'), '');
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of text.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return { text, scriptSources: [...hashes, "'strict-dynamic'"].join(' '), encoded: {} };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses the page once, in the thread pool: brotli at quality 11, gzip at level 9. */
export async function encodeStaticPage(page: StaticPage): Promise<void> {
  const bytes = Buffer.from(page.text, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  page.encoded = { br, gzip: gz };
}

/** The encoding of `page` to send for an Accept-Encoding header, if one is ready and accepted. */
export function chosenEncoding(page: StaticPage, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const ready = (['br', 'gzip'] as const).filter((name) => page.encoded[name] !== undefined);
  if (!acceptEncoding || ready.length === 0) return undefined;
  const chosen = negotiate(acceptEncoding, [...ready]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** A hit's CSP: this answer's nonce replaced by the page's hashes (the rest of the policy as it is). */
export const staticPagePolicy = (policy: string, nonce: string, page: StaticPage) =>
  policy.replace(`'nonce-${nonce}'`, page.scriptSources);
