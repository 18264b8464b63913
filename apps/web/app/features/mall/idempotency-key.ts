/**
 * Idempotency-Key of POST order (decision 0012): a retry of the same request (a second click, a
 * timeout) reuses its key, so the server returns the order it already placed; a changed request
 * gets a new key, as the server refuses a key reused with another body.
 */
export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}
