import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { InviteLandingPage } from '../features/invite/join/InviteLandingPage';
import { loadInviteLanding, postInviteLanding } from '../features/invite/join/invite-join.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-landing';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/middle and /invite/xh-share/shared: the visit is logged by the loader, once per view. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadInviteLanding(request, context);
}

/** "Continue in the browser" (a plain form) and "open the app" (logged) post here. */
export function action({ request, context }: Route.ActionArgs) {
  return postInviteLanding(request, context.apiFetch);
}

// logging a step does not load the page again (which would log the visit twice)
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

// an invitation is someone's: no search result
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function InviteLanding({ loaderData }: Route.ComponentProps) {
  const { language, programme, code, terms, appLink, registerHref } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteLandingPage
        language={language}
        programme={programme}
        code={code}
        terms={terms}
        appLink={appLink}
        registerHref={registerHref}
      />
    </>
  );
}
