import { z } from 'zod';
import { PAGE_SIZES } from '../rules/constants.ts';
import { CLIENT_TYPES, CONTENT_PAGE_SIZE_MAX, PRODUCT_VERSION_PAGE_SIZE } from '../rules/content-limits.ts';
import { clientPackage } from './content.ts';
import { instant, languageParam, recordId } from './content-common.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

/** spec §7: `GET /api/product/client`, a product's client packages, paged. */
export const productClientQuery = z.object({
  product_id: recordId.meta({ examples: [1] }),
  type: z.enum(CLIENT_TYPES).optional(),
  page: pageNumber(1),
  page_size: pageNumber(PAGE_SIZES.downloadList, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type ProductClientQuery = z.infer<typeof productClientQuery>;

export const productClient = clientPackage.extend({ product_id: z.number().int(), released_at: instant });
export type ProductClient = z.infer<typeof productClient>;

export const productClientListResponse = contentEnvelope(page(productClient));
export type ProductClientPage = z.infer<typeof productClientListResponse>['data'];

/** spec §3, §7: `GET /api/product/version`, a product's version history (paged) and its latest versions. */
export const productVersionQuery = z.object({
  product_id: recordId.meta({ examples: [1] }),
  type: z.enum(CLIENT_TYPES).optional(),
  page: pageNumber(1),
  page_size: pageNumber(PRODUCT_VERSION_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX),
  lang: languageParam,
});
export type ProductVersionQuery = z.infer<typeof productVersionQuery>;

export const productVersion = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  type: z.enum(CLIENT_TYPES),
  version: z.string(),
  /** What changed, as sanitised rich text. */
  notes: z.string(),
  download_link: z.string(),
  /** Whether the link gives the package now (as a client package's `available`). */
  available: z.boolean(),
  /** The package's size; null where a store delivers it. */
  size_bytes: z.number().int().nullable(),
  released_at: instant,
});
export type ProductVersion = z.infer<typeof productVersion>;

/** The version data of a product: its newest release on each platform. */
export const latestVersions = z.object({
  windows: productVersion.nullable(),
  macos: productVersion.nullable(),
  ios: productVersion.nullable(),
  android: productVersion.nullable(),
});
export type LatestVersions = z.infer<typeof latestVersions>;

export const productVersionPage = page(productVersion).extend({ latest: latestVersions });
export type ProductVersionPage = z.infer<typeof productVersionPage>;

export const productVersionResponse = contentEnvelope(productVersionPage);
