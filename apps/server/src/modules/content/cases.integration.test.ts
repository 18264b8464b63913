import type { CaseDetail, CaseListPage } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

describe('customer cases', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const cases = async (query: string) => (await api.get<CaseListPage>(`/api/case${query}`)).body.data;

  describe('GET /api/case', () => {
    it('lists cases newest first, 9 to a page, with the industries of the filter', async () => {
      const page = await cases('');
      expect(page.total).toBeGreaterThanOrEqual(12);
      expect(page).toMatchObject({ page: 1, page_size: 9 });
      expect(page.list).toHaveLength(9);
      const dates = page.list.map((item) => item.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.list[0]).toMatchObject({
        customer: 'Sunny Mart',
        industry: 'retail',
        industry_name: 'Convenience retail',
        cover: '/images/content/cases/sunny-mart-cover.svg',
        logo: '/images/content/cases/sunny-mart-logo.svg',
      });
      expect(page.list[0]?.highlights.length).toBeGreaterThan(0);
      expect(page.industries.length).toBeGreaterThanOrEqual(6);
      expect(page.industries.reduce((sum, industry) => sum + industry.total, 0)).toBe(page.total);
    });

    it('filters by industry and pages to the end', async () => {
      const food = await cases('?industry=food');
      expect(food.total).toBe(2);
      for (const item of food.list) expect(item.industry).toBe('food');
      const last = await cases('?page=2');
      expect(last.list).toHaveLength(last.total - 9);
      expect((await cases('?page=3')).list).toEqual([]);
      expect((await cases('?industry=aerospace')).total).toBe(0);
    });

    it('orders the hot list by hits', async () => {
      const hot = await cases('?hot=1&page_size=4');
      const hits = hot.list.map((item) => item.hits);
      expect(hits).toEqual([...hits].sort((a, b) => b - a));
      expect(hot.list[0]?.customer).toBe('Sunny Mart');
    });

    it('tells the cases in Chinese', async () => {
      const page = await cases('?industry=wholesale&lang=zh-CN');
      expect(page.list[0]).toMatchObject({ customer: '东江商贸', industry_name: '商贸批发', region: '广东东莞' });
      expect(page.industries.map((industry) => industry.name)).toContain('生鲜果蔬');
    });

    it.each([
      ['?industry=%20', 'industry'],
      ['?hot=true', 'hot'],
      ['?page_size=101', 'page_size'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/case${query}`);
      expect(status).toBe(400);
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/case/{id}', () => {
    it('answers the case with its story and the customer’s words, counting each visit', async () => {
      const [first] = (await cases('?industry=electronics')).list;
      const { status, body } = await api.get<CaseDetail>(`/api/case/${first?.id}?lang=zh-TW`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        id: first?.id,
        customer: '像素通訊',
        quote_author: '黃凱，經理',
        hits: (first?.hits ?? 0) + 1,
      });
      expect(body.data.content).toMatch(/^<p>/);
      expect(body.data.content).not.toContain(body.data.quote);
      expect(body.data.quote).toBe('掃一下就知道什麼時候進的貨、賣給了誰、是否還在保固期。');
    });

    it('answers 404 for an unknown case and 400 for an id that is not a number', async () => {
      const missing = await api.get<null>('/api/case/888888?lang=zh-TW');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, data: null, msg: '找不到客戶案例 888888' });
      const bad = await api.get<null>('/api/case/1.5');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toContain('id');
    });
  });
});
