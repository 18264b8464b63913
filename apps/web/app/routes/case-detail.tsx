import type { CaseDetail, CaseListPage } from '@tallybook/domain';
import { redirect } from 'react-router';
import { CaseDetailPage } from '../features/cases/CaseDetailPage';
import { type CaseStory, caseCard } from '../features/cases/case-model';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { detailPage } from '../lib/loader-answers.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/case-detail';

export const handle = { layout: true, kefu: true, nav: false };

/** How many hot cases sit beside a case. */
const HOT_CASES_SIZE = 5;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // spec §2: /case/:id takes digits only; anything else goes home
  if (!/^\d{1,10}$/.test(params.id)) throw redirect('/');
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [detail, hot] = await Promise.all([
    api.get<CaseDetail>(`/api/case/${params.id}`, { query: { lang: language } }),
    api.get<CaseListPage>('/api/case', { query: { hot: 1, page: 1, page_size: HOT_CASES_SIZE + 1, lang: language } }),
  ]);
  // spec §8: content failures are only logged; the page shows what it has
  logContentFailure(detail, language);
  logContentFailure(hot, language);
  const item = detail.ok ? detail.data : null;
  const story: CaseStory | null = item
    ? { ...caseCard(language, item), content: item.content, quote: item.quote, quoteAuthor: item.quote_author }
    : null;
  const seo = pageSeo(
    request,
    'cases',
    item
      ? {
          title: serverMessage(language, 'cases:meta.detailTitle', { title: item.title }),
          description: item.summary || serverMessage(language, 'cases:meta.description'),
        }
      : { title: serverMessage(language, 'cases:detail.notFoundTitle') },
  );
  const page = {
    story,
    hot: (hot.data?.list ?? [])
      .filter((each) => each.id !== item?.id)
      .slice(0, HOT_CASES_SIZE)
      .map((each) => caseCard(language, each)),
    seo,
    messages: pageNamespaces('cases'),
  };
  return detailPage(page, story !== null, detail);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function CaseDetailRoute({ loaderData }: Route.ComponentProps) {
  return <CaseDetailPage story={loaderData.story} hot={loaderData.hot} />;
}
