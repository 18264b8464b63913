import { SUPPORT_EMAIL } from '@tallybook/domain';
import { InviteRulesPage } from '../features/invite/rules/InviteRulesPage';
import { loadInviteRules } from '../features/invite/rules/invite-rules.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/invite-rule';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

/** /invite/rule and /invite/xh-share/rules: a programme's rules, public; the address names the programme. */
export function loader({ request, context }: Route.LoaderArgs) {
  const xh = new URL(request.url).pathname.startsWith('/invite/xh-share/');
  return loadInviteRules(request, context, xh ? 'xh' : 'tallybook');
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function InviteRule({ loaderData }: Route.ComponentProps) {
  const { language, terms } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <InviteRulesPage language={language} terms={terms} email={SUPPORT_EMAIL} />
    </>
  );
}
