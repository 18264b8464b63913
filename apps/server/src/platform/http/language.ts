import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  type LanguageSource,
  resolveLanguage,
} from '@tallybook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, then the language cookie, then Accept-Language, then English. */
    language: Language;
    /** What `language` was read from (decision 0089): an answer that depends on it varies on that. */
    languageSource: LanguageSource;
  }
}

/** The request's language and where it came from, as every page and API call reads it (decision 0089). */
export function resolveRequestLanguage(request: FastifyRequest): { language: Language; source: LanguageSource } {
  const query = request.query as Record<string, unknown> | undefined;
  return resolveLanguage({
    query: query?.lang,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The request's language, read afresh (for a request the hooks have not decorated yet). */
export const requestLanguage = (request: FastifyRequest): Language => resolveRequestLanguage(request).language;

/** Decorates every request with its language. Call on the root instance, after the cookie plugin. */
export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('languageSource', 'default');
  app.addHook('onRequest', async (request) => {
    const { language, source } = resolveRequestLanguage(request);
    request.language = language;
    request.languageSource = source;
  });
}
