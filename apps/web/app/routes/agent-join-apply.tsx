import { SmsCodeField } from '../features/account/PhoneCodeFields';
import { type CodeFieldProps, PartnerApplyPage } from '../features/partner/apply/PartnerApplyPage';
import { applyAsPartner, loadPartnerApply } from '../features/partner/apply/partner-apply.server';
import { APPLY_PARTNER } from '../features/partner/apply/partner-apply-form';
import { pageLanguage } from '../i18n/page-language';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-join-apply';

// spec §2: the partner application has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerApply(request, context);
}

/** The application form posts here (decision 0022); the page then loads again with where it stands. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== APPLY_PARTNER) throw new Response(null, { status: 400 });
  return applyAsPartner(form, pageLanguage(request), context.apiFetch);
}

// An account's own page is no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentJoinApply({ loaderData }: Route.ComponentProps) {
  const { language, phoneHide, standing, provinces, partnerCode, applyPath } = loaderData;
  // the account feature's SMS code field (slide puzzle first), for the partner purpose
  const codeField = ({ id, label, name, phone, value, onChange }: CodeFieldProps) => (
    <SmsCodeField
      id={id}
      label={label}
      name={name}
      value={value}
      onChange={onChange}
      phone={phone}
      purpose="partner"
      language={language}
    />
  );
  return (
    <>
      <PageTopBar language={language} />
      <PartnerApplyPage
        language={language}
        phoneHide={phoneHide}
        standing={standing}
        provinces={provinces}
        partnerCode={partnerCode}
        applyPath={applyPath}
        codeField={codeField}
      />
    </>
  );
}
