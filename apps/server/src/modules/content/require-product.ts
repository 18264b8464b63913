import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { products } from './content.tables.ts';

/** Throws a 404 naming the product unless it exists. */
export async function requireProduct(db: Db, productId: number): Promise<void> {
  const [found] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!found) throw notFound('productNotFound', { ref: productId });
}
