import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { products, productTranslations } from './content.tables.ts';

interface ProductItem {
  id: number;
  name: string;
  alias: string;
  description: string;
  logo: string;
  clients?: Record<
    'windows' | 'macos' | 'ios' | 'android',
    Array<{ type: string; version: string; download_link: string }>
  >;
}
interface ProductPage {
  success: boolean;
  msg: string;
  data: { list: ProductItem[]; total: number; page: number; page_size: number };
}

describe('GET /api/product', () => {
  let server: TestApp;
  const get = async (query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}/api/product${query}`, { headers });
    return { status: response.status, body: (await response.json()) as ProductPage };
  };

  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists the products without clients when asked plainly', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(3);
    expect(body.data.list.map((product) => product.alias)).toEqual(['tallybook', 'tallybook-pos', 'tallybook-books']);
    expect(body.data.list[0]).not.toHaveProperty('clients');
    expect(body.data.list[0]?.logo).toBe('/images/products/tallybook.svg');
  });

  it('regroups every product’s client packages per platform with clients=1&page_size=100', async () => {
    const { body } = await get('?clients=1&page_size=100');
    expect(body.data.page_size).toBe(100);
    for (const product of body.data.list) {
      expect(Object.keys(product.clients ?? {}).sort()).toEqual(['android', 'ios', 'macos', 'windows']);
      for (const [platform, packages] of Object.entries(product.clients ?? {})) {
        expect(packages.length, `${product.alias} ${platform}`).toBeGreaterThan(0);
        for (const pkg of packages) expect(pkg.type).toBe(platform);
      }
    }
    const tallybook = body.data.list.find((product) => product.alias === 'tallybook');
    expect(tallybook?.clients?.windows.map((pkg) => pkg.version)).toEqual(['6.4.2', '6.3.0']);
  });

  it('finds one product by alias with clients=1', async () => {
    const { body } = await get('?alias=tallybook-pos&clients=1');
    expect(body.data.total).toBe(1);
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]?.name).toBe('Tallybook POS');
    expect(body.data.list[0]?.clients?.ios[0]?.download_link).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('answers an empty page for an alias that does not exist', async () => {
    const { status, body } = await get('?alias=nothing-here');
    expect(status).toBe(200);
    expect(body.data).toEqual({ list: [], total: 0, page: 1, page_size: 100 });
  });

  it('pages through the list', async () => {
    const second = await get('?page=2&page_size=1');
    expect(second.body.data.list.map((product) => product.alias)).toEqual(['tallybook-pos']);
    expect(second.body.data.total).toBe(3);
    const past = await get('?page=9&page_size=1');
    expect(past.body.data.list).toEqual([]);
  });

  it('names products in the language asked for by lang, cookie or Accept-Language', async () => {
    expect((await get('?lang=zh-CN')).body.data.list[0]?.name).toBe('Tallybook 进销存');
    expect((await get('', { cookie: 'lang=zh-TW' })).body.data.list[0]?.name).toBe('Tallybook 進銷存');
    expect((await get('', { 'accept-language': 'zh-TW,zh;q=0.9' })).body.data.list[0]?.name).toBe('Tallybook 進銷存');
    expect((await get('?lang=ar')).body.data.list[0]?.name).toBe('Tallybook');
  });

  it('falls back to English where a translation is missing, never to the other Chinese script', async () => {
    const [added] = await server.database.handle.db
      .insert(products)
      .values({ alias: 'english-only', logo: '/images/products/tallybook.svg', sortOrder: 99 })
      .returning({ id: products.id });
    await server.database.handle.db.insert(productTranslations).values([
      { productId: added?.id ?? 0, lang: 'en-US', name: 'English only', description: 'Only in English' },
      { productId: added?.id ?? 0, lang: 'zh-CN', name: '仅简体', description: '仅简体' },
    ]);
    const { body } = await get('?alias=english-only&lang=zh-TW');
    expect(body.data.list[0]?.name).toBe('English only');
  });

  it.each([
    ['?page_size=101', 'page_size'],
    ['?page=0', 'page'],
    ['?clients=yes', 'clients'],
    ['?alias=%20', 'alias'],
  ])('refuses %s with 400 in the content envelope, naming %s', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    expect(body.msg).toContain(field);
  });

  it('explains a bad request in the caller’s language', async () => {
    const { body } = await get('?page=0&lang=zh-CN');
    expect(body.msg).toMatch(/^请求参数不正确：/);
  });
});
