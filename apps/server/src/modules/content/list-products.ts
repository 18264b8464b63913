import {
  type ClientPackage,
  type ContentLanguage,
  DEFAULT_LANGUAGE,
  groupClients,
  type ProductListPage,
  type ProductListQuery,
} from '@tallybook/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { productClients, products, productTranslations } from './content.tables.ts';
import { type PackageSource, withAvailability } from './package-availability.ts';

/**
 * spec §3, §7: products with, when `clients=1`, their client packages regrouped per platform.
 * Names and descriptions are in `language`, falling back to English where a translation is missing.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  language: ContentLanguage,
  packages: PackageSource,
): Promise<ProductListPage> {
  const wanted = aliasTable(productTranslations, 'wanted');
  const english = aliasTable(productTranslations, 'english');
  const where = query.alias ? eq(products.alias, query.alias) : undefined;

  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select({
      id: products.id,
      alias: products.alias,
      logo: products.logo,
      name: sql<string>`coalesce(${wanted.name}, ${english.name}, ${products.alias})`,
      description: sql<string>`coalesce(${wanted.description}, ${english.description}, '')`,
    })
    .from(products)
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.lang, language)))
    .leftJoin(english, and(eq(english.productId, products.id), eq(english.lang, DEFAULT_LANGUAGE)))
    .where(where)
    .orderBy(asc(products.sortOrder), asc(products.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);

  const clientsByProduct = new Map<number, ClientPackage[]>();
  if (query.clients === '1' && rows.length > 0) {
    const found = await db
      .select({
        id: productClients.id,
        productId: productClients.productId,
        type: productClients.type,
        version: productClients.version,
        download_link: productClients.downloadLink,
      })
      .from(productClients)
      .where(
        inArray(
          productClients.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productClients.type), asc(productClients.sortOrder), asc(productClients.id));
    for (const { productId, ...pkg } of await withAvailability(found, packages)) {
      const list = clientsByProduct.get(productId) ?? [];
      list.push(pkg);
      clientsByProduct.set(productId, list);
    }
  }

  return {
    list: rows.map((row) => ({
      ...row,
      ...(query.clients === '1' ? { clients: groupClients(clientsByProduct.get(row.id) ?? []) } : {}),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * The name of the product `alias` in `language` (English where that translation is missing), or
 * undefined when the site has no such product (the invite programmes name their product with it).
 */
export async function productNameOf(db: Db, alias: string, language: ContentLanguage): Promise<string | undefined> {
  const wanted = aliasTable(productTranslations, 'wanted');
  const english = aliasTable(productTranslations, 'english');
  const [row] = await db
    .select({ name: sql<string | null>`coalesce(${wanted.name}, ${english.name})` })
    .from(products)
    .leftJoin(wanted, and(eq(wanted.productId, products.id), eq(wanted.lang, language)))
    .leftJoin(english, and(eq(english.productId, products.id), eq(english.lang, DEFAULT_LANGUAGE)))
    .where(eq(products.alias, alias));
  return row?.name ?? undefined;
}
