import { createSign, type KeyObject } from 'node:crypto';

/** `yyyy-MM-dd HH:mm:ss` in UTC+8, Alipay's timestamp. */
export function alipayTimestamp(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** The signed content: `k=v` pairs sorted by key, without `sign`, the excluded keys and empty values. */
export function alipaySigningContent(
  params: Readonly<Record<string, string>>,
  exclude: readonly string[] = [],
): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function signAlipayParams(privateKey: KeyObject, params: Readonly<Record<string, string>>): string {
  return createSign('RSA-SHA256').update(alipaySigningContent(params), 'utf8').sign(privateKey, 'base64');
}
