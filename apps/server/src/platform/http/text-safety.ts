import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.ts';

const NUL = '\u0000';

/** A parsed record (the query parser's objects have a prototype of their own), not bytes or a stream. */
function isParsedRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Where the first string holding U+0000 sits in a parsed input (`body.items.2.name`), if any. */
export function findNul(value: unknown, where: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? where : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${where}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isParsedRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return `${where}.${key.replaceAll(NUL, '\\0')}`;
    const found = findNul(item, `${where}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL's text cannot hold U+0000: a string carrying it fails deep in a query with a 500.
 * No call of ours has a use for it, so every route refuses it up front, in query, path and body,
 * with a 400 in the path's envelope. Call on the root instance before the modules are registered.
 */
export function installNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = findNul(request.query, 'query') ?? findNul(request.params, 'params') ?? findNul(request.body, 'body');
    if (where) throw new AppError(400, 'textHasNul', { where });
  });
}
