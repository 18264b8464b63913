/**
 * spec §2: addresses of the agent area that its screens link to. Every agent route is a screen of its
 * own (features/partner): service activation is /agent/open and /agent/open-success (decision 0040).
 */
export const PARTNER_HOME_PATH = '/agent/home';
/** The partner programme explained, where a visitor applies. */
export const PARTNER_PROGRAMME_PATH = '/join-agent';
