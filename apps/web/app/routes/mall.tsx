import { MallHome } from '../features/mall/MallHome';
import { goodsListProblem, mallApi } from '../features/mall/mall-api';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/mall';

export const handle = { layout: true, kefu: true, nav: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'mall');
  const { language } = seo;
  const services = await mallApi(language, context.apiFetch).services();
  // spec §7: a goods-list failure shows the server's message, or 获取商品列表出错
  const problem = services.ok ? null : goodsListProblem(services, language);
  return { language, services: services.data ?? [], problem, seo, messages: pageNamespaces('mall') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Mall({ loaderData }: Route.ComponentProps) {
  return <MallHome services={loaderData.services} problem={loaderData.problem} language={loaderData.language} />;
}
