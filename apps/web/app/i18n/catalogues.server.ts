import { type Language, loadAllMessageCatalogues, type MessageCatalogue } from '@tallybook/domain';
import { createI18n, type I18n } from './i18n';
import type { Catalogue, Catalogues, Namespace } from './namespaces';

// Every catalogue is bundled into the server; the browser receives only its language's, with the page.
const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

const byLanguage = new Map<string, Catalogues>();
for (const [file, catalogue] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  const entry = byLanguage.get(language) ?? ({} as Catalogues);
  entry[namespace as keyof Catalogues] = catalogue;
  byLanguage.set(language, entry);
}

export function cataloguesFor(language: Language): Catalogues {
  const catalogues = byLanguage.get(language);
  if (!catalogues) throw new Error(`no message catalogues for ${language}`);
  return catalogues;
}

/** The namespaces the layout (header, footer, widget, shared controls) reads on every page. */
export const LAYOUT_NAMESPACES = ['common', 'ui', 'download'] as const satisfies readonly Namespace[];

/**
 * Only the catalogues a page reads go to the browser: the root sends the layout's, and each
 * route's loader sends its own as `messages` (the root adds them as the route renders).
 */
export function messagesFor(language: Language, ...namespaces: Namespace[]): Partial<Catalogues> {
  const all = cataloguesFor(language);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
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

// The server (rendering, actions) may word a message in any language; a page gets only its own.
const domainMessages = loadAllMessageCatalogues();

/** The domain's messages (decision 0015) in the page's language, which the root loader sends. */
export function domainMessagesFor(language: Language): MessageCatalogue {
  return domainMessages[language];
}
