import type { ClientPackage, GroupedClients } from '../contracts/content.ts';
import type { ClientType } from './content-limits.ts';

/** spec §2: the download tiles of the footer and the download page. */
export const DOWNLOAD_TILES = ['appStore', 'googlePlay', 'androidPackage', 'windows', 'mac'] as const;
export type DownloadTile = (typeof DOWNLOAD_TILES)[number];

/** The tiles of phone apps: the only ones shown on mobile, each with a QR code on desktop. */
export const APP_TILES: readonly DownloadTile[] = ['appStore', 'googlePlay', 'androidPackage'];

export type DevicePlatform = 'ios' | 'android' | 'desktop';

export function devicePlatform(userAgent: string | null | undefined): DevicePlatform {
  const agent = userAgent ?? '';
  if (/iPhone|iPad|iPod/i.test(agent) || (/Macintosh/i.test(agent) && /Mobile/i.test(agent))) return 'ios';
  if (/Android/i.test(agent)) return 'android';
  return 'desktop';
}

/** Which tile a client package is offered under. */
export function tileFor(client: { type: ClientType; download_link: string }): DownloadTile {
  switch (client.type) {
    case 'ios':
      return 'appStore';
    case 'android':
      return /play\.google\.com/i.test(client.download_link) ? 'googlePlay' : 'androidPackage';
    case 'windows':
      return 'windows';
    case 'macos':
      return 'mac';
  }
}

/**
 * spec §5: on mobile, iOS cannot download the Google Play or Android package, and Android cannot
 * download the iOS app; both are told 当前系统不支持下载该版本 (message `downloadNotSupported`).
 */
export function canDownloadOn(device: DevicePlatform, tile: DownloadTile): boolean {
  if (device === 'ios') return tile !== 'googlePlay' && tile !== 'androidPackage';
  if (device === 'android') return tile !== 'appStore';
  return true;
}

export function groupClients(packages: readonly ClientPackage[]): GroupedClients {
  const grouped: GroupedClients = { windows: [], macos: [], ios: [], android: [] };
  for (const pkg of packages) grouped[pkg.type].push(pkg);
  return grouped;
}
