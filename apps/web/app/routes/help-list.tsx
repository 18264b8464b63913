import { contentAlias, PAGE_SIZES, requestedPage } from '@tallybook/domain';
import { redirect } from 'react-router';
import { HelpListPage } from '../features/help/HelpListPage';
import { fetchHelpArticles, fetchHelpTree } from '../features/help/help-data.server';
import { slimTree, withQuery } from '../features/help/help-paths';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/help-list';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

/** spec §2, §9: `/help/:alias/doc` lists the manual 30 a page, `/help/:alias/video` the videos 9 a page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { alias } = params;
  if (!contentAlias.safeParse(alias).success) throw redirect('/');
  const url = new URL(request.url);
  const kind = url.pathname.endsWith('/video') ? 'video' : 'doc';
  const base = pageSeo(request, 'help');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const tree = await fetchHelpTree(api, alias, language);
  if (!tree) throw redirect('/help');
  const pageSize = kind === 'video' ? PAGE_SIZES.videoList : PAGE_SIZES.manualList;
  const page = requestedPage(url.searchParams.get('page'));
  const articles = await fetchHelpArticles(
    api,
    { category_alias: alias, is_video: kind === 'video' ? '1' : '0' },
    page,
    pageSize,
    language,
  );
  const seoKey = kind === 'video' ? 'metaVideo' : 'metaDoc';
  return {
    messages: pageNamespaces('help'),
    tree: slimTree(tree),
    alias,
    kind,
    articles,
    path: url.pathname,
    language,
    seo: {
      ...base,
      title: serverMessage(language, `help:${seoKey}.title`),
      description: serverMessage(language, `help:${seoKey}.description`),
    },
  } as const;
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function HelpList({ loaderData }: Route.ComponentProps) {
  const { tree, alias, kind, articles, path, language } = loaderData;
  return (
    <HelpListPage
      tree={tree}
      alias={alias}
      kind={kind}
      articles={articles}
      language={language}
      hrefFor={(page) => withQuery(path, { page })}
    />
  );
}
