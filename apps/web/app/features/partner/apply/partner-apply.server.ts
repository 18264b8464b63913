import {
  isReferralCode,
  type Language,
  message,
  PARTNER_CODE_PARAM,
  type PartnerApplication,
  type PartnerStanding,
  type RegionOption,
  type WebLoadContext,
} from '@tallybook/domain';
import { pageNamespaces } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient, type FetchLike } from '../../../lib/http';
import { fetchViewer } from '../../../lib/viewer.server';
import { APPLY_PARTNER, type ApplyPartnerResult } from './partner-apply-form';

/**
 * The application page's data: who is looking (a visitor applies after logging in), where the
 * account stands in the programme (GET /ommall/promoter/verify) and the cascader's provinces.
 */
export async function loadPartnerApply(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const viewer = await fetchViewer(api);
  const partnerCode = applyLinkCode(request);
  const [standing, provinces] = await Promise.all([
    viewer ? api.get<PartnerStanding>('/ommall/promoter/verify') : undefined,
    viewer ? api.get<RegionOption[]>('/ommall/promoter/regions', { query: { parent: '86' } }) : undefined,
  ]);
  return {
    language,
    phoneHide: viewer?.phoneHide ?? null,
    standing: standing?.ok ? standing.data : null,
    provinces: provinces?.ok ? (provinces.data ?? []) : [],
    partnerCode,
    // logging in first keeps the apply link's partner
    applyPath: partnerCode ? `${APPLY_PATH}?${new URLSearchParams({ [PARTNER_CODE_PARAM]: partnerCode })}` : APPLY_PATH,
    seo: pageSeo(request, 'partner-apply'),
    messages: pageNamespaces('partner-apply', 'partner-area', 'login'),
  };
}

const APPLY_PATH = '/agent/join-apply';

/** The referral code an apply link carries (?partner=, apply-url), when it looks like one. */
function applyLinkCode(request: Request): string | null {
  const code = (new URL(request.url).searchParams.get(PARTNER_CODE_PARAM) ?? '').trim().toUpperCase();
  return isReferralCode(code) ? code : null;
}

/**
 * The application form's post, as the page's action: the server sends the fields with the visitor's
 * cookies; the partner module checks every one of them again and answers spec §5's messages.
 */
export async function applyAsPartner(
  form: FormData,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<ApplyPartnerResult> {
  const field = (name: string) => String(form.get(name) ?? '');
  const result = await createHttpClient({ language, fetch }).post<PartnerApplication>('/ommall/promoter/info', {
    applicantName: field('applicantName'),
    companyName: field('companyName'),
    // no phone: the account's own, proven by its login (issue 64)
    ...(form.get('phoneChoice') === 'other' ? { phone: field('phone'), code: field('code') } : {}),
    regionCode: field('regionCode'),
    email: field('email'),
    mainNeeds: field('mainNeeds'),
    version: field('version') === 'intl' ? 'intl' : 'cn',
    agreed: form.get('agreed') === 'on',
    ...(form.get('partnerCode') ? { partnerCode: field('partnerCode') } : {}),
  });
  if (!result.ok) return { intent: APPLY_PARTNER, ok: false, problem: result.msg };
  return { intent: APPLY_PARTNER, ok: true, msg: result.msg || message(language, 'partnerApplicationSubmitted') };
}
