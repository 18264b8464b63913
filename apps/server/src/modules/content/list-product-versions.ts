import {
  CLIENT_TYPES,
  type ContentLanguage,
  type LatestVersions,
  type ProductVersion,
  type ProductVersionPage,
  type ProductVersionQuery,
} from '@tallybook/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { productVersions, productVersionTranslations } from './content.tables.ts';
import { type PackageSource, withAvailability } from './package-availability.ts';
import { requireProduct } from './require-product.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/**
 * spec §3, §7: a product's version history, newest first and paged, with its version data: the
 * newest release on each platform. Release notes are in `language`, else English.
 */
export async function listProductVersions(
  db: Db,
  query: ProductVersionQuery,
  language: ContentLanguage,
  packages: PackageSource,
): Promise<ProductVersionPage> {
  await requireProduct(db, query.product_id);
  const wanted = aliasTable(productVersionTranslations, 'wanted');
  const english = aliasTable(productVersionTranslations, 'english');
  const columns = {
    id: productVersions.id,
    product_id: productVersions.productId,
    type: productVersions.type,
    version: productVersions.version,
    notes: inLanguage(wanted.notes, english.notes),
    download_link: productVersions.downloadLink,
    size_bytes: productVersions.sizeBytes,
    releasedAt: productVersions.releasedAt,
  };
  const wantedOn = translationOf(wanted.versionId, productVersions.id, wanted.lang, language);
  const englishOn = translationOf(english.versionId, productVersions.id, english.lang, FALLBACK_LANGUAGE);

  const where = and(
    eq(productVersions.productId, query.product_id),
    query.type ? eq(productVersions.type, query.type) : undefined,
  );
  const [totals] = await db.select({ total: count() }).from(productVersions).where(where);
  const rows = await db
    .select(columns)
    .from(productVersions)
    .leftJoin(wanted, wantedOn)
    .leftJoin(english, englishOn)
    .where(where)
    .orderBy(desc(productVersions.releasedAt), asc(productVersions.type), desc(productVersions.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const newest = await db
    .selectDistinctOn([productVersions.type], columns)
    .from(productVersions)
    .leftJoin(wanted, wantedOn)
    .leftJoin(english, englishOn)
    .where(eq(productVersions.productId, query.product_id))
    .orderBy(asc(productVersions.type), desc(productVersions.releasedAt), desc(productVersions.id));

  const latest = Object.fromEntries(CLIENT_TYPES.map((type) => [type, null])) as LatestVersions;
  for (const row of await withAvailability(newest, packages)) latest[row.type] = toVersion(row);
  return {
    list: (await withAvailability(rows, packages)).map(toVersion),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
    latest,
  };
}

function toVersion({ releasedAt, notes, ...row }: Omit<ProductVersion, 'released_at'> & { releasedAt: Date }) {
  return { ...row, notes: sanitizeRichText(notes), released_at: releasedAt.toISOString() };
}
