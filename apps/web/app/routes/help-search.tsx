import { HELP_CENTRE_ALIAS, HELP_KEYWORD_MAX_LENGTH, PAGE_SIZES, requestedPage } from '@tallybook/domain';
import { HelpSearchPage } from '../features/help/HelpSearchPage';
import { fetchHelpArticles } from '../features/help/help-data.server';
import { withQuery } from '../features/help/help-paths';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/help-search';

export const handle = { layout: true, kefu: true, nav: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'help');
  const { language } = base;
  const seo = {
    ...base,
    title: serverMessage(language, 'help:metaSearch.title'),
    description: serverMessage(language, 'help:metaSearch.description'),
  };
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('keyword') ?? '').trim();
  const page = requestedPage(url.searchParams.get('page'));
  const tooLong = keyword.length > HELP_KEYWORD_MAX_LENGTH;
  const messages = pageNamespaces('help');
  if (!keyword || tooLong) return { keyword, articles: null, tooLong, language, seo, messages };
  const api = createHttpClient({ fetch: context.apiFetch, language });
  // spec §2: search across titles and bodies, in the visitor's language
  const articles = await fetchHelpArticles(
    api,
    { category_alias: HELP_CENTRE_ALIAS, keyword },
    page,
    PAGE_SIZES.manualList,
    language,
  );
  return { keyword, articles, tooLong, language, seo, messages };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoTags(data?.seo),
  // search results are not pages of their own for search engines
  { name: 'robots', content: 'noindex, follow' },
];

export default function HelpSearch({ loaderData }: Route.ComponentProps) {
  const { keyword, articles, tooLong, language } = loaderData;
  return (
    <HelpSearchPage
      keyword={keyword}
      articles={articles}
      tooLong={tooLong}
      language={language}
      hrefFor={(page) => withQuery('/help/search', { keyword, page })}
    />
  );
}
