import {
  APP_TILES,
  type ClientPackage,
  canDownloadOn,
  type DevicePlatform,
  DOWNLOAD_TILES,
  type DownloadTile,
  type ProductListItem,
  type ProductVersion,
  tileFor,
} from '@tallybook/domain';
import { useTranslation } from '../../i18n/react';
import { useChannelLink } from '../../lib/session-keywords';
import { DecorativeImage } from '../../ui/DecorativeImage';
import { Qr } from '../../ui/Qr';
import { VersionHistory } from './VersionHistory';

export interface Tile {
  tile: DownloadTile;
  latest: ClientPackage;
  earlier: ClientPackage[];
}

export function tilesOf(product: ProductListItem): Tile[] {
  const byTile = new Map<DownloadTile, ClientPackage[]>();
  for (const packages of Object.values(product.clients ?? {})) {
    for (const pkg of packages) byTile.set(tileFor(pkg), [...(byTile.get(tileFor(pkg)) ?? []), pkg]);
  }
  return DOWNLOAD_TILES.flatMap((tile) => {
    const [latest, ...earlier] = byTile.get(tile) ?? [];
    return latest ? [{ tile, latest, earlier }] : [];
  });
}

function absolute(link: string, origin: string): string {
  return /^https?:\/\//.test(link) ? link : new URL(link, origin).toString();
}

export function TileCard({
  tile,
  device,
  origin,
  onRefused,
}: {
  tile: Tile;
  device: DevicePlatform;
  origin: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('download');
  const allowed = canDownloadOn(device, tile.tile);
  const link = useChannelLink(tile.latest.download_link, tile.tile);
  const isApp = APP_TILES.includes(tile.tile);
  const available = tile.latest.available;
  return (
    <li className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-slate-200" data-tile={tile.tile}>
      {available ? (
        <a
          href={link}
          target="_blank"
          rel="noopener"
          onClick={(event) => {
            if (allowed) return;
            // spec §5: the other phone system's app cannot be downloaded here
            event.preventDefault();
            onRefused();
          }}
          className="flex items-center justify-between gap-3 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
        >
          <span>{t(`tiles.${tile.tile}`)}</span>
          <span aria-hidden="true">↓</span>
        </a>
      ) : (
        // issue 10: a link that would not download is not offered; the package is named, and said to be coming
        <p
          className="flex flex-col rounded-lg bg-slate-100 px-4 py-3 font-semibold text-slate-700"
          data-testid="tile-unavailable"
        >
          <span>{t(`tiles.${tile.tile}`)}</span>
          <span className="text-xs font-normal text-slate-600">{t('unavailable')}</span>
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">{t('version', { version: tile.latest.version })}</p>
      {available && isApp && device === 'desktop' && (
        <figure className="mt-3 flex flex-col items-center gap-1" data-testid="qr">
          <Qr value={absolute(link, origin)} title={`${t(`tiles.${tile.tile}`)} — ${t('scan')}`} />
          <figcaption className="text-xs text-slate-500">{t('scan')}</figcaption>
        </figure>
      )}
      {tile.earlier.length > 0 && (
        <details className="mt-3 text-xs text-slate-600">
          <summary className="cursor-pointer">{t('earlier')}</summary>
          <ul className="mt-1 space-y-1">
            {tile.earlier.map((pkg) => (
              <li key={pkg.id}>
                {pkg.available ? (
                  <a className="text-brand-700 hover:underline" href={pkg.download_link} target="_blank" rel="noopener">
                    {t('version', { version: pkg.version })}
                  </a>
                ) : (
                  <span>
                    {t('version', { version: pkg.version })} · {t('unavailable')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The products and their client packages per platform (spec §2 /download). */
export function DownloadPage({
  products,
  versions,
  language,
  device,
  origin,
  onRefused,
}: {
  products: ProductListItem[];
  /** Each product's version history, by product id. */
  versions: Record<number, ProductVersion[]>;
  language: string;
  device: DevicePlatform;
  origin: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('download');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-16 pb-10 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900">{t('title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('subtitle')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-10 px-4 pb-16 sm:px-6">
        {products.length === 0 && <p className="text-center text-slate-600">{t('empty')}</p>}
        {products.map((product) => {
          // spec §2: mobile devices see only the app tiles
          const tiles = tilesOf(product).filter((tile) => device === 'desktop' || APP_TILES.includes(tile.tile));
          return (
            <section
              key={product.id}
              aria-labelledby={`product-${product.alias}`}
              className="rounded-2xl bg-slate-50 p-6 sm:p-8"
              data-testid="download-product"
            >
              <div className="flex items-start gap-4">
                <DecorativeImage src={product.logo} />
                <div>
                  <h2 id={`product-${product.alias}`} className="text-2xl font-bold text-slate-900">
                    {product.name}
                  </h2>
                  <p className="mt-1 max-w-3xl text-slate-600">{product.description}</p>
                </div>
              </div>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {tiles.map((tile) => (
                  <TileCard key={tile.tile} tile={tile} device={device} origin={origin} onRefused={onRefused} />
                ))}
              </ul>
              <VersionHistory versions={versions[product.id] ?? []} language={language} />
            </section>
          );
        })}
      </div>
    </>
  );
}
