import { sha256Hex } from './sha256.ts';

/**
 * Signed calls (sending an SMS code): the client adds `timestamp` (ms since the epoch), `nonce` (six
 * digits) and `signature`, the SHA-256 hex of the canonical string below. The secret ships inside
 * the web client, so the signature is not authentication: it makes scripted replays and
 * hand-built calls a little harder, while the server's timestamp window, nonce table, operation
 * lock and daily caps do the real limiting.
 */
export const REQUEST_SIGNATURE_SECRET = 'tallybook-web-7f3c9a1e';

/** The server refuses a signed call whose timestamp is further than this from its clock. */
export const SIGNED_REQUEST_MAX_AGE_MS = 5 * 60 * 1000;

export interface SignedFields {
  phone: string;
  /** The verification code, for calls that carry one. */
  code?: string | undefined;
  timestamp: number;
  nonce: string;
}

/** `phone=<phone>&code=<code>&timestamp=<ms>&nonce=<nonce>&secret=<secret>`, code left out when absent. */
export function signatureBase(fields: SignedFields, secret: string): string {
  const parts = [`phone=${fields.phone}`];
  if (fields.code !== undefined && fields.code !== '') parts.push(`code=${fields.code}`);
  parts.push(`timestamp=${fields.timestamp}`, `nonce=${fields.nonce}`, `secret=${secret}`);
  return parts.join('&');
}

export async function signRequest(fields: SignedFields, secret: string = REQUEST_SIGNATURE_SECRET): Promise<string> {
  return sha256Hex(signatureBase(fields, secret));
}

export const NONCE = /^\d{6}$/;

/** Six random digits (Web Crypto's generator, in browsers and Node). */
export function generateNonce(): string {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String((value ?? 0) % 1_000_000).padStart(6, '0');
}

/** The three fields a signed call adds, ready to put in its query or body. */
export async function signedParams(
  fields: Omit<SignedFields, 'timestamp' | 'nonce'>,
  now: number = Date.now(),
  secret: string = REQUEST_SIGNATURE_SECRET,
): Promise<{ timestamp: number; nonce: string; signature: string }> {
  const nonce = generateNonce();
  return { timestamp: now, nonce, signature: await signRequest({ ...fields, timestamp: now, nonce }, secret) };
}
