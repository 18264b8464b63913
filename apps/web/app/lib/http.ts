import { type Language, type MessageKey, message, REQUEST_TIMEOUT_MS, SUCCESS_CODE } from '@tallybook/domain';

/**
 * The one HTTP client of the web app (spec §7, §8). It never throws: every call resolves to a
 * result with a message the caller can show, whatever went wrong.
 */
export type Host = 'manage' | 'web' | 'log';

export type ResultKind =
  | 'ok' // the server said success
  | 'refused' // the server answered, and said no
  | 'http' // a non-2xx status
  | 'timeout'
  | 'network';

export interface ApiResult<T> {
  ok: boolean;
  kind: ResultKind;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** The envelope's code, when it had one. */
  code?: number;
  data: T | null;
  msg: string;
  /** The parsed body as it came, for callers that need more than the envelope. */
  body: unknown;
  /**
   * The cookies the answer set, when the caller can see them (the server calling for a visitor's
   * form, which hands them on to the browser; a browser never sees them).
   */
  setCookies?: string[];
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /**
   * The language of messages and of every call's Accept-Language: the mall answers in it (spec §7), and
   * a call made while a page renders is answered in the page's language, not the visitor's cookie's.
   */
  language: Language | (() => Language);
  fetch?: FetchLike;
  /** Base URLs per host; empty (same origin) by default, as the one server answers them all. */
  hosts?: Partial<Record<Host, string>>;
  timeoutMs?: number;
  isOnline?: () => boolean;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (logs sent while the visitor leaves). */
  keepalive?: boolean;
}

// spec §7: paths resolve to the manage, web or log hosts by prefix
export function hostFor(path: string): Host {
  if (path.startsWith('/log/') || path.startsWith('/channel/')) return 'log';
  if (path.startsWith('/api/')) return 'web';
  return 'manage';
}

// spec §7: success when `success` is true, `code` is 200 or `errcode` is 0
export function isSuccessBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const envelope = body as { success?: unknown; code?: unknown; errcode?: unknown };
  return envelope.success === true || envelope.code === SUCCESS_CODE || envelope.errcode === 0;
}

function bodyMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { msg, message: text, errmsg } = body as Record<string, unknown>;
  for (const candidate of [msg, text, errmsg]) {
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return undefined;
}

/** What the server itself said in a body (msg, message or errmsg), not a message this client made up. */
export function serverSaid(result: { body: unknown }): string | undefined {
  return bodyMessage(result.body);
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const language = () => (typeof options.language === 'function' ? options.language() : options.language);
  const isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  function failure<T>(kind: ResultKind, status: number, key: MessageKey, values = {}): ApiResult<T> {
    return { ok: false, kind, status, data: null, msg: message(language(), key, values), body: null };
  }

  async function request<T = unknown>(method: string, path: string, init: RequestOptions = {}): Promise<ApiResult<T>> {
    const host = hostFor(path);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': language(),
      ...init.headers,
    };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    init.signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    try {
      response = await doFetch(`${options.hosts?.[host] ?? ''}${withQuery(path, init.query)}`, {
        method,
        headers,
        body,
        // spec §7: credentials are sent, except to the log host
        credentials: host === 'log' ? 'omit' : 'include',
        signal: controller.signal,
        keepalive: init.keepalive,
      });
    } catch {
      clearTimeout(timer);
      if (timedOut) return failure('timeout', 0, 'requestTimeout');
      return failure('network', 0, isOnline() ? 'poorNetwork' : 'unstableNetwork');
    } finally {
      init.signal?.removeEventListener('abort', forwardAbort);
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch {
      if (timedOut) return failure('timeout', response.status, 'requestTimeout');
      return failure('network', response.status, isOnline() ? 'poorNetwork' : 'unstableNetwork');
    } finally {
      clearTimeout(timer);
    }

    const code = (parsed as { code?: unknown } | null)?.code;
    const envelopeCode = typeof code === 'number' ? code : undefined;
    const data = ((parsed as { data?: unknown } | null)?.data ?? null) as T | null;
    const setCookies = response.headers.getSetCookie?.() ?? [];
    const base = {
      status: response.status,
      code: envelopeCode,
      body: parsed,
      ...(setCookies.length > 0 ? { setCookies } : {}),
    };
    if (!response.ok) {
      const msg = bodyMessage(parsed) ?? message(language(), 'requestError', { status: response.status });
      return { ...base, ok: false, kind: 'http', data, msg };
    }
    if (isSuccessBody(parsed)) {
      return { ...base, ok: true, kind: 'ok', data, msg: bodyMessage(parsed) ?? '' };
    }
    const msg = bodyMessage(parsed) ?? message(language(), 'requestError', { status: response.status });
    return { ...base, ok: false, kind: 'refused', data, msg };
  }

  return {
    request,
    get: <T = unknown>(path: string, init?: RequestOptions) => request<T>('GET', path, init),
    post: <T = unknown>(path: string, json?: unknown, init?: RequestOptions) =>
      request<T>('POST', path, { ...init, json }),
    put: <T = unknown>(path: string, json?: unknown, init?: RequestOptions) =>
      request<T>('PUT', path, { ...init, json }),
    delete: <T = unknown>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
