import { describe, expect, it } from 'vitest';
import { groupClients } from '../rules/downloads.ts';
import { productListQuery } from './content.ts';

describe('product list contract', () => {
  it('regroups client packages into windows, macos, ios and android lists, keeping their order', () => {
    const grouped = groupClients([
      { id: 1, type: 'windows', version: '2', download_link: '/w2', available: true },
      { id: 2, type: 'ios', version: '1', download_link: 'https://apps.apple.com/x', available: true },
      { id: 3, type: 'windows', version: '1', download_link: '/w1', available: false },
    ]);
    expect(grouped.windows.map((pkg) => pkg.id)).toEqual([1, 3]);
    expect(grouped.ios.map((pkg) => pkg.id)).toEqual([2]);
    expect(grouped.macos).toEqual([]);
    expect(grouped.android).toEqual([]);
  });

  it('reads the three query forms of spec §7', () => {
    expect(productListQuery.parse({ clients: '1', page_size: '100' })).toMatchObject({
      clients: '1',
      page_size: 100,
      page: 1,
    });
    expect(productListQuery.parse({ alias: 'tallybook', clients: '1' })).toMatchObject({ alias: 'tallybook' });
    expect(productListQuery.parse({})).toMatchObject({ page: 1, page_size: 100 });
  });

  it('refuses a page size over 100, a page under 1 and a malformed alias', () => {
    expect(productListQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(productListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(productListQuery.safeParse({ alias: 'a b' }).success).toBe(false);
    expect(productListQuery.safeParse({ clients: '2' }).success).toBe(false);
  });
});
