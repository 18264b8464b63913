import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Client packages of our own (not an app store's) are linked as /downloads/<file>. */
export const DOWNLOADS_PATH = '/downloads';

/** A package file's name as /downloads/<file> takes it: no folder, no traversal. */
export const PACKAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Where this server's packages come from: a host it redirects to, else a folder of its own. */
export interface PackageSource {
  /** DOWNLOADS_BASE_URL: where the packages are hosted (a CDN); /downloads/<file> answers a redirect there. */
  baseUrl: string | undefined;
  /** DOWNLOADS_DIR: where this server keeps packages it serves itself when no base URL is configured. */
  dir: string;
}

/** The size of a regular file, or undefined where there is none. */
export async function regularFileSize(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a package can be had at its link (issue 10: a download link downloads): a store's https
 * page always; one of ours when the packages are hosted elsewhere, or when its file is in the folder.
 */
export async function packageAvailable(link: string, source: PackageSource): Promise<boolean> {
  if (/^https:\/\//.test(link)) return true;
  if (!link.startsWith(`${DOWNLOADS_PATH}/`)) return false;
  const file = link.slice(DOWNLOADS_PATH.length + 1);
  if (!PACKAGE_FILE.test(file)) return false;
  if (source.baseUrl) return true;
  return (await regularFileSize(path.join(source.dir, file))) !== undefined;
}

/** Each package with whether it can be had, every link looked at once. */
export async function withAvailability<Package extends { download_link: string }>(
  packages: readonly Package[],
  source: PackageSource,
): Promise<Array<Package & { available: boolean }>> {
  const links = [...new Set(packages.map((pkg) => pkg.download_link))];
  const known = new Map(
    await Promise.all(links.map(async (link) => [link, await packageAvailable(link, source)] as const)),
  );
  return packages.map((pkg) => ({ ...pkg, available: known.get(pkg.download_link) ?? false }));
}
