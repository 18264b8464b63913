import {
  devicePlatform,
  message,
  PAGE_SIZES,
  type ProductListPage,
  type ProductVersion,
  type ProductVersionPage,
} from '@tallybook/domain';
import { DownloadPage } from '../features/downloads/DownloadPage';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import { toast } from '../ui/Toast';
import type { Route } from './+types/download';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'download');
  const { language } = seo;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  // spec §9: the download list asks for 100 products with their clients
  const products = await api.get<ProductListPage>('/api/product', {
    query: { clients: 1, page_size: PAGE_SIZES.downloadList, lang: language },
  });
  logContentFailure(products, language);
  const list = products.data?.list ?? [];
  // spec §7: each product's version history (the newest page of it)
  const histories = await Promise.all(
    list.map((product) =>
      api.get<ProductVersionPage>('/api/product/version', { query: { product_id: product.id, lang: language } }),
    ),
  );
  const versions: Record<number, ProductVersion[]> = {};
  histories.forEach((history, index) => {
    const product = list[index];
    logContentFailure(history, language);
    if (product) versions[product.id] = history.data?.list ?? [];
  });
  return {
    language,
    products: list,
    versions,
    device: devicePlatform(request.headers.get('user-agent')),
    origin: new URL(request.url).origin,
    seo,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Download({ loaderData }: Route.ComponentProps) {
  const refused = () => toast.warning(message(loaderData.language, 'downloadNotSupported'));
  return (
    <DownloadPage
      products={loaderData.products}
      versions={loaderData.versions}
      language={loaderData.language}
      device={loaderData.device}
      origin={loaderData.origin}
      onRefused={refused}
    />
  );
}
