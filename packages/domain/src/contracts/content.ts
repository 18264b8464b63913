import { z } from 'zod';
import { PAGE_SIZES } from '../rules/constants.ts';
import { CLIENT_TYPES } from '../rules/content-limits.ts';
import { contentEnvelope, page, pageNumber } from './envelope.ts';

export const clientPackage = z.object({
  id: z.number().int(),
  type: z.enum(CLIENT_TYPES),
  version: z.string(),
  download_link: z.string(),
  /** Whether the link gives the package now: a store's page, or a file this site has or hosts elsewhere. */
  available: z.boolean(),
});
export type ClientPackage = z.infer<typeof clientPackage>;

/** spec §3: packages regrouped per product into windows, macos, ios and android lists. */
export const groupedClients = z.object({
  windows: z.array(clientPackage),
  macos: z.array(clientPackage),
  ios: z.array(clientPackage),
  android: z.array(clientPackage),
});
export type GroupedClients = z.infer<typeof groupedClients>;

export const productListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  logo: z.string(),
  clients: groupedClients.optional(),
});
export type ProductListItem = z.infer<typeof productListItem>;

/**
 * spec §7: `GET /api/product` comes in three forms: `clients=1&page_size=100`,
 * `alias=…&clients=1`, and plain.
 */
export const productListQuery = z.object({
  alias: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/i, 'alias is letters, digits and dashes')
    .optional(),
  clients: z.enum(['0', '1']).optional(),
  page: pageNumber(1),
  page_size: pageNumber(PAGE_SIZES.downloadList, PAGE_SIZES.downloadList),
  lang: z.string().max(16).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListResponse = contentEnvelope(page(productListItem));
export type ProductListPage = z.infer<typeof productListResponse>['data'];
