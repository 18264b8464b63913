import { askedLanguage } from '../../lib/login-link';

/** The home page's query that says a campaign followed there has ended (issue 64). */
export const CAMPAIGN_ENDED_NOTICE = 'campaign-ended';

/**
 * Where a campaign that is over, or never was, leads (spec §2: home), with the notice that says so;
 * the language the campaign was asked in goes along.
 */
export function campaignEndedHref(request: Request): string {
  const params = new URLSearchParams({ notice: CAMPAIGN_ENDED_NOTICE });
  const language = askedLanguage(request.url);
  if (language) params.set('lang', language);
  return `/?${params}`;
}
