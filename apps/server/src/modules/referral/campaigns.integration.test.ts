import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { campaigns, campaignTranslations } from './campaigns.tables.ts';
import { seedCampaigns } from './seed/seed-campaigns.ts';

describe('GET /ommall/activity/activity-template-detail', () => {
  let server: TestApp;
  const detail = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/ommall/activity/activity-template-detail?${query}`);
    return {
      status: response.status,
      body: (await response.json()) as { code: number; data: Record<string, unknown> | null; msg: string },
    };
  };

  beforeAll(async () => {
    server = await startTestApp({ seed: false });
    await seedCampaigns(server.database.handle.db);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a live campaign in the visitor’s language', async () => {
    const { body } = await detail('alias=spring-baidu&lang=zh-TW');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      alias: 'spring-baidu',
      title: '盤點幾分鐘，不用熬到深夜',
      cta_link: '/login?register=1',
      ends_at: null,
    });
  });

  it('falls back to English, never to the other Chinese script', async () => {
    const { db } = server.database.handle;
    const [only] = await db
      .insert(campaigns)
      .values({ alias: 'english-only', heroImage: '/x.svg', ctaLink: '/', startsAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: campaigns.id });
    await db.insert(campaignTranslations).values([
      { campaignId: only?.id ?? 0, lang: 'en-US', title: 'English', subtitle: '', body: '<p>x</p>', ctaText: 'Go' },
      { campaignId: only?.id ?? 0, lang: 'zh-CN', title: '简体', subtitle: '', body: '<p>x</p>', ctaText: '去' },
    ]);
    expect((await detail('alias=english-only&lang=zh-TW')).body.data?.title).toBe('English');
  });

  it('answers 404 for a campaign that ended or never existed', async () => {
    for (const alias of ['summer-2025', 'no-such-campaign']) {
      const { status, body } = await detail(`alias=${alias}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, data: null });
    }
  });

  it('never sends script out of a campaign body', async () => {
    const { db } = server.database.handle;
    const [evil] = await db
      .insert(campaigns)
      .values({ alias: 'evil', heroImage: '/x.svg', ctaLink: '/', startsAt: new Date('2026-01-01T00:00:00Z') })
      .returning({ id: campaigns.id });
    await db.insert(campaignTranslations).values({
      campaignId: evil?.id ?? 0,
      lang: 'en-US',
      title: 'Evil',
      subtitle: '',
      body: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      ctaText: 'Go',
    });
    expect((await detail('alias=evil')).body.data?.body).toBe('<p>Hi</p>');
  });

  it('refuses a malformed alias with 400', async () => {
    expect((await detail('alias=../../etc')).status).toBe(400);
  });
});
