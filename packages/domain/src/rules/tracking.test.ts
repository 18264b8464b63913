import { describe, expect, it } from 'vitest';
import { channelNumber, osVersionOf, webSiteName } from './tracking.ts';

describe('visit log naming (spec §3)', () => {
  it('prefixes the website name on mobile', () => {
    expect(webSiteName(false)).toBe('tallybook-www');
    expect(webSiteName(true)).toBe('m-tallybook-www');
  });

  it('adds the .baidu, .360 or .zhihu suffix of the route alias to the channel number', () => {
    expect(channelNumber('tallybook-www', 'spring-baidu')).toBe('tallybook-www.baidu');
    expect(channelNumber('m-tallybook-www', '360')).toBe('m-tallybook-www.360');
    expect(channelNumber('tallybook-www', 'zhihu_ads')).toBe('tallybook-www.zhihu');
    expect(channelNumber('tallybook-www', 'spring-sale')).toBe('tallybook-www');
    expect(channelNumber('tallybook-www', 'baidumap')).toBe('tallybook-www');
    expect(channelNumber('tallybook-www')).toBe('tallybook-www');
  });
});

describe('osVersion (spec §3)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows NT 10.0'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 'iOS 18.0'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9)', 'Android 15'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'macOS 10.15.7'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Linux'],
    ['', 'unknown'],
  ])('reads %s as %s', (agent, expected) => {
    expect(osVersionOf(agent)).toBe(expected);
  });
});
