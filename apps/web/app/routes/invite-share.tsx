import { SharePage } from '../features/invite/share/SharePage';
import { loadSharePage } from '../features/invite/share/share.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-share';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/share-product and /invite/share-register: the address names the poster. */
export function loader({ request, context }: Route.LoaderArgs) {
  const register = new URL(request.url).pathname.startsWith('/invite/share-register');
  return loadSharePage(request, context, register ? 'register' : 'product');
}

// a user's own poster is no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteShare({ loaderData }: Route.ComponentProps) {
  const { language, kit } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <SharePage kit={kit} />
    </>
  );
}
