/**
 * spec §2: the agent area's routes and the part of the partner's work each one is for. Until the
 * partner programme's screens arrive, each of them shows the partner-area entry page.
 */
export const PARTNER_AREAS = {
  '/agent/home': 'home',
  '/agent/divide': 'income',
  '/agent/system-set': 'settings',
  '/agent/login': 'login',
  '/agent/join-apply': 'apply',
  '/agent/merchant': 'customers',
  '/agent/merchant/chance-detail': 'opportunity',
  '/agent/merchant/edit-clues': 'followUp',
  '/agent/merchant-info': 'customer',
  '/agent/merchant-bind': 'bindCustomer',
  '/agent/open': 'activation',
  '/agent/open-success': 'activated',
  '/agent/add-promoter': 'promoter',
  '/agent/search-customer': 'search',
} as const;

export type PartnerAreaPath = keyof typeof PARTNER_AREAS;
export type PartnerArea = (typeof PARTNER_AREAS)[PartnerAreaPath];

export const PARTNER_HOME_PATH: PartnerAreaPath = '/agent/home';
/** The partner programme explained, where a visitor applies. */
export const PARTNER_PROGRAMME_PATH = '/join-agent';

function isPartnerAreaPath(path: string): path is PartnerAreaPath {
  return Object.hasOwn(PARTNER_AREAS, path);
}

/** The area an address of the agent area is for; the partner home for anything else. */
export function partnerAreaOf(pathname: string): { path: PartnerAreaPath; area: PartnerArea } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = isPartnerAreaPath(path) ? path : PARTNER_HOME_PATH;
  return { path: known, area: PARTNER_AREAS[known] };
}

/** Logging in from an area comes back to it; from the partner login, to the partner home. */
export function partnerLoginHref(path: PartnerAreaPath): string {
  const next = path === '/agent/login' ? PARTNER_HOME_PATH : path;
  return `/login?${new URLSearchParams({ next })}`;
}
