import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.ts';

const NUL = '\u0000';

/** A parsed record (the query parser's objects have a prototype of their own), not bytes or a stream. */
function isParsedRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * Where the first string holding U+0000 sits in a parsed input (`body.items.2.name`), if any, in
 * document order. The walk keeps its own stack, not the call stack, so no depth of nesting can
 * overflow it.
 */
export function findNul(value: unknown, where: string): string | undefined {
  // Each entry: a value to look into, where it sits, and whether its own key must be looked at.
  const pending: Array<{ value: unknown; where: string; key?: string }> = [{ value, where }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, where: path, key } = next;
    if (key?.includes(NUL)) return `${path.slice(0, path.length - key.length)}${key.replaceAll(NUL, '\\0')}`;
    if (typeof item === 'string') {
      if (item.includes(NUL)) return path;
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--)
        pending.push({ value: item[index], where: `${path}.${index}` });
    } else if (isParsedRecord(item)) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [name, child] = entries[index] as [string, unknown];
        pending.push({ value: child, where: `${path}.${name}`, key: name });
      }
    }
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
