import type { WebLoadContext } from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient } from '../../../lib/http';
import { fetchViewer } from '../../../lib/viewer.server';
import { partnerAreaOf } from './partner-areas';

/** The data of a partner-area entry page: which area, whether someone is logged in, its title. */
export async function loadPartnerArea(request: Request, context: WebLoadContext) {
  const { path, area } = partnerAreaOf(new URL(request.url).pathname);
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const viewer = await fetchViewer(api);
  const areaTitle = serverMessage(language, `partner-area:areas.${area}.title`);
  return {
    path,
    area,
    language,
    phoneHide: viewer?.phoneHide ?? null,
    seo: pageSeo(request, 'partner-area', {
      title: serverMessage(language, 'partner-area:meta.title', { area: areaTitle }),
    }),
    messages: pageNamespaces('partner-area', 'join-agent'),
  };
}
