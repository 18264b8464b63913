import type { AgreementDetail, ProductClientPage, ProductListPage, ProductVersionPage } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addAgreementVersion } from './add-agreement-version.ts';

describe('client packages, versions and agreements', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;
  let productIds: Record<string, number>;

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
    const { body } = await api.get<ProductListPage>('/api/product');
    productIds = Object.fromEntries(body.data.list.map((product) => [product.alias, product.id]));
  });
  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/product/client', () => {
    it('pages a product’s client packages, platform by platform', async () => {
      const { status, body } = await api.get<ProductClientPage>(
        `/api/product/client?product_id=${productIds.tallybook}`,
      );
      expect(status).toBe(200);
      expect(body.data.total).toBe(6);
      expect(body.data.list.map((client) => `${client.type} ${client.version}`)).toEqual([
        'windows 6.4.2',
        'windows 6.3.0',
        'macos 6.4.2',
        'ios 6.4.1',
        'android 6.4.1',
        'android 6.4.1-gp',
      ]);
      expect(body.data.list[0]).toMatchObject({
        product_id: productIds.tallybook,
        download_link: '/downloads/tallybook-6.4.2-setup.exe',
        released_at: '2026-10-28T02:00:00.000Z',
      });
    });

    it('filters by platform and pages to the end', async () => {
      const android = await api.get<ProductClientPage>(
        `/api/product/client?product_id=${productIds.tallybook}&type=android&page=2&page_size=1`,
      );
      expect(android.body.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
      expect(android.body.data.list.map((client) => client.version)).toEqual(['6.4.1-gp']);
      const past = await api.get<ProductClientPage>(`/api/product/client?product_id=${productIds.tallybook}&page=2`);
      expect(past.body.data.list).toEqual([]);
    });

    it('answers 404 for a product that does not exist', async () => {
      const { status, body } = await api.get<null>('/api/product/client?product_id=9999');
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, data: null, msg: 'Product 9999 was not found' });
    });

    it.each([
      ['', 'product_id'],
      ['?product_id=x', 'product_id'],
      ['?product_id=1&type=linux', 'type'],
      ['?product_id=1&page_size=101', 'page_size'],
      ['?product_id=99999999999', 'product_id'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/product/client${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/product/version', () => {
    it('lists a product’s versions newest first, with notes, and its newest version per platform', async () => {
      const { body } = await api.get<ProductVersionPage>(`/api/product/version?product_id=${productIds.tallybook}`);
      expect(body.data.total).toBe(20);
      expect(body.data.page_size).toBe(10);
      const dates = body.data.list.map((version) => version.released_at);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.data.list[0]?.notes).toMatch(/^<ul><li>/);
      expect(body.data.latest.windows?.version).toBe('6.4.2');
      expect(body.data.latest.macos?.version).toBe('6.4.2');
      expect(body.data.latest.ios).toMatchObject({ version: '6.4.1', size_bytes: null });
      expect(body.data.latest.android?.download_link).toBe('/downloads/tallybook-6.4.1.apk');
    });

    it('has a history on all four platforms for every product', async () => {
      for (const id of Object.values(productIds)) {
        const { body } = await api.get<ProductVersionPage>(`/api/product/version?product_id=${id}`);
        for (const platform of ['windows', 'macos', 'ios', 'android'] as const) {
          expect(body.data.latest[platform], `${id} ${platform}`).not.toBeNull();
        }
      }
    });

    it('filters one platform and pages past the end', async () => {
      const ios = await api.get<ProductVersionPage>(
        `/api/product/version?product_id=${productIds['tallybook-pos']}&type=ios&page_size=100`,
      );
      expect(ios.body.data.list.map((version) => version.version)).toEqual(['3.7.5', '3.7.0', '3.6.0', '3.5.0']);
      const past = await api.get<ProductVersionPage>(`/api/product/version?product_id=${productIds.tallybook}&page=9`);
      expect(past.body.data.list).toEqual([]);
      expect(past.body.data.latest.windows).not.toBeNull();
    });

    it('writes release notes in Traditional Chinese', async () => {
      const { body } = await api.get<ProductVersionPage>(
        `/api/product/version?product_id=${productIds.tallybook}&page_size=1&lang=zh-TW`,
      );
      expect(body.data.list[0]?.notes).toContain('商品清單本機快取');
    });

    it('answers 404 for an unknown product and 400 without one', async () => {
      expect((await api.get<null>('/api/product/version?product_id=424242')).status).toBe(404);
      const { status, body } = await api.get<null>('/api/product/version');
      expect(status).toBe(400);
      expect(body.msg).toContain('product_id');
    });
  });

  describe('GET /api/product/agreement/detail', () => {
    it('answers the privacy policy in force with its history, newest first', async () => {
      const { status, body } = await api.get<AgreementDetail>('/api/product/agreement/detail?alias=privacy');
      expect(status).toBe(200);
      expect(body.data.alias).toBe('privacy');
      expect(body.data.doc).toMatchObject({ version: '3.0', title: 'Privacy Policy' });
      expect(body.data.doc.content).toContain('<h2>Who we share it with</h2>');
      expect(body.data.history.map((item) => [item.version, item.current])).toEqual([
        ['3.0', true],
        ['2.0', false],
        ['1.0', false],
      ]);
    });

    it('answers an earlier version by its id from the history', async () => {
      const { body: current } = await api.get<AgreementDetail>('/api/product/agreement/detail?alias=service-licence');
      const first = current.data.history.find((item) => item.version === '1.0');
      const { body } = await api.get<AgreementDetail>(
        `/api/product/agreement/detail?alias=service-licence&version_id=${first?.id}&lang=zh-CN`,
      );
      expect(body.data.doc).toMatchObject({ version: '1.0', title: '软件服务许可协议' });
      expect(body.data.doc.content).not.toContain('免费试用');
      expect(body.data.history).toHaveLength(2);
    });

    it('keeps the version in force until a newer one takes effect', async () => {
      await addAgreementVersion(server.database.handle.db, {
        alias: 'privacy',
        version: '4.0',
        effectiveAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
        texts: { 'en-US': { title: 'Privacy Policy', summary: 'Coming next month.', content: '<p>Next.</p>' } },
      });
      const { body } = await api.get<AgreementDetail>('/api/product/agreement/detail?alias=privacy');
      expect(body.data.doc.version).toBe('3.0');
      expect(body.data.history.map((item) => [item.version, item.current]).slice(0, 2)).toEqual([
        ['4.0', false],
        ['3.0', true],
      ]);
    });

    it('answers 404 for an unknown agreement, or a version of another one', async () => {
      const unknown = await api.get<null>('/api/product/agreement/detail?alias=cookies');
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Agreement cookies was not found');
      const { body: privacy } = await api.get<AgreementDetail>('/api/product/agreement/detail?alias=privacy');
      const foreign = await api.get<null>(
        `/api/product/agreement/detail?alias=service-licence&version_id=${privacy.data.doc.id}`,
      );
      expect(foreign.status).toBe(404);
    });

    it('refuses a request without an alias, naming it', async () => {
      const { status, body } = await api.get<null>('/api/product/agreement/detail');
      expect(status).toBe(400);
      expect(body.msg).toContain('alias');
    });
  });
});
