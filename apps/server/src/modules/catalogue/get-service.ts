import {
  addMonthsShanghai,
  EDITION_CODES,
  EDITIONS,
  type EditionCode,
  type Language,
  type MallSku,
  message,
  type ServiceDetail,
  type ServiceSummary,
  yearlyFromPrice,
} from '@tallybook/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { type RowLookup, rowFromJson, rowLookup } from '../../platform/db/row-lookup.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { mallServices, mallServiceTranslations, mallSkus } from './catalogue.tables.ts';

export type ServiceRow = typeof mallServices.$inferSelect;
export type SkuRow = typeof mallSkus.$inferSelect;
export type ServiceTexts = typeof mallServiceTranslations.$inferSelect;

const FALLBACK_LANGUAGE = 'en-US';

/** The service of that number, for a caller's statement (decision 0028). */
export const serviceLookup = (serviceNumber: string | SQL) =>
  rowLookup(mallServices, eq(mallServices.serviceNumber, serviceNumber));

/** An active SKU, for a caller's statement (decision 0028). */
export const activeSkuLookup = (skuId: number) =>
  rowLookup(mallSkus, and(eq(mallSkus.id, skuId), eq(mallSkus.active, true)) as SQL);

/** serviceTexts as a lookup for a caller's statement (decision 0028): the language, else English, else any. */
export function serviceTextsLookup(serviceNumber: string | SQL, language: Language): RowLookup<ServiceTexts> {
  const texts = mallServiceTranslations;
  return {
    query: sql`(select row_to_json(${texts}) from ${texts} where ${eq(texts.serviceNumber, serviceNumber)}
      order by ${texts.lang} = ${language} desc, ${texts.lang} = ${FALLBACK_LANGUAGE} desc, ${texts.lang} limit 1)`,
    read: (value) => rowFromJson(texts, value),
  };
}

/** A service's texts in the caller's language (English when that language has none). */
export async function serviceTexts(db: Db, serviceNumber: string, language: Language): Promise<ServiceTexts> {
  const rows = await db
    .select()
    .from(mallServiceTranslations)
    .where(eq(mallServiceTranslations.serviceNumber, serviceNumber));
  const texts =
    rows.find((row) => row.lang === language) ?? rows.find((row) => row.lang === FALLBACK_LANGUAGE) ?? rows[0];
  if (!texts) throw new AppError(404, 'serviceNotFound');
  return texts;
}

export const editionName = (texts: ServiceTexts, level: EditionCode) => texts.editions[level]?.name ?? level;

export async function findService(db: Db, serviceNumber: string): Promise<ServiceRow> {
  const [service] = await db.select().from(mallServices).where(eq(mallServices.serviceNumber, serviceNumber));
  if (!service) throw new AppError(404, 'serviceNotFound');
  return service;
}

/** The active SKUs of a service, in their order. */
export async function activeSkus(db: Db, serviceNumber: string): Promise<SkuRow[]> {
  return db
    .select()
    .from(mallSkus)
    .where(and(eq(mallSkus.serviceNumber, serviceNumber), eq(mallSkus.active, true)))
    .orderBy(asc(mallSkus.sortOrder), asc(mallSkus.id));
}

/** An active SKU, or 404 skuNotFound. */
export async function findSku(db: Db, skuId: number): Promise<SkuRow> {
  const [sku] = await db
    .select()
    .from(mallSkus)
    .where(and(eq(mallSkus.id, skuId), eq(mallSkus.active, true)));
  if (!sku) throw new AppError(404, 'skuNotFound');
  return sku;
}

/** The per-year unit prices of extra users and stores (fen). */
export function extraPrices(skus: readonly SkuRow[]) {
  const annual = (kind: SkuRow['kind']) => skus.find((sku) => sku.kind === kind)?.price ?? 0;
  return { userAnnualPrice: annual('extra_user'), storeAnnualPrice: annual('extra_store') };
}

/** The one-year subscription price of an edition (fen): the base of upgrade proration. */
export function annualPriceOf(skus: readonly SkuRow[], level: EditionCode): number | undefined {
  return skus.find((sku) => sku.kind === 'subscription' && sku.level === level && sku.months === 12)?.price;
}

export function skuName(texts: ServiceTexts, sku: SkuRow, language: Language): string {
  const values = { service: texts.name, edition: editionName(texts, sku.level ?? 'basic'), months: sku.months ?? 0 };
  return sku.kind === 'buyout'
    ? message(language, 'orderTitleBuyout', values)
    : message(language, 'orderTitleSubscription', { ...values, count: values.months });
}

export function skuView(texts: ServiceTexts, sku: SkuRow, language: Language): MallSku {
  return {
    skuId: sku.id,
    serviceNumber: sku.serviceNumber,
    level: sku.level ?? 'basic',
    subscribeType: sku.subscribeType === 2 ? 2 : 1,
    months: sku.months,
    price: sku.price,
    listPrice: sku.listPrice,
    name: skuName(texts, sku, language),
  };
}

export function summaryOf(service: ServiceRow, texts: ServiceTexts, skus: readonly SkuRow[]): ServiceSummary {
  return {
    serviceNumber: service.serviceNumber,
    name: texts.name,
    description: texts.description,
    productId: service.productId,
    editions: EDITION_CODES.filter((level) =>
      skus.some((sku) => sku.level === level && (sku.kind === 'subscription' || sku.kind === 'buyout')),
    ).map((level) => {
      const yearly = yearlyFromPrice(skus.filter((sku) => sku.kind === 'subscription' && sku.level === level));
      return {
        level,
        name: editionName(texts, level),
        includedUsers: EDITIONS[level].includedUsers,
        includedStores: EDITIONS[level].includedStores,
        canBuyExtraStores: EDITIONS[level].canBuyExtraStores,
        fromPrice: yearly ?? 0,
        features: texts.editions[level]?.features ?? [],
      };
    }),
  };
}

/** GET services/{serviceNumber}: the service with its SKUs and extra prices; 404 serviceNotFound. */
export async function getService(db: Db, serviceNumber: string, language: Language): Promise<ServiceDetail> {
  const service = await findService(db, serviceNumber);
  const texts = await serviceTexts(db, serviceNumber, language);
  const skus = await activeSkus(db, serviceNumber);
  return {
    ...summaryOf(service, texts, skus),
    skus: skus
      .filter((sku) => sku.kind === 'subscription' || sku.kind === 'buyout')
      .map((sku) => skuView(texts, sku, language)),
    extras: extraPrices(skus),
  };
}

/** GET services/sku/day: the days a SKU's term lasts from `now` (null for a perpetual buyout). */
export async function getSkuDays(db: Db, skuId: number, now = new Date()) {
  const sku = await findSku(db, skuId);
  if (sku.months === null) return { skuId, days: null };
  const end = addMonthsShanghai(now, sku.months);
  return { skuId, days: Math.round((end.getTime() - now.getTime()) / (24 * 60 * 60 * 1000)) };
}

/** GET services/introduce: the service's introduction in the caller's language. */
export async function getServiceIntroduction(db: Db, serviceNumber: string, language: Language) {
  await findService(db, serviceNumber);
  const texts = await serviceTexts(db, serviceNumber, language);
  return { serviceNumber, sections: texts.sections };
}
