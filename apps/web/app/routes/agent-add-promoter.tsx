import { PartnerTeamPage } from '../features/partner/home/PartnerTeamPage';
import { loadPartnerTeam, postPartnerHomeForm } from '../features/partner/home/partner-home.server';
import { ADD_PROMOTER } from '../features/partner/home/partner-home-forms';
import { pageLanguage } from '../i18n/page-language';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-add-promoter';

// spec §2: /agent/add-promoter has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerTeam(request, context);
}

/** The add-promoter form posts here (decision 0022); the team list then loads again. */
export async function action({ request, context }: Route.ActionArgs) {
  return postPartnerHomeForm(await request.formData(), [ADD_PROMOTER], pageLanguage(request), context.apiFetch);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentAddPromoter({ loaderData }: Route.ComponentProps) {
  const { language, team } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <PartnerTeamPage language={language} team={team} />
    </>
  );
}
