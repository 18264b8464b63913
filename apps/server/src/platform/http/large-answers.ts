/**
 * Route options for an answer of thousands of rows (the partner's 10,000 customers): it is sent as
 * `JSON.stringify` makes it, without the pass of the response schema that every other answer takes
 * (zod checks and copies each row again: ~50 ms of the list's ~170 on our machines; decision 0053).
 * Only for a handler whose rows are written field by field by a function typed with the schema's own
 * type, so TypeScript refuses a missing, misspelt or extra field; the schema still documents the
 * answer, and the route's tests parse the real answer with it, strictly.
 */
export const largeAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
