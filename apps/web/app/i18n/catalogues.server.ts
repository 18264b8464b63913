import { type Language, loadAllMessageCatalogues } from '@tallybook/domain';
import { putCatalogue } from './catalogue-store';
import { createI18n, type I18n } from './i18n';
import type { Catalogue, Catalogues, Namespace } from './namespaces';

// Every catalogue is bundled into the server, and at hand to its renders; the browser fetches the ones
// its page reads (decision 0033).
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

const byLanguage = new Map<string, Catalogues>();
for (const [file, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  const entry = byLanguage.get(language) ?? ({} as Catalogues);
  entry[namespace as keyof Catalogues] = catalogue;
  byLanguage.set(language, entry);
  putCatalogue(language as Language, namespace as Namespace, catalogue);
}
// and the domain's messages in every language, to `message()`
loadAllMessageCatalogues();

export function cataloguesFor(language: Language): Catalogues {
  const catalogues = byLanguage.get(language);
  if (!catalogues) throw new Error(`no message catalogues for ${language}`);
  return catalogues;
}

/**
 * The namespaces a page reads besides the layout's, which its loader returns as `messages`: the
 * root renders the page with them, and the browser fetches only those (decision 0033). The data
 * carries their names, not their texts.
 */
export function pageNamespaces(...namespaces: Namespace[]): Namespace[] {
  return namespaces;
}

const instances = new Map<Language, I18n>();

/**
 * A message looked up on the server (page titles, descriptions, order titles), by
 * `namespace:dotted.key`, through the same `createI18n` as the pages (decision 0015): plural forms
 * chosen by `count`. A key no catalogue has is a programming error and throws.
 */
export function serverMessage(
  language: Language,
  key: `${keyof Catalogues}:${string}`,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const [namespace, path] = key.split(':') as [keyof Catalogues, string];
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language, cataloguesFor(language));
    instances.set(language, instance);
  }
  if (!instance.exists(path, { ns: namespace, ...values })) throw new Error(`missing message ${key} in ${language}`);
  return instance.t(path, { ns: namespace, ...values }) as string;
}
