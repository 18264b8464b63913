import { PARTNER_VERSIONS, type PartnerStanding, type PartnerVersion, type WebLoadContext } from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient } from '../../../lib/http';
import { fetchViewer } from '../../../lib/viewer.server';
import { PARTNER_HOME_PATH } from '../area/partner-areas';

const versionOf = (value: string | null): PartnerVersion | undefined =>
  PARTNER_VERSIONS.find((version) => version === value);

/**
 * The partner login (spec §2 /agent/login, §6, §8): a partner logs in with its Tallybook account as a
 * partner of one version. A visitor chooses the version and logs in on the login page, which brings
 * it back here; the server's role check (GET /ommall/promoter/verify?version=) then sends a partner of
 * that version to the partner home, and refuses one of the other version with spec §8's message.
 */
export async function loadPartnerLogin(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const version = versionOf(new URL(request.url).searchParams.get('version'));
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const viewer = await fetchViewer(api);
  let standing: PartnerStanding | null = null;
  let refusal = '';
  if (viewer) {
    const verified = await api.get<PartnerStanding>('/ommall/promoter/verify', { query: { version } });
    if (verified.ok && verified.data) {
      standing = verified.data;
      if (standing.partner && version) throw redirect(PARTNER_HOME_PATH);
    } else refusal = verified.msg;
  }
  return {
    language,
    version: version ?? null,
    phoneHide: viewer?.phoneHide ?? null,
    standing,
    refusal,
    seo: pageSeo(request, 'partner-area', {
      title: serverMessage(language, 'partner-area:meta.title', {
        area: serverMessage(language, 'partner-area:areas.login.title'),
      }),
    }),
    messages: pageNamespaces('partner-area', 'partner-apply'),
  };
}
