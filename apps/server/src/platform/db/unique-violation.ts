/**
 * True when a statement failed on a unique constraint (SQLSTATE 23505). Both engines report the
 * code on their error; drizzle wraps it as the `cause` of its own.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
