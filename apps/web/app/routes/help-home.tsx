import { HELP_CENTRE_ALIAS, HELP_RECOMMEND_LEVEL } from '@tallybook/domain';
import { HelpHomePage } from '../features/help/HelpHomePage';
import { fetchHelpArticles, fetchHelpTree } from '../features/help/help-data.server';
import { slimTree, trailNode } from '../features/help/help-paths';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/help-home';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

/** How many recommended articles the help home lists. */
const RECOMMENDED_COUNT = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'help');
  const { language } = seo;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const tree = await fetchHelpTree(api, HELP_CENTRE_ALIAS, language);
  const chosenId = Number(new URL(request.url).searchParams.get('category'));
  const chosen = tree?.children.find((root) => root.id === chosenId) ?? null;
  // spec §9: recommend level 2 is the recommended list
  const recommended = await fetchHelpArticles(
    api,
    { category_alias: HELP_CENTRE_ALIAS, recommend: HELP_RECOMMEND_LEVEL, category_id: chosen?.id },
    1,
    RECOMMENDED_COUNT,
    language,
  );
  return {
    tree: tree && slimTree(tree),
    chosen: chosen && trailNode(chosen),
    recommended: recommended.list,
    language,
    seo,
    messages: pageNamespaces('help'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function HelpHome({ loaderData }: Route.ComponentProps) {
  const { tree, chosen, recommended, language } = loaderData;
  return <HelpHomePage tree={tree} chosen={chosen} recommended={recommended} language={language} />;
}
