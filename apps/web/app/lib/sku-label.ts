import type { MallSku as Sku } from '@tallybook/domain';

/** A lookup of the duration texts (the mall's or the price page's namespace): the page's `t`, the catalogue on the server. */
export type MallText = (key: string, values: Record<string, number>) => string;

/** "1-year", "18-month" or "Perpetual licence", as a visitor reads a SKU's duration. */
export function durationLabel(t: MallText, sku: Pick<Sku, 'subscribeType' | 'months'>): string {
  if (sku.subscribeType === 2 || sku.months === null) return t('duration.buyout', {});
  if (sku.months % 12 === 0) return t('duration.years', { count: sku.months / 12 });
  return t('duration.months', { count: sku.months });
}
