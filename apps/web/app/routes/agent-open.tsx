import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ActivationPage } from '../features/partner/activation/ActivationPage';
import { activationAction, loadActivationScreen } from '../features/partner/activation/activation.server';
import { ACTIVATION_INTENTS } from '../features/partner/activation/activation-forms';
import { requirePartner } from '../features/partner/partner-session.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-open';

// spec §2: the partner's customer and activation screens have no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivationScreen(request, context);
}

/** The check and the confirmation post here (decision 0022); a confirmation goes on to /agent/open-success. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, language } = await requirePartner(request, context);
  return activationAction(await request.formData(), api, language);
}

/** A check changes nothing: the page's data is not loaded again after one. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === ACTIVATION_INTENTS.check) return false;
  return defaultShouldRevalidate;
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentOpen({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, messages: _messages, ...screen } = loaderData;
  return (
    <>
      <PageTopBar language={screen.language} />
      <ActivationPage {...screen} />
    </>
  );
}
