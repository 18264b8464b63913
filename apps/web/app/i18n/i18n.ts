import { type Language, translate } from '@tallybook/domain';
import type { Catalogue, Catalogues, Namespace } from './namespaces';

export interface TOptions {
  /** The namespace (or namespaces, tried in order) of the key, when it has no `ns:` prefix. */
  readonly ns?: Namespace | readonly Namespace[];
  readonly count?: number | string;
  readonly returnObjects?: boolean;
  readonly [name: string]: unknown;
}

/** Looks a key up: `key` in the default namespaces, or `namespace:key`. */
export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

/**
 * The page's texts in one language (decision 0025): its catalogues by namespace, read through the
 * domain's `translate` (i18next's format, plural forms by CLDR category, without shipping i18next).
 */
export interface I18n {
  readonly language: Language;
  t: TFunction;
  /** A `t` bound to a default namespace (or namespaces, tried in order). */
  getFixedT(language: Language, ns: Namespace | readonly Namespace[]): TFunction;
  exists(key: string, options?: TOptions): boolean;
  hasResourceBundle(language: Language, namespace: string): boolean;
  addResourceBundle(language: Language, namespace: string, catalogue: Catalogue): void;
}

const MISSING = Symbol('missing');

/** One instance per rendered language, fed with the catalogues the server sent. */
export function createI18n(language: Language, catalogues: Partial<Catalogues>): I18n {
  const bundles = new Map<string, Catalogue>(
    Object.entries(catalogues).filter((entry): entry is [string, Catalogue] => Boolean(entry[1])),
  );

  function resolve(key: string, options: TOptions, defaults: readonly Namespace[]): string | typeof MISSING | unknown {
    const colon = key.indexOf(':');
    const namespaces: readonly string[] =
      colon > 0 ? [key.slice(0, colon)] : options.ns ? ([] as Namespace[]).concat(options.ns) : defaults;
    const path = colon > 0 ? key.slice(colon + 1) : key;
    for (const namespace of namespaces) {
      const catalogue = bundles.get(namespace);
      if (!catalogue) continue;
      const text = translate(catalogue, language, path, options);
      if (text !== path) return text;
    }
    return MISSING;
  }

  function fixedT(defaults: readonly Namespace[]): TFunction {
    return ((key: string, options: TOptions = {}) => {
      const found = resolve(key, options, defaults);
      if (found !== MISSING) return found;
      const colon = key.indexOf(':');
      return colon > 0 ? key.slice(colon + 1) : key;
    }) as TFunction;
  }

  return {
    language,
    t: fixedT(['common']),
    getFixedT: (_language, ns) => fixedT(([] as Namespace[]).concat(ns)),
    exists: (key, options = {}) => resolve(key, options, ['common']) !== MISSING,
    hasResourceBundle: (_language, namespace) => bundles.has(namespace),
    addResourceBundle: (_language, namespace, catalogue) => {
      bundles.set(namespace, catalogue);
    },
  };
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
