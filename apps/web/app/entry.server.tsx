import { AsyncLocalStorage } from 'node:async_hooks';
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { type IntlTexts, PAGE_CACHE_STORE_HEADER, recordIntlTextsWith } from '@tallybook/domain';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
// every message catalogue, at hand to every render (decision 0033)
import './i18n/catalogues.server';
import { intlTextsElement } from './lib/intl-handover';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

// The Intl texts (dates, numbers, plural forms) each render makes, handed to the browser with the
// document so that hydration needs no Intl (decision 0032).
const rendering = new AsyncLocalStorage<IntlTexts>();
recordIntlTextsWith(() => rendering.getStore());

/** The longest tail of the stream kept back to find `</body>` in, however React cut its chunks. */
const TAIL_BYTES = 64;

/** The document as React writes it, with the render's Intl texts put in just before `</body>`. */
function withIntlTexts(texts: IntlTexts, nonce: string, end: () => void): Transform {
  let tail = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const joined = Buffer.concat([tail, Buffer.from(chunk)]);
      const cut = Math.max(0, joined.length - TAIL_BYTES);
      tail = joined.subarray(cut);
      callback(null, cut > 0 ? joined.subarray(0, cut) : undefined);
    },
    flush(callback) {
      end();
      const element = Buffer.from(intlTextsElement(texts, nonce));
      const at = tail.lastIndexOf('</body>');
      callback(
        null,
        at < 0 ? Buffer.concat([tail, element]) : Buffer.concat([tail.subarray(0, at), element, tail.subarray(at)]),
      );
    },
  });
}

/**
 * Whether the server may keep this page for anonymous visitors (decision 0026): the page's route
 * says `pageCache: true` in its handle. The server decides whether the request was anonymous.
 */
function mayBeCached(routerContext: EntryContext): boolean {
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  const handle = leaf
    ? (routerContext.routeModules[leaf.route.id]?.handle as { pageCache?: unknown } | undefined)
    : undefined;
  return handle?.pageCache === true;
}

/** React Router's Node entry, plus the response's CSP nonce on every inline script. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  if (responseStatusCode === 200 && mayBeCached(routerContext)) responseHeaders.set(PAGE_CACHE_STORE_HEADER, '1');
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const texts: IntlTexts = {};
    const { pipe, abort } = rendering.run(texts, () =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          // The server reads each document whole before it answers (decision 0027), so nothing is
          // gained by React's default of moving finished Suspense content past 12.8 KB of page to the
          // end of the document, to be swapped in by inline scripts before the page can hydrate.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [readyOption]() {
            shellRendered = true;
            const body = withIntlTexts(texts, nonce ?? '', () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            });
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            pipe(body);
            resolve(
              new Response(createReadableStreamFromReadable(body), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}
