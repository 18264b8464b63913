import { loadXhSharePage } from '../features/invite/share/share.server';
import { XhSharePage } from '../features/invite/share/XhSharePage';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-xh-share';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/xh-share: the second product's (Tallybook POS) share page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadXhSharePage(request, context);
}

// a user's own page is no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteXhShare({ loaderData }: Route.ComponentProps) {
  const { language, kit, registerUrl, terms, total, award } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <XhSharePage language={language} kit={kit} registerUrl={registerUrl} terms={terms} total={total} award={award} />
    </>
  );
}
