import { createContext, useContext, useMemo } from 'react';
import type { I18n, TFunction } from './i18n';
import type { Namespace } from './namespaces';

const I18nContext = createContext<I18n | null>(null);

/** Gives the page's texts to every component below it (the root renders it once per language). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The texts of a namespace (or namespaces, tried in order; `common` when none is named). */
export function useTranslation(ns: Namespace | readonly Namespace[] = 'common'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const key = ([] as Namespace[]).concat(ns).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ns`, which callers pass as a new array
  const t = useMemo(() => i18n.getFixedT(i18n.language, ([] as Namespace[]).concat(ns)), [i18n, key]);
  return { t, i18n };
}
