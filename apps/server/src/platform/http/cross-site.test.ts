import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isCrossSite } from './cross-site.ts';

const request = (headers: Record<string, string>) =>
  ({ headers, host: 'www.tallybook.app' }) as unknown as FastifyRequest;

describe('cross-site requests', () => {
  it('trusts the browser’s Sec-Fetch-Site first', () => {
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(request({ 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSite(request({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('accepts a same-origin form whose page sent no referrer (Origin: null)', () => {
    expect(isCrossSite(request({ 'sec-fetch-site': 'same-origin', origin: 'null' }))).toBe(false);
  });

  it('falls back to Origin when the browser sends no Sec-Fetch-Site', () => {
    expect(isCrossSite(request({ origin: 'https://www.tallybook.app' }))).toBe(false);
    expect(isCrossSite(request({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(request({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(request({}))).toBe(false);
  });

  it('falls back to Referer when there is neither (a GET from an older browser’s <img>)', () => {
    expect(isCrossSite(request({ referer: 'https://evil.example/page.html' }))).toBe(true);
    expect(isCrossSite(request({ referer: 'https://www.tallybook.app/help/1' }))).toBe(false);
    expect(isCrossSite(request({ referer: 'not a url' }))).toBe(true);
  });
});
