import { ALL_NEWS_ALIAS, type NewsDetail, type NewsPage } from '@tallybook/domain';
import { redirect } from 'react-router';
import { NewsDetailPage } from '../features/news/NewsDetailPage';
import { isNewsAlias, type NewsArticle, newsCard } from '../features/news/news-model';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { detailPage } from '../lib/loader-answers.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/news-detail';

export const handle = { layout: true, kefu: true, nav: false };

/** How many hot items sit beside an article. */
const HOT_NEWS_SIZE = 5;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const alias = params.category_alias;
  // spec §2: a news alias and a digits-only id, else home
  if (!isNewsAlias(alias) || !/^\d{1,10}$/.test(params.id)) throw redirect('/');
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [detail, hot] = await Promise.all([
    api.get<NewsDetail>(`/api/news/${params.id}`, { query: { lang: language } }),
    api.get<NewsPage>('/api/news', {
      query: { category_alias: alias, hot: 1, page: 1, page_size: HOT_NEWS_SIZE + 1, lang: language },
    }),
  ]);
  // spec §8: content failures are only logged; the page shows what it has
  logContentFailure(detail, language);
  logContentFailure(hot, language, 'fetchNewsFailed');
  const item = detail.ok ? detail.data : null;
  // an article lives under its own category (and under all news, which holds every article): another
  // category's address leads there, for good
  if (item && alias !== ALL_NEWS_ALIAS && item.category_alias !== alias && isNewsAlias(item.category_alias)) {
    throw redirect(`/${item.category_alias}/${item.id}${new URL(request.url).search}`, 301);
  }
  const article: NewsArticle | null = item
    ? { ...newsCard(language, item), content: item.content, previous: item.previous, next: item.next }
    : null;
  const seo = pageSeo(
    request,
    'news',
    item
      ? {
          title: serverMessage(language, 'news:meta.detailTitle', { title: item.title }),
          description: item.summary || serverMessage(language, 'news:meta.description'),
        }
      : { title: serverMessage(language, 'news:detail.notFoundTitle') },
  );
  const page = {
    alias,
    article,
    hot: (hot.data?.list ?? [])
      .filter((each) => each.id !== item?.id)
      .slice(0, HOT_NEWS_SIZE)
      .map((each) => newsCard(language, each)),
    seo,
    messages: pageNamespaces('news'),
  };
  return detailPage(page, article !== null, detail);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function NewsDetailRoute({ loaderData }: Route.ComponentProps) {
  return <NewsDetailPage alias={loaderData.alias} article={loaderData.article} hot={loaderData.hot} />;
}
