import { APP_TILES, type DevicePlatform, type ProductListItem } from '@tallybook/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { TileCard, tilesOf } from '../../downloads/DownloadPage';

/** /invite/xh-share/download: the second product's apps and clients, as the download page lists them. */
export function PosDownloadPage({
  product,
  device,
  origin,
  onRefused,
}: {
  product: ProductListItem | null;
  device: DevicePlatform;
  origin: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('invite-join');
  // spec §2: phones see only the app tiles
  const tiles = product ? tilesOf(product).filter((tile) => device === 'desktop' || APP_TILES.includes(tile.tile)) : [];
  return (
    <div data-testid="invite-join-page" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-14">
        <div className="flex items-start gap-4">
          {product && <img src={product.logo} alt="" width={56} height={56} className="size-14" />}
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="download-title">
              {t('download.title', { product: product?.name ?? t('download.product') })}
            </h1>
            <p className="mt-2 max-w-3xl text-slate-600">{product?.description ?? t('landing.about.xh')}</p>
          </div>
        </div>
        {tiles.length === 0 ? (
          <p className="mt-8 text-slate-600" data-testid="download-none">
            {t('download.none')}{' '}
            <Link to="/download" className="text-brand-700 underline">
              {t('download.allProducts')}
            </Link>
          </p>
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="pos-downloads">
            {tiles.map((tile) => (
              <TileCard key={tile.tile} tile={tile} device={device} origin={origin} onRefused={onRefused} />
            ))}
          </ul>
        )}
        {tiles.length > 0 && (
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
