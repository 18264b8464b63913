import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tallybook/domain';
import { useTranslation } from '../i18n/react';

/** The page's language, for what i18next does not format itself (prices, dates). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
