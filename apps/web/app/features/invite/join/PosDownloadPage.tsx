import type { ProductListItem } from '@tallybook/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { DecorativeImage } from '../../../ui/DecorativeImage';

/** /invite/xh-share/download: the second product's apps and clients, as the download page lists them. */
export function PosDownloadPage({
  product,
  downloads,
}: {
  product: ProductListItem | null;
  /** The download page's tiles of the product for this device (composed by the route), one list item each. */
  downloads: ReactNode[];
}) {
  const { t } = useTranslation('invite-join');
  return (
    <div data-testid="invite-join-page" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-14">
        <div className="flex items-start gap-4">
          {product && <DecorativeImage src={product.logo} />}
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="download-title">
              {t('download.title', { product: product?.name ?? t('download.product') })}
            </h1>
            <p className="mt-2 max-w-3xl text-slate-600">{product?.description ?? t('landing.about.xh')}</p>
          </div>
        </div>
        {downloads.length === 0 ? (
          <p className="mt-8 text-slate-600" data-testid="download-none">
            {t('download.none')}{' '}
            <Link to="/download" className="text-brand-700 underline">
              {t('download.allProducts')}
            </Link>
          </p>
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="pos-downloads">
            {downloads}
          </ul>
        )}
        {downloads.length > 0 && (
          <p className="mt-8 text-sm text-slate-600">
            <Link to="/download" className="text-brand-700 underline">
              {t('download.allProducts')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
