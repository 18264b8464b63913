/** What a test reads back from a call: the status, the parsed body and the response headers. */
export interface Answer<Body> {
  status: number;
  body: Body;
  headers: Headers;
}

/** A content envelope (spec §7) as tests read it. */
export interface Envelope<Data> {
  success: boolean;
  data: Data;
  msg: string;
}

/** Calls the test server over real HTTP, answering parsed JSON. */
export function apiClient(baseUrl: string) {
  const call = async <Body>(path: string, init: RequestInit = {}): Promise<Answer<Body>> => {
    const response = await fetch(`${baseUrl}${path}`, init);
    return { status: response.status, body: (await response.json()) as Body, headers: response.headers };
  };
  return {
    get: <Data>(path: string, headers: Record<string, string> = {}) => call<Envelope<Data>>(path, { headers }),
    post: <Data>(path: string, json: unknown, headers: Record<string, string> = {}) =>
      call<Envelope<Data>>(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(json),
      }),
  };
}
