import { InviteProgrammePage } from '../features/invite/InviteProgrammePage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageAddresses, pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import { fetchViewer } from '../lib/viewer.server';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** Every address of the invite area explains the programme (its own screens come with the referral programme). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const viewer = await fetchViewer(api);
  return {
    language,
    returnPath: new URL(request.url).pathname,
    phoneHide: viewer?.phoneHide ?? null,
    // the same page at fifteen addresses: search engines are sent to /invite
    seo: pageSeo(request, 'invite', pageAddresses(request, '/invite')),
    messages: pageNamespaces('invite'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Invite({ loaderData }: Route.ComponentProps) {
  const { language, returnPath, phoneHide } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteProgrammePage returnPath={returnPath} phoneHide={phoneHide} />
    </>
  );
}
