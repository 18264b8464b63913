import { IntroAilitPage } from '../features/marketing/intro-ailit/IntroAilitPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { formatClaims } from '../lib/claims';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/intro-ailit';

// spec §2: the overseas landing page has no layout (it brings its own top bar) and no widget
export const handle = { layout: false, kefu: false, nav: false, pageCache: true };

export function loader({ request }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'intro-ailit');
  return {
    language: seo.language,
    claims: formatClaims(seo.language),
    seo,
    messages: pageNamespaces('intro-ailit'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function IntroAilit({ loaderData }: Route.ComponentProps) {
  return <IntroAilitPage language={loaderData.language} claims={loaderData.claims} />;
}
