import { describe, expect, it } from 'vitest';
import { envelopeKindFor, failureBody, isApiPath, successBody } from './envelope.ts';

describe('envelopes', () => {
  it.each([
    ['/api/product?clients=1', true],
    ['/ommall/srvmall/order', true],
    ['/webzhj/info', true],
    ['/license/info?serviceCode=KDZHJ01', true],
    ['/license/service-agreement', false],
    ['/log/log/zhjlog/batchinsert', true],
    ['/healthz', true],
    ['/', false],
    ['/price', false],
    ['/apiary', false],
  ])('%s is an API path: %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });

  it('answers content calls with success and the rest with code', () => {
    expect(envelopeKindFor('/api/help/12')).toBe('content');
    expect(envelopeKindFor('/api/track/baidu-ocpc')).toBe('code');
    expect(envelopeKindFor('/api/addCookieToClient')).toBe('code');
    expect(envelopeKindFor('/ommall/srvmall/order')).toBe('code');
  });

  it('shapes success and failure bodies', () => {
    expect(successBody('content', [1])).toEqual({ success: true, data: [1], msg: 'ok' });
    expect(successBody('code', { a: 1 })).toEqual({ code: 200, data: { a: 1 }, msg: 'ok' });
    expect(failureBody('content', 404, 'Not found')).toEqual({ success: false, data: null, msg: 'Not found' });
    expect(failureBody('code', 101, 'log in')).toEqual({ code: 101, data: null, msg: 'log in' });
  });
});
