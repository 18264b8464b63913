import { PARTNER_CODE_PARAM, type WebLoadContext } from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageLanguage } from '../../../i18n/page-language';
import { createHttpClient } from '../../../lib/http';
import { loginHref } from '../../../lib/login-link';
import { fetchViewer } from '../../../lib/viewer.server';
import { CUSTOMER_INTENTS } from './customer-forms';
import { customerScreenMeta } from './customer-seo.server';

export interface InviteBound {
  bound: boolean;
  partnerName: string;
  protectedUntil: string | null;
}

export type MerchantBindResult =
  | { intent: typeof CUSTOMER_INTENTS.bind; ok: true; result: InviteBound }
  | { intent: typeof CUSTOMER_INTENTS.bind; ok: false; problem: string };

const MOST_CODE = 16;

/**
 * spec §2 /agent/merchant-bind: a logged-in merchant binds to the partner of a referral code, typed
 * or brought by the link (`?partner=`). A visitor logs in first and comes back here, code and all.
 */
export async function loadMerchantBind(request: Request, context: WebLoadContext) {
  const url = new URL(request.url);
  const language = pageLanguage(request);
  const viewer = await fetchViewer(createHttpClient({ fetch: context.apiFetch, language }));
  if (!viewer) throw redirect(loginHref(`${url.pathname}${url.search}`));
  return {
    language,
    phoneHide: viewer.phoneHide,
    code: (url.searchParams.get(PARTNER_CODE_PARAM) ?? '').trim().slice(0, MOST_CODE),
    ...customerScreenMeta(request, 'bind'),
  };
}

/** The bind form: invite-bind with the code; the server says whose customer the merchant is now, or why not. */
export async function merchantBindAction(request: Request, context: WebLoadContext): Promise<MerchantBindResult> {
  const language = pageLanguage(request);
  const form = await request.formData();
  if (form.get('intent') !== CUSTOMER_INTENTS.bind) throw new Response(null, { status: 400 });
  const bound = await createHttpClient({ fetch: context.apiFetch, language }).post<InviteBound>(
    '/ommall/promoter/invite-bind',
    { code: String(form.get('code') ?? '').trim() },
  );
  if (!bound.ok || !bound.data) return { intent: CUSTOMER_INTENTS.bind, ok: false, problem: bound.msg };
  return { intent: CUSTOMER_INTENTS.bind, ok: true, result: bound.data };
}
