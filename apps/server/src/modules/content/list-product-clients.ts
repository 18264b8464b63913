import type { ProductClientPage, ProductClientQuery } from '@tallybook/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { productClients } from './content.tables.ts';
import { type PackageSource, withAvailability } from './package-availability.ts';
import { requireProduct } from './require-product.ts';

/** spec §7: a product's client packages, platform by platform, paged, each with whether it can be had. */
export async function listProductClients(
  db: Db,
  query: ProductClientQuery,
  packages: PackageSource,
): Promise<ProductClientPage> {
  await requireProduct(db, query.product_id);
  const where = and(
    eq(productClients.productId, query.product_id),
    query.type ? eq(productClients.type, query.type) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(productClients).where(where);
  const rows = await db
    .select({
      id: productClients.id,
      product_id: productClients.productId,
      type: productClients.type,
      version: productClients.version,
      download_link: productClients.downloadLink,
      releasedAt: productClients.releasedAt,
    })
    .from(productClients)
    .where(where)
    .orderBy(asc(productClients.type), asc(productClients.sortOrder), asc(productClients.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    list: (await withAvailability(rows, packages)).map(({ releasedAt, ...client }) => ({
      ...client,
      released_at: releasedAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
