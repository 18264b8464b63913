import {
  ALL_NEWS_ALIAS,
  type CaseListPage,
  type CategoryNode,
  CONTENT_PAGE_SIZE_MAX,
  DEFAULT_LANGUAGE,
  HELP_CENTRE_ALIAS,
  type HelpArticlePage,
  LANGUAGES,
  type NewsPage,
} from '@tallybook/domain';
import { articlePath } from '../features/help/help-paths';
import { localisedUrl } from '../i18n/seo.server';
import { createHttpClient, type HttpClient } from '../lib/http';
import type { Route } from './+types/sitemap';

// The public pages search engines should index, each listed once with its language alternates: the
// site's own pages, then every published news item, customer case and help article, and each topic
// of the help centre, as the content reads list them.
const PUBLIC_PAGES = [
  '/',
  '/price',
  '/mall',
  '/mall/KDZHJ01',
  '/download',
  '/about',
  '/join-agent',
  '/intro/ailit',
  '/privacy',
  '/license/service-licence',
  '/news',
  '/product-news',
  '/company-news',
  '/industry-news',
  '/case',
  '/help',
  '/help/tallybook',
  '/help/tallybook/doc',
  '/help/tallybook/video',
];

/**
 * The most items of one kind (news, cases, help articles) listed: a sitemap holds at most 50,000
 * addresses, and each page is listed in every language.
 */
export const SITEMAP_MOST_PER_KIND = 4000;

/** Every item of a paged content read, a page of the largest size at a time, up to the cap. */
async function everyItem<Item>(api: HttpClient, path: string, query: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; items.length < SITEMAP_MOST_PER_KIND; page++) {
    const answer = await api.get<{ list: Item[]; total: number }>(path, {
      query: { ...query, page, page_size: CONTENT_PAGE_SIZE_MAX, lang: DEFAULT_LANGUAGE },
    });
    // a read that fails leaves its kind out of this sitemap; search engines come back for it
    if (!answer.ok || !answer.data) break;
    items.push(...answer.data.list);
    if (answer.data.list.length < CONTENT_PAGE_SIZE_MAX || items.length >= answer.data.total) break;
  }
  return items.slice(0, SITEMAP_MOST_PER_KIND);
}

/** The addresses of the published content: news items, cases, help articles and help topics. */
async function contentPages(api: HttpClient): Promise<string[]> {
  const [news, cases, articles, tree] = await Promise.all([
    everyItem<NewsPage['list'][number]>(api, '/api/news', { category_alias: ALL_NEWS_ALIAS }),
    everyItem<CaseListPage['list'][number]>(api, '/api/case', {}),
    everyItem<HelpArticlePage['list'][number]>(api, '/api/help', { category_alias: HELP_CENTRE_ALIAS }),
    api.get<CategoryNode>('/api/category', { query: { alias: HELP_CENTRE_ALIAS, lang: DEFAULT_LANGUAGE } }),
  ]);
  const topics = tree.ok && tree.data ? tree.data.children : [];
  return [
    ...news.map((item) => `/${item.category_alias}/${item.id}`),
    ...cases.map((item) => `/case/${item.id}`),
    ...topics.map((topic) => `/help/${HELP_CENTRE_ALIAS}/${topic.id}`),
    ...articles.map(articlePath),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = createHttpClient({ fetch: context.apiFetch, language: DEFAULT_LANGUAGE });
  const pages = [...PUBLIC_PAGES, ...(await contentPages(api))];
  const entries = pages.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(localisedUrl(origin, path, other))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(localisedUrl(origin, path, language))}</loc>\n${alternates}\n  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
