import { CASE_PAGE_SIZE, type CaseListPage, requestedPage, type Slide } from '@tallybook/domain';
import { useLocation } from 'react-router';
import { CaseListPage as CaseListScreen } from '../features/cases/CaseListPage';
import { caseCard } from '../features/cases/case-model';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { formatCount, listPageHref } from '../lib/content-format';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/case-list';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = requestedPage(url.searchParams.get('page'));
  const wanted = url.searchParams.get('industry') ?? '';
  // An alias is letters, digits and dashes; anything else is no filter at all.
  const industry = /^[a-z0-9-]{1,64}$/i.test(wanted) ? wanted : undefined;
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [cases, slides] = await Promise.all([
    api.get<CaseListPage>('/api/case', { query: { industry, page, page_size: CASE_PAGE_SIZE, lang: language } }),
    api.get<Slide[]>('/api/slide', { query: { alias: 'case', lang: language } }),
  ]);
  // spec §8: content failures are only logged; the page shows what it has
  logContentFailure(cases, language);
  logContentFailure(slides, language);
  const industries = cases.data?.industries ?? [];
  const chosen = industries.find((each) => each.alias === industry);
  const seo = pageSeo(
    request,
    'cases',
    chosen ? { title: serverMessage(language, 'cases:meta.industryTitle', { industry: chosen.name }) } : {},
  );
  const total = cases.data?.total ?? 0;
  return {
    language,
    industry,
    industries,
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / CASE_PAGE_SIZE)),
    items: (cases.data?.list ?? []).map((item) => caseCard(language, item)),
    slide: slides.data?.[0],
    seo,
    messages: pageNamespaces('cases'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function CaseList({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { language } = loaderData;
  return (
    <CaseListScreen
      slide={loaderData.slide}
      industries={loaderData.industries}
      industry={loaderData.industry}
      items={loaderData.items}
      page={loaderData.page}
      totalPages={loaderData.totalPages}
      total={loaderData.total}
      formatCount={(count) => formatCount(language, count)}
      hrefFor={(target) => listPageHref(location.pathname, location.search, target)}
    />
  );
}
