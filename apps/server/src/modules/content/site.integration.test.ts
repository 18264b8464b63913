import { type ContactChannel, type FriendshipLinkPage, message, type PartnerPage, type Slide } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

describe('slides, partners and friendship links', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('GET /api/slide', () => {
    it('answers the slides of an alias in order, with pictures for desktop and phone', async () => {
      const { status, body } = await api.get<Slide[]>('/api/slide?alias=home');
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(3);
      expect(body.data[0]).toMatchObject({
        title: 'Stock, sales and money in one place',
        link: '/price',
        image: '/images/content/slides/home-stock.svg',
        image_mobile: '/images/content/slides/home-stock-mobile.svg',
      });
      const download = await api.get<Slide[]>('/api/slide?alias=download');
      expect(download.body.data.map((slide) => slide.image)).toEqual([
        '/images/content/slides/download-devices.svg',
        '/images/content/slides/download-mobile.svg',
      ]);
    });

    it('words the slides in the visitor’s language', async () => {
      const { body } = await api.get<Slide[]>('/api/slide?alias=home', { cookie: 'lang=zh-TW' });
      expect(body.data[0]?.title).toBe('庫存、銷售、資金，一處掌握');
      expect(body.data[0]?.button_text).toBe('免費試用');
    });

    it('answers 404 naming an alias that has no slides', async () => {
      const { status, body } = await api.get<null>('/api/slide?alias=nowhere');
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, data: null, msg: 'There are no slides named nowhere' });
    });

    it.each([
      ['', 'alias'],
      ['?alias=a%20b', 'alias'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/slide${query}`);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/partner', () => {
    it('answers 12 partners a page by default, each with a title and a logo', async () => {
      const { body } = await api.get<PartnerPage>('/api/partner');
      expect(body.data).toMatchObject({ total: 12, page: 1, page_size: 12 });
      expect(body.data.list).toHaveLength(12);
      for (const partner of body.data.list) {
        expect(partner.title).not.toBe('');
        expect(partner.logo).toMatch(/^\/images\/content\/partners\/[a-z-]+\.svg$/);
      }
    });

    it('pages to the last, partial page and past the end', async () => {
      const last = await api.get<PartnerPage>('/api/partner?page=3&page_size=5');
      expect(last.body.data.list).toHaveLength(2);
      expect(last.body.data.total).toBe(12);
      const past = await api.get<PartnerPage>('/api/partner?page=4&page_size=5');
      expect(past.body.data).toEqual({ list: [], total: 12, page: 4, page_size: 5 });
    });

    it('names partners in Chinese', async () => {
      const { body } = await api.get<PartnerPage>('/api/partner?lang=zh-CN&page_size=1');
      expect(body.data.list[0]?.title).toBe('北风支付');
    });

    it.each([
      ['?page_size=101', 'page_size'],
      ['?page_size=0', 'page_size'],
      ['?page=abc', 'page'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const { status, body } = await api.get<null>(`/api/partner${query}`);
      expect(status).toBe(400);
      expect(body.msg).toContain(field);
    });
  });

  describe('GET /api/friendship', () => {
    it('answers 20 links a page by default', async () => {
      const { body } = await api.get<FriendshipLinkPage>('/api/friendship');
      expect(body.data).toMatchObject({ total: 20, page: 1, page_size: 20 });
      expect(body.data.list).toHaveLength(20);
      expect(body.data.list[0]).toEqual({
        id: expect.any(Number),
        title: 'Small Retail Digital Alliance',
        url: 'https://small-retail-alliance.example.org/',
      });
    });

    it('accepts the largest page size and refuses a larger one', async () => {
      expect((await api.get<FriendshipLinkPage>('/api/friendship?page_size=100')).status).toBe(200);
      const { status, body } = await api.get<null>('/api/friendship?page_size=1000');
      expect(status).toBe(400);
      expect(body.msg).toContain('page_size');
    });
  });

  describe('GET /api/contact', () => {
    it('offers WeChat to zh-CN visitors and WhatsApp to everyone else, named in their language', async () => {
      const chat = async (language: string) =>
        (await api.get<ContactChannel>(`/api/contact?lang=${language}`)).body.data;
      expect(await chat('zh-CN')).toEqual({ kind: 'wechat', name: '微信', handle: 'TallybookKefu', link: null });
      expect(await chat('en-US')).toMatchObject({ kind: 'whatsapp', link: 'https://wa.me/864008001234' });
      expect(await chat('zh-TW')).toMatchObject({ kind: 'whatsapp' });
      expect(await chat('ar')).toMatchObject({ kind: 'whatsapp', name: 'واتساب' });
    });

    it('answers a language the site does not offer with the English channel, and refuses a huge one', async () => {
      const other = await api.get<ContactChannel>('/api/contact?lang=fr-FR');
      expect(other.body.data).toMatchObject({ kind: 'whatsapp', name: 'WhatsApp' });
      const huge = await api.get<null>(`/api/contact?lang=${'x'.repeat(100)}`);
      expect(huge.status).toBe(400);
      expect(huge.body.success).toBe(false);
    });

    it('answers 404 in the visitor’s language when the site has no chat channel', async () => {
      const bare = await startTestApp({ seed: false });
      try {
        const { status, body } = await apiClient(bare.baseUrl).get<null>('/api/contact?lang=zh-CN');
        expect(status).toBe(404);
        expect(body.msg).toBe(message('zh-CN', 'contactChannelNotFound'));
      } finally {
        await bare.close();
      }
    });
  });
});
