import { InviteHomePage } from '../features/invite/home/InviteHomePage';
import { loadInviteHome, postInviteHomeForm } from '../features/invite/home/invite-home.server';
import { pageLanguage } from '../i18n/page-language';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-home';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteHome(request, context);
}

/** The reminder flag and the red packet post here (no JavaScript needed); the page then loads again. */
export async function action({ request, context }: Route.ActionArgs) {
  return postInviteHomeForm(await request.formData(), pageLanguage(request), context.apiFetch);
}

// a user's own page is no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteHome({ loaderData }: Route.ComponentProps) {
  const { language, info, total, award, ticker, payIndex } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteHomePage language={language} info={info} total={total} award={award} ticker={ticker} payIndex={payIndex} />
    </>
  );
}
