/** A parameter of an operation in the OpenAPI document the server serves (/docs/json). */
export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { examples?: unknown[] };
}

/** The part of the OpenAPI document reads are built from. */
export interface OpenApiPaths {
  paths: Record<string, { get?: { parameters?: OpenApiParameter[] } }>;
}

export interface DocumentedRead {
  /** The path as the document names it. */
  path: string;
  /** The address to call: the path with each required query parameter set to its example. */
  read: string;
  /** The required query parameters the document gives no example for (left out of `read`). */
  withoutExample: string[];
}

/**
 * Every GET of the document with no path parameter, as the address it is read at: each required
 * query parameter set to the example the document gives it (`example`, or the first of
 * `schema.examples`). The bench (bench/run.ts) measures these reads; the answer-cache test holds
 * the cache to the ones that answer the same to every caller.
 */
export function documentedReads(document: OpenApiPaths): DocumentedRead[] {
  const reads: DocumentedRead[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!item.get || path.includes('{')) continue;
    const query = new URLSearchParams();
    const withoutExample: string[] = [];
    for (const parameter of item.get.parameters ?? []) {
      if (parameter.in !== 'query' || !parameter.required) continue;
      const example = parameter.example ?? parameter.schema?.examples?.[0];
      if (example === undefined) withoutExample.push(parameter.name);
      else query.set(parameter.name, String(example));
    }
    reads.push({ path, read: query.size > 0 ? `${path}?${query}` : path, withoutExample });
  }
  return reads;
}
