import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  languageFromAcceptLanguage,
  matchLanguage,
} from '@tallybook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `?lang=`, then the language cookie, then Accept-Language, then English. */
    language: Language;
  }
}

export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? matchLanguage(query.lang) : undefined;
  return (
    fromQuery ??
    matchLanguage(request.cookies?.[LANGUAGE_COOKIE]) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}

/** Decorates every request with its language. Call on the root instance, after the cookie plugin. */
export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request);
  });
}
