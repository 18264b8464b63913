import type { Language } from '@tallybook/domain';
import { createInstance, type i18n as I18n } from 'i18next';
import { type Catalogues, NAMESPACES } from './namespaces';

/** One i18next instance per rendered language, fed with the catalogues the server sent. */
export function createI18n(language: Language, catalogues: Catalogues): I18n {
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
