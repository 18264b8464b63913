import {
  APP_TILES,
  type ClientPackage,
  canDownloadOn,
  type DevicePlatform,
  DOWNLOAD_TILES,
  type DownloadTile,
  FOOTER_DOWNLOAD_HOVER_LOG_DELAY_MS,
  type GroupedClients,
  tileFor,
} from '@tallybook/domain';
import { useTranslation } from '../i18n/react';
import { useChannelLink } from '../lib/session-keywords';
import { useHoverLog } from '../lib/tracking';
import { Qr } from '../ui/Qr';

function latestPerTile(clients: GroupedClients): Array<[DownloadTile, ClientPackage]> {
  const latest = new Map<DownloadTile, ClientPackage>();
  for (const packages of Object.values(clients)) {
    for (const pkg of packages) if (!latest.has(tileFor(pkg))) latest.set(tileFor(pkg), pkg);
  }
  return DOWNLOAD_TILES.flatMap((tile) => {
    const pkg = latest.get(tile);
    return pkg ? [[tile, pkg] as [DownloadTile, ClientPackage]] : [];
  });
}

function Tile({
  tile,
  pkg,
  device,
  origin,
  onRefused,
}: {
  tile: DownloadTile;
  pkg: ClientPackage;
  device: DevicePlatform;
  origin: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('download');
  const { t: common } = useTranslation('common');
  // spec §9: a download tile hovered for 2.5 s counts as a log
  const hover = useHoverLog(`footer.tile.${tile}`, FOOTER_DOWNLOAD_HOVER_LOG_DELAY_MS, 'footer.download');
  const withQr = device === 'desktop' && APP_TILES.includes(tile);
  const link = useChannelLink(pkg.download_link, tile);
  const href = /^https?:/.test(link) ? link : new URL(link, origin).toString();
  if (!pkg.available) {
    // issue 10: a link that would not download is not offered; the package is named, and said to be coming
    return (
      <li data-footer-tile={tile}>
        <p
          className="rounded-lg border border-dashed border-white/20 px-3 py-2 text-sm text-slate-300"
          data-testid="tile-unavailable"
        >
          {t(`tiles.${tile}`)} · {t('unavailable')}
        </p>
      </li>
    );
  }
  return (
    <li className="group relative" data-footer-tile={tile}>
      <a
        href={link}
        target="_blank"
        rel="noopener"
        data-track={`footer.tile.${tile}`}
        data-track-parent="footer.download"
        onClick={(event) => {
          if (canDownloadOn(device, tile)) return;
          // spec §5: 当前系统不支持下载该版本
          event.preventDefault();
          onRefused();
        }}
        className="block rounded-lg border border-white/15 px-3 py-2 text-sm text-white hover:border-white/40 hover:bg-white/5"
        {...hover}
      >
        {t(`tiles.${tile}`)}
      </a>
      {withQr && (
        <div
          className="invisible absolute bottom-full start-0 z-10 mb-2 rounded-lg bg-white p-2 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
          data-testid="footer-qr"
        >
          <Qr value={href} title={`${t(`tiles.${tile}`)} — ${common('footer.scan')}`} />
          <p className="mt-1 text-center text-xs text-slate-600">{common('footer.scan')}</p>
        </div>
      )}
    </li>
  );
}

/** spec §2: App Store, Google Play, Android package, Windows and Mac; only the app tiles on mobile. */
export function FooterDownloads({
  clients,
  device,
  origin,
  onRefused,
}: {
  clients: GroupedClients | null;
  device: DevicePlatform;
  origin: string;
  onRefused: () => void;
}) {
  const { t } = useTranslation('common');
  if (!clients) return null;
  const tiles = latestPerTile(clients).filter(([tile]) => device === 'desktop' || APP_TILES.includes(tile));
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{t('footer.downloads')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2" data-testid="footer-downloads">
        {tiles.map(([tile, pkg]) => (
          <Tile key={tile} tile={tile} pkg={pkg} device={device} origin={origin} onRefused={onRefused} />
        ))}
      </ul>
    </div>
  );
}
