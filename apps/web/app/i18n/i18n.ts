import type { Language } from '@tallybook/domain';
import { createInstance, type i18n as I18n } from 'i18next';
import { type Catalogues, NAMESPACES } from './namespaces';

/** One i18next instance per rendered language, fed with the catalogues the server sent. */
export function createI18n(language: Language, catalogues: Partial<Catalogues>): I18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    // zh-TW must never show zh-CN text (or the other way round): a missing key shows the key.
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [language]: catalogues },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * Adds the catalogues a route sent with its data to the page's instance; a namespace already
 * there is left alone, so calling it on every render costs nothing.
 */
export function addCatalogues(instance: I18n, language: Language, catalogues: Partial<Catalogues>): void {
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    if (catalogue && !instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, catalogue);
    }
  }
}
