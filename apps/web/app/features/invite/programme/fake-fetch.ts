export type Answer = { status?: number; code?: number; data?: unknown; msg?: string; body?: string; type?: string };
export type Call = { method: string; path: string; query: Record<string, string>; body: unknown };

/**
 * A fetch for the invite pages' loader tests: answers each `METHOD /path` with an envelope (or a
 * raw `body` of `type`), 404 for anything else, recording the calls with their queries.
 */
export function fakeFetch(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://web.test');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, code: 404, msg: 'not found' };
    const body =
      answer.body ?? JSON.stringify({ code: answer.code ?? 200, data: answer.data ?? null, msg: answer.msg ?? 'ok' });
    return new Response(body, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'application/json' },
    });
  };
  return { fetch, calls };
}
