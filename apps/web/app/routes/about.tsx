import { AboutPage } from '../features/about/AboutPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { formatClaims } from '../lib/claims';
import { loadContactChannel } from '../lib/contact-channel';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/about';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'about');
  const chat = await loadContactChannel(seo.language, context.apiFetch);
  return { claims: formatClaims(seo.language), chat, seo, messages: pageNamespaces('about') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage claims={loaderData.claims} chat={loaderData.chat} />;
}
