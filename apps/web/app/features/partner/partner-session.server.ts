import type { PartnerStanding, WebLoadContext } from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageLanguage } from '../../i18n/page-language';
import { createHttpClient } from '../../lib/http';
import { askedLanguage } from '../../lib/login-link';
import { PARTNER_LOGIN_PATH } from './landing/partner-links';

/**
 * The partner behind one of the partner's own screens (spec §6): a visitor (verify answers 401), and
 * a logged-in account that is not a partner, go to the partner login, which logs the one in and
 * tells the other where it stands.
 */
export async function requirePartner(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const verified = await api.get<PartnerStanding>('/ommall/promoter/verify');
  const partner = verified.ok ? verified.data?.partner : null;
  if (!partner) {
    // issue 64: the language the screen was asked in goes along to the login
    const asked = askedLanguage(request.url);
    throw redirect(asked ? `${PARTNER_LOGIN_PATH}?lang=${asked}` : PARTNER_LOGIN_PATH);
  }
  return { api, language, partner };
}

/** The merchant a detail screen is about (`?merchantId=`); anything else is no page. */
export function merchantIdOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('merchantId') ?? '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}
