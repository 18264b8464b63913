import { type Language, translate } from '@tallybook/domain';
import type { Catalogue, Catalogues, Namespace } from './namespaces';

export interface TOptions {
  /** The namespace (or namespaces, tried in order) of the key, when it has no `ns:` prefix. */
  readonly ns?: Namespace | readonly Namespace[];
  /** Chooses the plural form and is written in the language's way; a number only (see `translate`). */
  readonly count?: number;
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

  /** `namespace:key` split at its colon; a key without one names no namespace. */
  function split(key: string): { namespace?: string; path: string } {
    const colon = key.indexOf(':');
    return colon > 0 ? { namespace: key.slice(0, colon), path: key.slice(colon + 1) } : { path: key };
  }

  function resolve(key: string, options: TOptions, defaults: readonly Namespace[]): unknown {
    const { namespace, path } = split(key);
    const namespaces: readonly string[] = namespace
      ? [namespace]
      : options.ns
        ? ([] as Namespace[]).concat(options.ns)
        : defaults;
    for (const name of namespaces) {
      const catalogue = bundles.get(name);
      if (!catalogue) continue;
      const text = translate(catalogue, language, path, options);
      if (text !== path) return text;
    }
    return MISSING;
  }

  function fixedT(defaults: readonly Namespace[]): TFunction {
    return ((key: string, options: TOptions = {}) => {
      const found = resolve(key, options, defaults);
      return found === MISSING ? split(key).path : found;
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
