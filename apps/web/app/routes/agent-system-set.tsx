import { PartnerSettingsPage } from '../features/partner/home/PartnerSettingsPage';
import { loadPartnerSettings, postPartnerHomeForm } from '../features/partner/home/partner-home.server';
import { SAVE_NICKNAME, SHOW_FULL_NAME } from '../features/partner/home/partner-home-forms';
import { pageLanguage } from '../i18n/page-language';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agent-system-set';

// spec §2: /agent/system-set has the layout and the widget
export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerSettings(request, context);
}

/** The nickname and full-name forms post here (decision 0022); the page then loads again. */
export async function action({ request, context }: Route.ActionArgs) {
  return postPartnerHomeForm(
    await request.formData(),
    [SAVE_NICKNAME, SHOW_FULL_NAME],
    pageLanguage(request),
    context.apiFetch,
  );
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentSystemSet({ loaderData }: Route.ComponentProps) {
  const { language, name, nickname, showFullName } = loaderData;
  return <PartnerSettingsPage language={language} name={name} nickname={nickname} showFullName={showFullName} />;
}
