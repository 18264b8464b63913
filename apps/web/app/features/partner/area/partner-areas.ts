import { PARTNER_LOGIN_PATH } from '../landing/partner-links';

/**
 * spec §2: the agent area's routes whose screens come with part 2 of the programme (service
 * activation), and the part of the partner's work each is for: until then each shows the
 * partner-area entry page for its part, with the way to log in or apply. The other agent routes are
 * screens of their own (features/partner; income and withdrawals are /agent/divide's, issue 15).
 */
export const PARTNER_AREAS = {
  '/agent/open': 'activation',
  '/agent/open-success': 'activated',
} as const;

export type PartnerAreaPath = keyof typeof PARTNER_AREAS;
export type PartnerArea = (typeof PARTNER_AREAS)[PartnerAreaPath];

export const PARTNER_HOME_PATH = '/agent/home';
/** The partner programme explained, where a visitor applies. */
export const PARTNER_PROGRAMME_PATH = '/join-agent';

function isPartnerAreaPath(path: string): path is PartnerAreaPath {
  return Object.hasOwn(PARTNER_AREAS, path);
}

/** The area an address of the agent area is for; the activation area for anything else. */
export function partnerAreaOf(pathname: string): { path: PartnerAreaPath; area: PartnerArea } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = isPartnerAreaPath(path) ? path : '/agent/open';
  return { path: known, area: PARTNER_AREAS[known] };
}

/** Logging in from an area comes back to it; from the partner login, to the partner home. */
export function partnerLoginHref(path: string): string {
  const next = path === PARTNER_LOGIN_PATH ? PARTNER_HOME_PATH : path;
  return `/login?${new URLSearchParams({ next })}`;
}
