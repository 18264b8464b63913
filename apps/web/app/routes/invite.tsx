import { InviteIntroPage } from '../features/invite/intro/InviteIntroPage';
import { loadInviteIntro } from '../features/invite/intro/invite-intro.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite-intro: the programme explained, with its real terms, and the way in (log in → /invite). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteIntro(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function InviteIntro({ loaderData }: Route.ComponentProps) {
  const { language, terms, phoneHide } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteIntroPage language={language} terms={terms} phoneHide={phoneHide} />
    </>
  );
}
