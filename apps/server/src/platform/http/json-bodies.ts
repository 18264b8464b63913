import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.ts';

/**
 * How deep arrays and objects may nest in a JSON body. No call of ours takes more than a few levels;
 * 5,000 levels (10 KB of `[`) overflowed the stack of every walk over the parsed value.
 */
export const JSON_BODY_MAX_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/**
 * True when a JSON text nests arrays or objects deeper than `limit`: one pass over the characters,
 * no recursion, no parsing (brackets inside strings do not count). Malformed text is left to the
 * parser, which refuses it on its own.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENING.has(char)) {
      depth++;
      if (depth > limit) return true;
    } else if (CLOSING.has(char)) {
      depth--;
    }
  }
  return false;
}

export const bodyTooDeep = () => new AppError(400, 'bodyTooDeep', { limit: JSON_BODY_MAX_DEPTH });

/**
 * Every JSON body of the API is read as text, measured for depth and only then parsed (Fastify's own
 * parser, with its refusal of `__proto__` and `constructor` keys): a body nested deeper than
 * JSON_BODY_MAX_DEPTH is a 400 in the envelope before the parser or any hook or handler sees it.
 * Call on the root instance before the modules are registered, so that every plugin inherits it.
 */
export function installJsonBodyLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, JSON_BODY_MAX_DEPTH)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/**
 * The same bound for the web app's pages, whose actions read the body themselves: a JSON body is
 * read whole (within the server's body limit), measured, and handed on as the stream it was.
 * Other bodies (forms) are handed on unread.
 */
export function acceptPageBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (jsonNestsDeeperThan(body as string, JSON_BODY_MAX_DEPTH)) done(bodyTooDeep(), undefined);
    else done(null, Readable.from([Buffer.from(body as string)]));
  });
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}
