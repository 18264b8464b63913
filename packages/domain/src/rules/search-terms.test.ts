import { describe, expect, it } from 'vitest';
import { foldForSearch, SEARCH_MAX_TERMS, searchTerms } from './search-terms.ts';

describe('search terms', () => {
  it('folds the forms of Arabic letters people type differently, and drops the marks', () => {
    expect(foldForSearch('المُخْزُون')).toBe('المخزون');
    expect(foldForSearch('إدارة')).toBe(foldForSearch('ادارة'));
    expect(foldForSearch('فاتورة')).toBe('فاتوره');
    expect(foldForSearch('مستوى')).toBe('مستوي');
    expect(foldForSearch('مـخـزون')).toBe('مخزون');
    expect(foldForSearch('Stocktake')).toBe('stocktake');
  });

  it('cuts Chinese into words with the ICU dictionary, as it has no spaces', () => {
    // each word is then looked for on its own, so "库存盘点" finds an article about 盘点 of 库存
    const simplified = searchTerms('库存盘点', 'zh-CN');
    expect(simplified.length).toBeGreaterThan(1);
    expect(simplified).toContain('库存');
    expect(simplified.join('')).toBe('库存盘点');
    expect(searchTerms('庫存盤點', 'zh-TW').join('')).toBe('庫存盤點');
  });

  it('splits other languages at word boundaries, drops punctuation and repeats, and keeps a bounded number', () => {
    expect(searchTerms('  Stock, take!  stock ', 'en-US')).toEqual(['stock', 'take']);
    expect(searchTerms('جرد المخزون؟', 'ar')).toEqual(['جرد', 'المخزون']);
    expect(searchTerms('a b c d e f g h i j k', 'en-US')).toHaveLength(SEARCH_MAX_TERMS);
    expect(searchTerms('?!。，', 'zh-CN')).toEqual([]);
  });
});
