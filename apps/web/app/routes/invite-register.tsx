import { lazy } from 'react';
import { useLocation } from 'react-router';
import { accountCall } from '../features/account/account-call.server';
import { InviteRegisterPage } from '../features/invite/join/InviteRegisterPage';
import { loadInviteRegister, postInviteBind } from '../features/invite/join/invite-join.server';
import { successHref } from '../features/invite/join/invite-join-data';
import { pageLanguage } from '../i18n/page-language';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-register';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

// the login's registration form: its phone check and password transform are a chunk of their own, so
// the invite area's page stays within its JavaScript budget
const RegisterForm = lazy(() => import('../features/account/RegisterForm'));

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteRegister(request, context);
}

/** The registration (the body the browser made) and a logged-in user's bind form post here. */
export async function action({ request, context }: Route.ActionArgs) {
  // the registration posts the body the browser made (JSON, decision 0022); the bind is a plain form
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    return accountCall(await request.json().catch(() => null), pageLanguage(request), context.apiFetch);
  }
  return postInviteBind(request, context.apiFetch);
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
        registerForm={<RegisterForm language={language} next={successHref(programme)} back={`${pathname}${search}`} />}
      />
    </>
  );
}
