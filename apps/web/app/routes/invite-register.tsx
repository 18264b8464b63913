import { useLocation } from 'react-router';
import { InviteRegisterPage } from '../features/invite/join/InviteRegisterPage';
import { loadInviteRegister, postInviteRegister } from '../features/invite/join/invite-join.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-register';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteRegister(request, context);
}

/** The registration (the body the browser made) and a logged-in user's bind form post here. */
export function action({ request, context }: Route.ActionArgs) {
  return postInviteRegister(request, context.apiFetch);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteRegister({ loaderData }: Route.ComponentProps) {
  const { language, programme, code, terms, phoneHide } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <>
      <PageTopBar language={language} />
      <InviteRegisterPage
        language={language}
        programme={programme}
        code={code}
        terms={terms}
        phoneHide={phoneHide}
        here={`${pathname}${search}`}
      />
    </>
  );
}
