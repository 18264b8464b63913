import { contentAlias, PAGE_SIZES, requestedPage } from '@tallybook/domain';
import { redirect } from 'react-router';
import { HelpTopicPage } from '../features/help/HelpTopicPage';
import { fetchHelpArticles, fetchHelpTree } from '../features/help/help-data.server';
import { pathTo, slimTree, trailNode, withQuery } from '../features/help/help-paths';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/help-topic';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

/** spec §2: `/help/:alias` (the whole tree) and `/help/:alias/:rootCategoryId` (digits; one top-level category). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alias = params.alias;
  const rootParam = 'rootCategoryId' in params ? params.rootCategoryId : undefined;
  if (!contentAlias.safeParse(alias).success) throw redirect('/');
  if (rootParam !== undefined && !/^\d{1,10}$/.test(rootParam)) throw redirect('/');
  const base = pageSeo(request, 'help');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const tree = await fetchHelpTree(api, alias, language);
  if (!tree) throw redirect('/help');

  const url = new URL(request.url);
  const root = rootParam === undefined ? undefined : tree.children.find((node) => node.id === Number(rootParam));
  if (rootParam !== undefined && !root) throw redirect(`/help/${alias}`);
  // `?category=` narrows a top-level category to one of its own subcategories
  const below = root ? pathTo(root, Number(url.searchParams.get('category'))) : [];
  const trail = root ? (below.length > 0 ? below : [root]) : [];
  const current = trail.at(-1);

  const page = requestedPage(url.searchParams.get('page'));
  const articles = await fetchHelpArticles(
    api,
    current ? { category_id: current.id } : { category_alias: alias },
    page,
    PAGE_SIZES.manualList,
    language,
  );
  const title = `${current?.name ?? tree.name} · ${base.title}`;
  return {
    messages: pageNamespaces('help'),
    tree: slimTree(tree),
    alias,
    trail: trail.map(trailNode),
    articles,
    path: url.pathname,
    category: current && current !== root ? current.id : undefined,
    language,
    seo: { ...base, title, description: current?.description || tree.description || base.description },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function HelpTopic({ loaderData }: Route.ComponentProps) {
  const { tree, alias, trail, articles, path, category, language } = loaderData;
  return (
    <HelpTopicPage
      tree={tree}
      alias={alias}
      trail={trail}
      articles={articles}
      language={language}
      hrefFor={(page) => withQuery(path, { category, page })}
    />
  );
}
