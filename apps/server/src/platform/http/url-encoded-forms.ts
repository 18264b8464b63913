import type { FastifyInstance } from 'fastify';

/**
 * Lets a plugin's routes take the url-encoded fields an HTML form posts (the sandbox pages), as a
 * plain object for their zod body; registered inside the plugin, it stays within it.
 */
export function acceptUrlEncodedForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
