import type { WebLoadContext } from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient } from '../../../lib/http';
import type { InviteProgramme } from '../programme/programme';
import { loadProgrammeTerms } from '../programme/programme.server';

/** /invite/rule (tallybook) and /invite/xh-share/rules (xh): public, from GET /recommend/terms. */
export async function loadInviteRules(request: Request, context: WebLoadContext, programme: InviteProgramme) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const terms = await loadProgrammeTerms(api, programme);
  const meta = programme === 'xh' ? 'metaXh' : 'meta';
  return {
    language,
    terms,
    seo: pageSeo(request, 'invite-terms', {
      title: serverMessage(language, `invite-terms:${meta}.title`),
      description: serverMessage(language, `invite-terms:${meta}.description`),
    }),
    messages: pageNamespaces('invite-terms'),
  };
}
