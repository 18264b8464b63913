import { AboutPage } from '../features/about/AboutPage';
import { messagesFor } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { formatClaims } from '../lib/claims';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/about';

export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'about');
  return { claims: formatClaims(seo.language), seo, messages: messagesFor(seo.language, 'about') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage claims={loaderData.claims} />;
}
