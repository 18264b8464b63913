import { type MessageKey, SUCCESS_CODE } from '@tallybook/domain';

/**
 * spec §7: content calls answer `{ success, data, msg }`, every other call `{ code, data, msg }`.
 * Which one a path gets is decided here, once, from `../shared/api-paths.md`.
 */
export type EnvelopeKind = 'content' | 'code';

const CODE_ENVELOPE_UNDER_API = ['/api/track/', '/api/addCookieToClient'];

const API_PREFIXES = [
  '/api/',
  '/ommall/',
  '/webzhj/',
  '/user/',
  '/wechat/',
  '/servicebook/',
  '/license/info',
  '/promoter/',
  '/recommend/',
  '/zhjsrv/',
  '/log/',
  '/suggestion/',
  '/channel/',
  '/support/',
  '/admin/api/',
  '/healthz',
  '/docs/openapi.json',
  // The sandboxes' pages are HTML for a person, but their refusals (and, with SANDBOX off, every
  // /sandbox/* address) answer in the envelope, never as plain text or the home page.
  '/sandbox/',
  // Client packages: a file or a redirect, and a refusal in the envelope (never the home page).
  '/downloads/',
  // QR codes: an image, and a refusal in the envelope.
  '/qr.svg',
];

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function startsWithSegment(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
}

/** True when the path is a call of the API (answered in an envelope, never with HTML). */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => startsWithSegment(path, prefix));
}

export function envelopeKindFor(url: string): EnvelopeKind {
  const path = pathOf(url);
  if (!path.startsWith('/api/')) return 'code';
  return CODE_ENVELOPE_UNDER_API.some((prefix) => startsWithSegment(path, prefix)) ? 'code' : 'content';
}

export function successBody<T>(kind: EnvelopeKind, data: T, msg = 'ok') {
  return kind === 'content' ? { success: true, data, msg } : { code: SUCCESS_CODE, data, msg };
}

export function failureBody(kind: EnvelopeKind, code: number, msg: string) {
  return kind === 'content' ? { success: false, data: null, msg } : { code, data: null, msg };
}

/**
 * A failure a caller can cause: answered with `status`, the envelope's `code`
 * (the status unless the spec gives another, such as 101 for "not logged in") and the message.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly values: Readonly<Record<string, string | number>> = {},
    readonly code: number = status,
  ) {
    super(messageKey);
  }
}

/** 404 with what was not found, e.g. `notFound('newsNotFound', { ref: 12 })`. */
export const notFound = (messageKey: MessageKey = 'notFound', values: Readonly<Record<string, string | number>> = {}) =>
  new AppError(404, messageKey, values);
