import type { Category, HelpArticleDetail } from '@tallybook/domain';
import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { HelpArticleMissing, HelpArticlePage } from '../features/help/HelpArticlePage';
import { fetchHelpArticles } from '../features/help/help-data.server';
import { articlePath } from '../features/help/help-paths';
import { VOTE_FIELD } from '../features/help/help-vote';
import { voteOnArticle } from '../features/help/help-vote.server';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/help-article';

export const handle = { layout: true, kefu: true, nav: false };

/** How many other articles of the same category sit beside an article. */
const RELATED_COUNT = 6;

/** spec §2: `/help/doc/:articleId` and `/help/video/:articleId` (digits). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,10}$/.test(params.articleId)) throw redirect('/');
  const url = new URL(request.url);
  const base = pageSeo(request, 'help');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const messages = pageNamespaces('help');
  const result = await api.get<HelpArticleDetail>(`/api/help/${params.articleId}`, { query: { lang: language } });
  if (!result.ok || !result.data) {
    if (result.status !== 404) logContentFailure(result, language);
    const missing = { article: null, ancestors: [], related: [], language, seo: base, messages };
    return data(missing, { status: result.status === 404 ? 404 : 200 });
  }
  const article = result.data;
  // A video's address under /help/doc (or the other way round) moves to where the article lives.
  if (!url.pathname.startsWith(articlePath(article))) {
    throw redirect(`${articlePath(article)}${url.search}`, 301);
  }
  const [ancestors, related] = await Promise.all([
    api.get<Category[]>(`/api/category/${article.category_id}/ancestors`, { query: { lang: language } }),
    fetchHelpArticles(api, { category_id: article.category_id }, 1, RELATED_COUNT + 1, language),
  ]);
  logContentFailure(ancestors, language);
  return {
    article,
    ancestors: ancestors.data ?? [],
    messages,
    related: related.list.filter((each) => each.id !== article.id).slice(0, RELATED_COUNT),
    language,
    seo: { ...base, title: `${article.title} · ${base.title}`, description: article.summary },
  };
}

/** The article's useful/useless vote posts here (decision 0022). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return voteOnArticle(await request.formData(), params.articleId, pageLanguage(request), context.apiFetch);
}

/** A vote answers the new totals itself; loading the article again would count one more view. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.has(VOTE_FIELD) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoTags(data?.seo),
  ...(data && !data.article ? [{ name: 'robots', content: 'noindex' }] : []),
];

export default function HelpArticle({ loaderData }: Route.ComponentProps) {
  const { article, ancestors, related, language } = loaderData;
  if (!article) return <HelpArticleMissing />;
  return <HelpArticlePage article={article} ancestors={ancestors} related={related} language={language} />;
}
