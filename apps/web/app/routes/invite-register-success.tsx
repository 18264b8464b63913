import { InviteWelcomePage } from '../features/invite/join/InviteWelcomePage';
import { loadInviteWelcome } from '../features/invite/join/invite-join.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-register-success';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/register-success and /invite/xh-share/register-success: a visitor logs in first. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteWelcome(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteRegisterSuccess({ loaderData }: Route.ComponentProps) {
  const { language, programme, terms, phoneHide, coupon, appLink } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteWelcomePage
        language={language}
        programme={programme}
        terms={terms}
        phoneHide={phoneHide}
        coupon={coupon}
        appLink={appLink}
      />
    </>
  );
}
