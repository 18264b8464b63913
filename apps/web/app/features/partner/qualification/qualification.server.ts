import { PARTNER_APPLICATION_LIMITS, type PartnerQualification, type WebLoadContext } from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient } from '../../../lib/http';

/**
 * The public qualification query (issue 14, spec §8 "partner information not found"): `?q=` a
 * partner's full name, phone or certificate number, asked of POST /ommall/promoter/info-by-name. The
 * QR code on a partner's certificate opens this page with its number.
 */
export async function loadQualification(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const keyword = (new URL(request.url).searchParams.get('q') ?? '').slice(
    0,
    PARTNER_APPLICATION_LIMITS.qualificationQuery,
  );
  let partners: PartnerQualification[] = [];
  let problem = '';
  if (keyword.trim()) {
    const api = createHttpClient({ fetch: context.apiFetch, language });
    const found = await api.post<PartnerQualification[]>('/ommall/promoter/info-by-name', { keyword });
    if (found.ok && found.data) partners = found.data;
    else problem = found.msg;
  }
  const title = serverMessage(language, 'partner-area:qualification.title');
  return {
    language,
    keyword,
    partners,
    problem,
    now: new Date().toISOString(),
    seo: pageSeo(request, 'partner-area', {
      title: serverMessage(language, 'partner-area:meta.title', { area: title }),
      description: serverMessage(language, 'partner-area:qualification.intro'),
    }),
    messages: pageNamespaces('partner-area', 'partner-apply'),
  };
}
