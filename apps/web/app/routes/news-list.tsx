import { NEWS_PAGE_SIZE, type NewsPage, requestedPage, type Slide } from '@tallybook/domain';
import { redirect, useLocation } from 'react-router';
import { NewsListPage } from '../features/news/NewsListPage';
import { isNewsAlias, newsCard } from '../features/news/news-model';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { listPageHref } from '../lib/content-format';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/news-list';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const alias = params.category_alias;
  // spec §2: any alias but the four news categories goes home
  if (!isNewsAlias(alias)) throw redirect('/');
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams.get('page'));
  const language = pageLanguage(request);
  const category = serverMessage(language, `news:categories.${alias}`);
  const seo = pageSeo(
    request,
    'news',
    alias === 'news' ? {} : { title: serverMessage(language, 'news:meta.categoryTitle', { category }) },
  );
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [news, slides] = await Promise.all([
    api.get<NewsPage>('/api/news', {
      query: { category_alias: alias, page, page_size: NEWS_PAGE_SIZE, lang: language },
    }),
    api.get<Slide[]>('/api/slide', { query: { alias: 'news', lang: language } }),
  ]);
  // spec §8: content failures are only logged; the page shows what it has
  logContentFailure(news, language, 'fetchNewsFailed');
  logContentFailure(slides, language);
  const total = news.data?.total ?? 0;
  return {
    alias,
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
    items: (news.data?.list ?? []).map((item) => newsCard(language, item)),
    slide: slides.data?.[0],
    seo,
    messages: pageNamespaces('news'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { alias, slide, items, page, totalPages, total } = loaderData;
  const location = useLocation();
  const hrefFor = (target: number) => listPageHref(location.pathname, location.search, target);
  return (
    <NewsListPage
      alias={alias}
      slide={slide}
      items={items}
      page={page}
      totalPages={totalPages}
      total={total}
      hrefFor={hrefFor}
    />
  );
}
