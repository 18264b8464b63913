import type {
  AgreementDetail,
  CaseDetail,
  HelpArticleContent,
  HelpArticleDetail,
  NewsDetail,
  ProductVersionPage,
} from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addHelpArticle } from './add-help-article.ts';
import { addNewsItem } from './add-news-item.ts';
import { customerCaseTranslations } from './cases.tables.ts';
import { productVersionTranslations } from './content.tables.ts';
import { categories, helpArticleTranslations } from './help.tables.ts';
import { newsCategories, newsTranslations } from './news.tables.ts';
import { agreementVersionTranslations } from './site.tables.ts';

const HOSTILE =
  '<p onclick="steal()">Hello<script>alert("zzqq")</script></p><img src="/images/a.svg" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style>';

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|alert\(/i);
}

describe('rich text is sanitised before it is stored and before it is sent', () => {
  let server: TestApp;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestApp();
    api = apiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
  });

  const db = () => server.database.handle.db;

  it('stores a help article without scripts or handlers, and searches only its words', async () => {
    const [category] = await db().select({ id: categories.id }).from(categories).where(eq(categories.alias, 'returns'));
    const id = await addHelpArticle(db(), {
      categoryId: category?.id ?? 0,
      type: 'faq',
      thumbnail: '/images/content/help/thumb-sales.svg',
      texts: { 'en-US': { title: 'A hostile article', content: HOSTILE } },
    });
    const [stored] = await db().select().from(helpArticleTranslations).where(eq(helpArticleTranslations.articleId, id));
    expectHarmless(stored?.content ?? '');
    expect(stored?.content).toContain('<p>Hello</p>');
    expect(stored?.plainText).toBe('Hello link');
    expect(stored?.summary).toBe('Hello link');
    const found = await api.get<{ total: number }>('/api/help?keyword=zzqq');
    expect(found.body.data.total).toBe(0);
  });

  it('stores a news item without scripts or handlers', async () => {
    const [category] = await db().select({ id: newsCategories.id }).from(newsCategories).limit(1);
    const id = await addNewsItem(db(), {
      categoryId: category?.id ?? 0,
      cover: '/images/content/news/cover-01.svg',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
      texts: { 'en-US': { title: 'Hostile', content: HOSTILE } },
    });
    const [stored] = await db().select().from(newsTranslations).where(eq(newsTranslations.newsId, id));
    expectHarmless(stored?.content ?? '');
  });

  describe('sends harmless text even when the stored text is not', () => {
    it('for help articles, one by one and by ids', async () => {
      const [row] = await db().select().from(helpArticleTranslations).limit(1);
      await db()
        .update(helpArticleTranslations)
        .set({ content: HOSTILE })
        .where(eq(helpArticleTranslations.articleId, row?.articleId ?? 0));
      const detail = await api.get<HelpArticleDetail>(`/api/help/${row?.articleId}`);
      expectHarmless(detail.body.data.content);
      expect(detail.body.data.content).toContain('Hello');
      const byIds = await api.post<HelpArticleContent[]>('/api/help/getContentByIds', { ids: [row?.articleId] });
      expectHarmless(byIds.body.data[0]?.content ?? '');
    });

    it('for news', async () => {
      const [row] = await db().select().from(newsTranslations).limit(1);
      await db()
        .update(newsTranslations)
        .set({ content: HOSTILE })
        .where(eq(newsTranslations.newsId, row?.newsId ?? 0));
      const { body } = await api.get<NewsDetail>(`/api/news/${row?.newsId}`);
      expectHarmless(body.data.content);
    });

    it('for customer cases', async () => {
      const [row] = await db().select().from(customerCaseTranslations).limit(1);
      await db()
        .update(customerCaseTranslations)
        .set({ content: HOSTILE })
        .where(eq(customerCaseTranslations.caseId, row?.caseId ?? 0));
      const { body } = await api.get<CaseDetail>(`/api/case/${row?.caseId}`);
      expectHarmless(body.data.content);
    });

    it('for agreements', async () => {
      await db().update(agreementVersionTranslations).set({ content: HOSTILE });
      const { body } = await api.get<AgreementDetail>('/api/product/agreement/detail?alias=privacy&lang=zh-CN');
      expectHarmless(body.data.doc.content);
    });

    it('for release notes', async () => {
      await db().update(productVersionTranslations).set({ notes: HOSTILE });
      const { body } = await api.get<ProductVersionPage>('/api/product/version?product_id=1&page_size=100');
      for (const version of body.data.list) expectHarmless(version.notes);
      expectHarmless(body.data.latest.windows?.notes ?? '');
    });
  });
});
