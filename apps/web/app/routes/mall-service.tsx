import { data } from 'react-router';
import { campaignPricesFor } from '../features/campaigns/campaign-offers.server';
import { MallProblem } from '../features/mall/MallProblem';
import { type EditionLevel, goodsListProblem, mallApi } from '../features/mall/mall-api';
import { problemStatus } from '../features/mall/problem-status.server';
import { ServiceDetail } from '../features/mall/ServiceDetail';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/mall-service';

export const handle = { layout: true, kefu: true, nav: false };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const url = new URL(request.url);
  const api = mallApi(language, context.apiFetch);
  const serviceNumber = params.serviceNumber;
  const [service, introduce, me] = await Promise.all([
    api.service(serviceNumber),
    api.introduce(serviceNumber),
    api.me(),
  ]);
  if (!service.ok || !service.data) {
    // spec §8: 所选服务不存在 for an unknown service; any other failure is the goods-list failure of §7
    const problem = goodsListProblem(service, language);
    const missing = { language, problem, seo: base, messages: pageNamespaces('mall') };
    return data({ ...missing, found: null }, { status: problemStatus(service) });
  }
  const licence = me.ok ? await api.licence(serviceNumber) : null;
  const held = licence?.ok && licence.data && !licence.data.trial ? licence.data.level : null;
  // issue 64: a campaign's button opens this page with its alias: its SKUs show the campaign's price
  const alias = url.searchParams.get('campaign');
  const campaign = alias ? await campaignPricesFor(context.apiFetch, language, alias, me.ok) : null;
  const asked = url.searchParams.get('level');
  // a licence holder renews the edition they hold, unless they asked for one
  const chosen = asked === 'basic' || asked === 'professional' ? asked : null;
  const usual: EditionLevel = chosen ?? held ?? 'professional';
  // a campaign's SKU of that edition is chosen first, else (no edition asked) the campaign's first SKU
  const inCampaign = service.data.skus.filter((sku) => campaign !== null && sku.skuId in campaign.prices);
  const offered = inCampaign.find((sku) => sku.level === usual) ?? (chosen ? undefined : inCampaign[0]);
  const level: EditionLevel = offered?.level ?? usual;
  const skuId = Number(url.searchParams.get('skuId')) || (offered?.level === level ? offered.skuId : null);
  return {
    language,
    problem: null,
    found: {
      service: service.data,
      sections: introduce.data?.sections ?? [],
      level,
      skuId,
      loggedIn: me.ok,
      licence: licence?.ok ? licence.data : null,
      campaign,
    },
    seo: { ...base, title: `${service.data.name} — ${base.title}`, description: service.data.description },
    messages: pageNamespaces('mall'),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => seoTags(loaded?.seo);

export default function MallService({ loaderData }: Route.ComponentProps) {
  const { found, problem, language } = loaderData;
  if (!found) return <MallProblem problem={problem ?? ''} />;
  const { service, sections, level, skuId, loggedIn, licence, campaign } = found;
  return (
    <ServiceDetail
      key={`${service.serviceNumber}-${level}-${skuId}`}
      service={service}
      sections={sections}
      level={level}
      skuId={skuId}
      loggedIn={loggedIn}
      licence={licence}
      campaign={campaign}
      language={language}
    />
  );
}
