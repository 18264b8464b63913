import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A package loaded when it is first used, not with the server (issue 13: cold start). For a
 * CommonJS package (or one with a `require` export) that a synchronous function needs: the HTML
 * sanitiser, the QR code maker and the full phone metadata each cost a start 70–200 ms, and none is
 * needed to answer the first request. Asynchronous code uses `await import()` instead (decision 0031).
 */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requireHere(specifier) as T;
    return loaded;
  };
}
