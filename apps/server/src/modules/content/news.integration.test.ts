import type { NewsDetail, NewsGroup, NewsPage } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

describe('news', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const news = async (query: string) => (await api.get<NewsPage>(`/api/news${query}`)).body.data;
  const newestFirst = (page: NewsPage) => {
    const dates = page.list.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  };

  describe('GET /api/group-news', () => {
    it('answers each news category in order with its latest items, newest first', async () => {
      const { status, body } = await api.get<NewsGroup[]>('/api/group-news');
      expect(status).toBe(200);
      expect(body.data.map((group) => [group.alias, group.name, group.list.length])).toEqual([
        ['product-news', 'Product news', 4],
        ['company-news', 'Company news', 4],
        ['industry-news', 'Industry insights', 4],
      ]);
      for (const group of body.data) {
        for (const item of group.list) expect(item.category_alias).toBe(group.alias);
        const dates = group.list.map((item) => item.published_at);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      const latest = await news('?category_alias=company-news&page_size=1');
      expect(body.data[1]?.list[0]?.id).toBe(latest.list[0]?.id);
    });

    it('answers as many items per category as asked, in the visitor’s language', async () => {
      const { body } = await api.get<NewsGroup[]>('/api/group-news?page_size=2&lang=zh-CN');
      expect(body.data.map((group) => group.list.length)).toEqual([2, 2, 2]);
      expect(body.data.map((group) => group.name)).toEqual(['产品动态', '公司新闻', '行业资讯']);
    });

    it('refuses more than 20 items per category, naming page_size', async () => {
      const { status, body } = await api.get<null>('/api/group-news?page_size=21');
      expect(status).toBe(400);
      expect(body.msg).toContain('page_size');
    });
  });

  describe('GET /api/news', () => {
    it('lists every category under `news`, newest first, 10 to a page', async () => {
      const page = await news('');
      expect(page.total).toBeGreaterThanOrEqual(30);
      expect(page).toMatchObject({ page: 1, page_size: 10 });
      expect(page.list).toHaveLength(10);
      newestFirst(page);
      expect(new Set((await news('?page_size=100')).list.map((item) => item.category_alias))).toEqual(
        new Set(['product-news', 'company-news', 'industry-news']),
      );
      expect((await news('?category_alias=news')).total).toBe(page.total);
    });

    it('lists one category, paged to its last page and past it', async () => {
      const first = await news('?category_alias=industry-news&page_size=4');
      expect(first.total).toBe(11);
      for (const item of first.list) expect(item).toMatchObject({ category_alias: 'industry-news' });
      expect(first.list[0]?.cover).toMatch(/^\/images\/content\/news\/cover-\d{2}\.svg$/);
      const last = await news('?category_alias=industry-news&page_size=4&page=3');
      expect(last.list).toHaveLength(3);
      const past = await news('?category_alias=industry-news&page_size=4&page=4');
      expect(past).toEqual({ list: [], total: 11, page: 4, page_size: 4 });
    });

    it('orders hot news by hits', async () => {
      const hot = await news('?hot=1&page_size=5');
      const hits = hot.list.map((item) => item.hits);
      expect(hits).toEqual([...hits].sort((a, b) => b - a));
      const all = await news('?page_size=100');
      expect(hits[0]).toBe(Math.max(...all.list.map((item) => item.hits)));
      const hotCompany = await news('?category_alias=company-news&hot=1&page_size=3');
      for (const item of hotCompany.list) expect(item.category_alias).toBe('company-news');
    });

    it('writes the news in the language asked for by lang', async () => {
      const page = await news('?category_alias=company-news&lang=zh-TW&page_size=20');
      expect(page.list.map((item) => item.title)).toContain('Tallybook 服務商家遍及 129 個國家與地區');
      expect(page.list[0]).toMatchObject({ category_name: '公司新聞', author: 'Tallybook 團隊' });
    });

    it.each([
      ['?category_alias=sports', 'category_alias'],
      ['?hot=2', 'hot'],
      ['?page=-1', 'page'],
      ['?page_size=500', 'page_size'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/news${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, data: null });
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/news/{id}', () => {
    it('answers the item with its body and neighbours, counting each visit', async () => {
      const page = await news('?category_alias=product-news&page_size=3');
      const [newer, middle, older] = page.list;
      const { status, body } = await api.get<NewsDetail>(`/api/news/${middle?.id}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: middle?.id,
        title: middle?.title,
        hits: (middle?.hits ?? 0) + 1,
        previous: { id: older?.id, title: older?.title },
        next: { id: newer?.id, title: newer?.title },
      });
      expect(body.data.content).toMatch(/^<p>/);
      await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.baseUrl}/api/news/${middle?.id}`)));
      expect((await api.get<NewsDetail>(`/api/news/${middle?.id}`)).body.data.hits).toBe((middle?.hits ?? 0) + 7);
    });

    it('has no next item for the newest, and no previous one for the oldest', async () => {
      const all = await news('?category_alias=company-news&page_size=100');
      const newest = await api.get<NewsDetail>(`/api/news/${all.list[0]?.id}`);
      expect(newest.body.data.next).toBeNull();
      const oldest = await api.get<NewsDetail>(`/api/news/${all.list.at(-1)?.id}`);
      expect(oldest.body.data.previous).toBeNull();
    });

    it('answers 404 for an unknown item and 400 for an id that is not a number', async () => {
      const missing = await api.get<null>('/api/news/31337');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, data: null, msg: 'News item 31337 was not found' });
      const bad = await api.get<null>('/api/news/latest');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('id');
    });
  });
});
