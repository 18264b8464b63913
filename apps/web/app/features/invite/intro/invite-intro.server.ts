import type { WebLoadContext } from '@tallybook/domain';
import { pageNamespaces } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageAddresses, pageSeo } from '../../../i18n/seo.server';
import { createHttpClient } from '../../../lib/http';
import { fetchViewer } from '../../../lib/viewer.server';
import { loadProgrammeTerms } from '../programme/programme.server';

/**
 * /invite-intro: the programme explained with the main programme's real terms, for anyone; a
 * logged-in user is greeted and sent to its own invitation.
 */
export async function loadInviteIntro(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [viewer, terms] = await Promise.all([fetchViewer(api), loadProgrammeTerms(api, 'tallybook')]);
  return {
    language,
    terms,
    phoneHide: viewer?.phoneHide ?? null,
    // the addresses that still show this explainer are indexed as /invite-intro
    seo: pageSeo(request, 'invite', pageAddresses(request, '/invite-intro')),
    messages: pageNamespaces('invite', 'invite-terms'),
  };
}
