import { InviteDetailPage } from '../features/invite/detail/InviteDetailPage';
import { loadInviteDetail } from '../features/invite/detail/invite-detail.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-detail';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/detail (every programme) and /invite/xh-share/rewards (the xh programme's): the address names it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const xh = new URL(request.url).pathname.startsWith('/invite/xh-share/');
  return loadInviteDetail(request, context, xh ? 'xh' : undefined);
}

// a user's own page is no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteDetail({ loaderData }: Route.ComponentProps) {
  const { language, seo: _seo, messages: _messages, ...screen } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteDetailPage language={language} {...screen} />
    </>
  );
}
