import type { CaseDetail, CategoryNode, HelpArticleDetail, NewsDetail, PartnerPage, Slide } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addCustomerCase } from './add-customer-case.ts';
import { addHelpArticle } from './add-help-article.ts';
import { addNewsItem } from './add-news-item.ts';
import { caseIndustries } from './cases.tables.ts';
import { categories, categoryTranslations } from './help.tables.ts';
import { newsCategories } from './news.tables.ts';
import { partnerLogos, partnerLogoTranslations, slides, slideTranslations } from './site.tables.ts';

/**
 * Content written in English and Simplified Chinese only: Traditional Chinese readers get the
 * English text (never the other Chinese script), Arabic readers get English too.
 */
describe('content language fallback', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;
  let ids: { help: number; news: number; case: number };

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
    const db = server.database.handle.db;
    const twoLanguages = <T>(en: T, cn: T) => ({ 'en-US': en, 'zh-CN': cn });

    const [root] = await db.insert(categories).values({ alias: 'two-languages' }).returning({ id: categories.id });
    const rootId = root?.id ?? 0;
    await db.insert(categoryTranslations).values([
      { categoryId: rootId, lang: 'en-US', name: 'English name' },
      { categoryId: rootId, lang: 'zh-CN', name: '简体名称' },
    ]);
    const help = await addHelpArticle(db, {
      categoryId: rootId,
      type: 'manual',
      thumbnail: '/images/content/help/thumb-sales.svg',
      texts: twoLanguages(
        { title: 'English title', content: '<p>English body</p>' },
        { title: '简体标题', content: '<p>简体正文</p>' },
      ),
    });
    const [newsCategory] = await db.select({ id: newsCategories.id }).from(newsCategories).limit(1);
    const news = await addNewsItem(db, {
      categoryId: newsCategory?.id ?? 0,
      cover: '/images/content/news/cover-01.svg',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
      texts: twoLanguages(
        { title: 'English news', content: '<p>English</p>' },
        { title: '简体新闻', content: '<p>简体</p>' },
      ),
    });
    const [industry] = await db.select({ id: caseIndustries.id }).from(caseIndustries).limit(1);
    const customerCase = await addCustomerCase(db, {
      industryId: industry?.id ?? 0,
      cover: '/images/content/cases/sunny-mart-cover.svg',
      logo: '/images/content/cases/sunny-mart-logo.svg',
      publishedAt: new Date('2020-01-01T00:00:00Z'),
      texts: twoLanguages(
        {
          title: 'English case',
          customer: 'English Co',
          region: 'Somewhere',
          highlights: ['Faster'],
          content: '<p>English</p>',
          quote: 'Good',
          quoteAuthor: 'Someone',
        },
        {
          title: '简体案例',
          customer: '简体公司',
          region: '某地',
          highlights: ['更快'],
          content: '<p>简体</p>',
          quote: '很好',
          quoteAuthor: '某人',
        },
      ),
    });
    const [slide] = await db
      .insert(slides)
      .values({ alias: 'two-languages', image: '/x.svg', imageMobile: '/x-mobile.svg' })
      .returning({ id: slides.id });
    await db.insert(slideTranslations).values([
      { slideId: slide?.id ?? 0, lang: 'en-US', title: 'English slide' },
      { slideId: slide?.id ?? 0, lang: 'zh-CN', title: '简体轮播' },
    ]);
    const [partner] = await db
      .insert(partnerLogos)
      .values({ logo: '/x.svg', sortOrder: -1 })
      .returning({ id: partnerLogos.id });
    await db.insert(partnerLogoTranslations).values([
      { logoId: partner?.id ?? 0, lang: 'en-US', title: 'English partner' },
      { logoId: partner?.id ?? 0, lang: 'zh-CN', title: '简体伙伴' },
    ]);
    ids = { help, news, case: customerCase };
  });
  afterAll(async () => {
    await server.close();
  });

  const read = async (language: string) => {
    const cookie = { cookie: `lang=${language}` };
    return {
      category: (await api.get<CategoryNode>('/api/category?alias=two-languages', cookie)).body.data.name,
      help: (await api.get<HelpArticleDetail>(`/api/help/${ids.help}`, cookie)).body.data,
      news: (await api.get<NewsDetail>(`/api/news/${ids.news}`, cookie)).body.data,
      case: (await api.get<CaseDetail>(`/api/case/${ids.case}`, cookie)).body.data,
      slide: (await api.get<Slide[]>('/api/slide?alias=two-languages', cookie)).body.data[0]?.title,
      partner: (await api.get<PartnerPage>('/api/partner?page_size=1', cookie)).body.data.list[0]?.title,
    };
  };

  it('answers Simplified Chinese where it exists', async () => {
    const texts = await read('zh-CN');
    expect(texts.category).toBe('简体名称');
    expect(texts.help).toMatchObject({ title: '简体标题', content: '<p>简体正文</p>' });
    expect(texts.news.title).toBe('简体新闻');
    expect(texts.case).toMatchObject({ customer: '简体公司', highlights: ['更快'] });
    expect(texts.slide).toBe('简体轮播');
    expect(texts.partner).toBe('简体伙伴');
  });

  it.each(['zh-TW', 'ar', 'en-US'])(
    'falls back to English for %s, never to the other Chinese script',
    async (language) => {
      const texts = await read(language);
      expect(texts.category).toBe('English name');
      expect(texts.help).toMatchObject({ title: 'English title', content: '<p>English body</p>' });
      expect(texts.news.title).toBe('English news');
      expect(texts.case).toMatchObject({ customer: 'English Co', highlights: ['Faster'], quote: 'Good' });
      expect(texts.slide).toBe('English slide');
      expect(texts.partner).toBe('English partner');
    },
  );

  it('keeps the help search to the text a visitor reads', async () => {
    expect((await api.get<{ total: number }>('/api/help?keyword=English%20body&lang=zh-TW')).body.data.total).toBe(1);
    expect((await api.get<{ total: number }>('/api/help?keyword=简体正文&lang=zh-TW')).body.data.total).toBe(0);
    expect((await api.get<{ total: number }>('/api/help?keyword=简体正文&lang=zh-CN')).body.data.total).toBe(1);
  });

  it('answers an empty name, not a failure, for a category with no translation at all', async () => {
    const db = server.database.handle.db;
    await db.delete(categoryTranslations).where(eq(categoryTranslations.name, 'English name'));
    const { body } = await api.get<CategoryNode>('/api/category?alias=two-languages&lang=zh-TW');
    expect(body.data.name).toBe('');
  });
});
