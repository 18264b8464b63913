import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { incomeAction, loadPartnerIncome } from '../features/partner/income/income.server';
import { READ_ONLY_INTENTS } from '../features/partner/income/income-forms';
import { PartnerIncomePage } from '../features/partner/income/PartnerIncomePage';
import { requirePartner } from '../features/partner/partner-session.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agent-divide';

// spec §2: /agent/divide has the layout and the widget
export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerIncome(request, context);
}

/** The payee, bank search and withdrawal forms post here (decision 0022). */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, language } = await requirePartner(request, context);
  return incomeAction(await request.formData(), api, language);
}

/** A bank search or a withdrawal's preview changes nothing: the page's data is not loaded again after one. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  if (typeof intent === 'string' && READ_ONLY_INTENTS.includes(intent)) return false;
  return defaultShouldRevalidate;
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentDivide({ loaderData }: Route.ComponentProps) {
  return <PartnerIncomePage {...loaderData} />;
}
