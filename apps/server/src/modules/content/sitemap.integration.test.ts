import { CONTENT_PAGE_SIZE_MAX, LANGUAGES } from '@tallybook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { addNewsItem } from './add-news-item.ts';
import { newsCategories } from './news.tables.ts';

// The sitemap lists the published content, not only the site's own pages: every news item, customer
// case, help article and help topic the content reads answer, each in every language.
let served: TestApp;

beforeAll(async () => {
  served = await startTestApp({ jobs: false, web: await productionWebApp() });
}, 180_000);
afterAll(async () => served?.close());

const locations = async () => {
  const response = await fetch(`${served.baseUrl}/sitemap.xml`);
  expect(response.status).toBe(200);
  const xml = await response.text();
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => (loc ?? '').replace(served.baseUrl, '')));
};

/** Every item of a content read, paging as a client would. */
async function everyItem<Item>(path: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${served.baseUrl}${path}${separator}page=${page}&page_size=${CONTENT_PAGE_SIZE_MAX}`);
    const { data } = (await response.json()) as { data: { list: Item[]; total: number } };
    items.push(...data.list);
    if (items.length >= data.total || data.list.length === 0) return items;
  }
}

const inEveryLanguage = (path: string) =>
  LANGUAGES.map((language) =>
    language === 'en-US' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
  );

describe('GET /sitemap.xml', () => {
  it('lists every news item, case, help article and help topic, in every language', async () => {
    const news = await everyItem<{ id: number; category_alias: string }>('/api/news');
    const cases = await everyItem<{ id: number }>('/api/case');
    const articles = await everyItem<{ id: number; wrapper: string }>('/api/help?category_alias=tallybook');
    const tree = (await (await fetch(`${served.baseUrl}/api/category?alias=tallybook`)).json()) as {
      data: { children: Array<{ id: number }> };
    };
    expect(news.length).toBeGreaterThan(0);
    expect(cases.length).toBeGreaterThan(0);
    expect(articles.length).toBeGreaterThan(0);
    expect(tree.data.children.length).toBeGreaterThan(0);
    const expected = [
      '/',
      '/price',
      ...news.map((item) => `/${item.category_alias}/${item.id}`),
      ...cases.map((item) => `/case/${item.id}`),
      ...articles.map((item) => `/help/${item.wrapper}/${item.id}`),
      ...tree.data.children.map((topic) => `/help/tallybook/${topic.id}`),
    ].flatMap(inEveryLanguage);
    const listed = await locations();
    expect(expected.filter((path) => !listed.has(path))).toEqual([]);
    // nothing behind a login or a campaign link (robots.txt keeps those out)
    expect([...listed].filter((path) => /^\/(agent|invite|order|account|auto-activity|login)/.test(path))).toEqual([]);
  });

  it('pages through more items than one read answers, and lists an item added since', async () => {
    const db = served.database.handle.db;
    const [category] = await db
      .select({ id: newsCategories.id, alias: newsCategories.alias })
      .from(newsCategories)
      .limit(1);
    if (!category) throw new Error('no news category');
    const added: number[] = [];
    for (let index = 0; index < CONTENT_PAGE_SIZE_MAX + 5; index++) {
      added.push(
        await addNewsItem(db, {
          categoryId: category.id,
          cover: '/images/content/news/cover-01.svg',
          // older than every demo item: they come last in the list, on its second page
          publishedAt: new Date(Date.UTC(2001, 0, 1, 0, 0, index)),
          texts: { 'en-US': { title: `Item ${index}`, content: '<p>An item.</p>' } },
        }),
      );
    }
    const listed = await locations();
    for (const id of [added[0], added.at(-1)]) {
      expect(listed.has(`/${category.alias}/${id}`)).toBe(true);
      expect(listed.has(`/${category.alias}/${id}?lang=ar`)).toBe(true);
    }
  });
});
