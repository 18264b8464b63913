import type { AgreementDetail } from '@tallybook/domain';
import { redirect } from 'react-router';
import { AgreementPage } from '../features/legal/AgreementPage';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { formatDate } from '../lib/dates';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agreement';

// spec §2: /privacy and /license/:alias have no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false, pageCache: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const alias = params.alias ?? 'privacy';
  const url = new URL(request.url);
  const base = pageSeo(request, 'legal');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const version = url.searchParams.get('version');
  const result = await api.get<AgreementDetail>('/api/product/agreement/detail', {
    query: { alias, version_id: version && /^\d+$/.test(version) ? version : undefined, lang: language },
  });
  if (!result.ok || !result.data) {
    if (result.status !== 404) logContentFailure(result, language);
    // spec §2: what does not exist leads home
    throw redirect('/');
  }
  const { doc } = result.data;
  const date = formatDate(language, doc.effective_at);
  const values = { title: doc.title, version: doc.version, date };
  return {
    messages: pageNamespaces('legal'),
    agreement: result.data,
    language,
    seo: {
      ...base,
      title: serverMessage(language, 'legal:meta.title', values),
      description: serverMessage(language, 'legal:meta.description', values),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Agreement({ loaderData }: Route.ComponentProps) {
  const pathname = loaderData.agreement.alias === 'privacy' ? '/privacy' : `/license/${loaderData.agreement.alias}`;
  return <AgreementPage agreement={loaderData.agreement} language={loaderData.language} pathname={pathname} />;
}
