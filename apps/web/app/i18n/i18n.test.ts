import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES, storedCatalogues } from './catalogue-store';
import './catalogues.server';
import { addCatalogues, createI18n } from './i18n';

describe('catalogues per page', () => {
  it('gives only the namespaces asked for', () => {
    expect(Object.keys(storedCatalogues('en-US', ['help']))).toEqual(['help']);
    expect(Object.keys(storedCatalogues('ar', LAYOUT_NAMESPACES))).toEqual(['common', 'ui', 'download']);
  });

  it('adds a route’s catalogues to the layout’s, once, so its keys resolve', () => {
    const i18n = createI18n('zh-CN', storedCatalogues('zh-CN', LAYOUT_NAMESPACES));
    expect(i18n.t('help:hero.title')).toBe('hero.title');
    const help = storedCatalogues('zh-CN', ['help']);
    addCatalogues(i18n, 'zh-CN', help);
    expect(i18n.t('help:hero.title')).toBe('有什么可以帮您？');
    // a second call with other text for a namespace already there changes nothing
    addCatalogues(i18n, 'zh-CN', { help: { hero: { title: 'other' } } });
    expect(i18n.t('help:hero.title')).toBe('有什么可以帮您？');
    expect(i18n.t('common:nav.help')).toBe('帮助中心');
  });
});

describe('plurals (decision 0015)', () => {
  it('chooses each language’s plural form for a count, Arabic’s six included', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const catalogue = (language: string) =>
      JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', language, 'help.json'), 'utf8'));
    const found = (language: 'en-US' | 'zh-CN' | 'zh-TW' | 'ar', count: number) =>
      createI18n(language, { help: catalogue(language) }).t('search.count', { ns: 'help', count });
    expect(found('en-US', 1)).toBe('1 article found');
    expect(found('en-US', 2)).toBe('2 articles found');
    expect(found('zh-CN', 1)).toBe('找到 1 篇文章');
    expect(found('zh-TW', 11)).toBe('找到 11 篇文章');
    expect(found('ar', 0)).toBe('تم العثور على 0 مقالة');
    expect(found('ar', 1)).toBe('تم العثور على مقالة واحدة');
    expect(found('ar', 2)).toBe('تم العثور على مقالتين');
    expect(found('ar', 3)).toBe('تم العثور على 3 مقالات');
    expect(found('ar', 11)).toBe('تم العثور على 11 مقالة');
    expect(found('ar', 100)).toBe('تم العثور على 100 مقالة');
  });
});

describe('messages looked up on the server', () => {
  it('chooses the plural form by count, as the pages do, and refuses a key no catalogue has', async () => {
    const { serverMessage } = await import('./catalogues.server');
    expect(serverMessage('en-US', 'mall:licence.daysLeft', { count: 1 })).toBe('1 day left');
    expect(serverMessage('en-US', 'mall:licence.daysLeft', { count: 30 })).toBe('30 days left');
    expect(serverMessage('ar', 'mall:duration.years', { count: 2 })).toBe('خطة سنتين');
    expect(serverMessage('zh-CN', 'mall:duration.months', { count: 6 })).toBe('6个月');
    expect(() => serverMessage('en-US', 'mall:no.such.key')).toThrow('missing message mall:no.such.key in en-US');
  });
});
