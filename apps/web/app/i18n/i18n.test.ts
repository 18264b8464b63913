import { describe, expect, it } from 'vitest';
import { LAYOUT_NAMESPACES, messagesFor } from './catalogues.server';
import { addCatalogues, createI18n } from './i18n';

describe('catalogues per page', () => {
  it('sends only the namespaces asked for', () => {
    const messages = messagesFor('en-US', 'help');
    expect(Object.keys(messages)).toEqual(['help']);
    expect(Object.keys(messagesFor('ar', ...LAYOUT_NAMESPACES))).toEqual(['common', 'ui', 'download']);
  });

  it('adds a route’s catalogues to the layout’s, once, so its keys resolve', () => {
    const i18n = createI18n('zh-CN', messagesFor('zh-CN', ...LAYOUT_NAMESPACES));
    expect(i18n.t('help:hero.title')).toBe('hero.title');
    const help = messagesFor('zh-CN', 'help');
    addCatalogues(i18n, 'zh-CN', help);
    expect(i18n.t('help:hero.title')).toBe('有什么可以帮您？');
    // a second call with other text for a namespace already there changes nothing
    addCatalogues(i18n, 'zh-CN', { help: { hero: { title: 'other' } } });
    expect(i18n.t('help:hero.title')).toBe('有什么可以帮您？');
    expect(i18n.t('common:nav.help')).toBe('帮助中心');
  });
});
