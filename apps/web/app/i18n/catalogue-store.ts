import { addMessageCatalogue, hasMessageCatalogue, type Language, type MessageCatalogue } from '@tallybook/domain';
import type { Catalogue, Catalogues, Namespace } from './namespaces';

/**
 * The message catalogues a page reads (decision 0033). They are not part of the loader data, which
 * every document carries: a page's data names its namespaces, and the texts are static JSON files of
 * the client build, named by their content, that the browser fetches with the page's scripts and
 * keeps from one page to the next. The server has every catalogue at hand (`catalogues.server.ts`
 * puts them here when it loads); in the browser the root module waits for the first page's before it
 * hydrates, and a later page suspends until its own have arrived (router updates are transitions, so
 * the page on screen stays until then).
 */
// The client build's files (`catalogueFiles` in vite.config.ts); tests and tools have no build.
const base = `/assets/i18n/${import.meta.env.CATALOGUES_VERSION ?? 'unbuilt'}`;

/** Where the browser fetches a language's domain messages (decision 0015), and a page's catalogue. */
export const domainMessagesUrl = (language: Language) => `${base}/${language}/domain.json`;
export const catalogueUrl = (language: Language, namespace: Namespace) => `${base}/${language}/${namespace}.json`;

/** The namespaces of the header, footer, widget and shared controls: every page reads them. */
export const LAYOUT_NAMESPACES = ['common', 'ui', 'download'] as const satisfies readonly Namespace[];

const stored = new Map<string, Catalogue>();
const loads = new Map<string, Promise<void>>();
const keyOf = (language: Language, namespace: Namespace) => `${language}/${namespace}`;

/** Keeps a catalogue the page can read without waiting (the server puts every one here). */
export function putCatalogue(language: Language, namespace: Namespace, catalogue: Catalogue): void {
  stored.set(keyOf(language, namespace), catalogue);
}

/** The catalogues at hand among `namespaces`. */
export function storedCatalogues(language: Language, namespaces: readonly Namespace[]): Partial<Catalogues> {
  const found: Partial<Catalogues> = {};
  for (const namespace of namespaces) {
    const catalogue = stored.get(keyOf(language, namespace));
    if (catalogue) found[namespace] = catalogue;
  }
  return found;
}

async function fetchJson<T>(url: string | undefined): Promise<T> {
  if (!url) throw new Error('no such message catalogue in this build');
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`message catalogue ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs every fetch and settles when all have: at once, or, `spread`, each started in a task of its
 * own. Starting a request costs the main thread a few milliseconds under Lighthouse (issue 13), and
 * the first page's catalogues are asked for while its scripts are being evaluated.
 */
async function startAll(fetches: ReadonlyArray<() => Promise<void>>, spread: boolean): Promise<void> {
  const started: Promise<void>[] = [];
  for (const start of fetches) {
    if (spread) await nextTask();
    const fetched = start();
    // handled here at once, so that a failure while the next one waits its turn is not reported
    // as unhandled; Promise.all below still rejects with it
    fetched.catch(() => {});
    started.push(fetched);
  }
  await Promise.all(started);
}

/**
 * Nothing when the language's domain messages and every catalogue of `namespaces` are at hand; else
 * one promise, the same for the same missing set until it settles, that fetches them. A failed fetch
 * is forgotten, so the next render asks again.
 */
export function missingCatalogues(
  language: Language,
  namespaces: readonly Namespace[],
  { spread = false }: { spread?: boolean } = {},
): Promise<void> | undefined {
  const missing = [...new Set(namespaces)].filter((namespace) => !stored.has(keyOf(language, namespace))).sort();
  const domain = !hasMessageCatalogue(language);
  if (missing.length === 0 && !domain) return undefined;
  const id = `${language}:${missing.join(',')}:${domain}`;
  let load = loads.get(id);
  if (!load) {
    const fetches: Array<() => Promise<void>> = missing.map(
      (namespace) => async () =>
        putCatalogue(language, namespace, await fetchJson<Catalogue>(catalogueUrl(language, namespace))),
    );
    if (domain) {
      fetches.push(async () =>
        addMessageCatalogue(language, await fetchJson<MessageCatalogue>(domainMessagesUrl(language))),
      );
    }
    load = startAll(fetches, spread).then(
      () => {
        loads.delete(id);
      },
      (error: unknown) => {
        loads.delete(id);
        throw error;
      },
    );
    loads.set(id, load);
  }
  return load;
}

/** The attribute of the document's `<html>` that names the catalogues its first render read. */
export const CATALOGUES_ATTRIBUTE = 'data-catalogues';

/**
 * The first page's catalogues, named by its document: what the root module waits for before it
 * hydrates. Each is asked for in a task of its own, after the root module has been evaluated.
 */
export function documentCatalogues(document: Document): Promise<void> | undefined {
  const root = document.documentElement;
  const names = (root.getAttribute(CATALOGUES_ATTRIBUTE) ?? '').split(',').filter(Boolean) as Namespace[];
  return missingCatalogues(root.lang as Language, names, { spread: true });
}
