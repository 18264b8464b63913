import { PartnerLoginPage } from '../features/partner/login/PartnerLoginPage';
import { loadPartnerLogin } from '../features/partner/login/partner-login.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-login';

// spec §2: the partner login has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerLogin(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentLogin({ loaderData }: Route.ComponentProps) {
  const { language, version, phoneHide, standing, refusal } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <PartnerLoginPage version={version} phoneHide={phoneHide} standing={standing} refusal={refusal} />
    </>
  );
}
