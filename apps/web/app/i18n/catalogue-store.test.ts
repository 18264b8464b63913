import { LANGUAGES } from '@tallybook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOGUES_ATTRIBUTE,
  catalogueUrl,
  documentCatalogues,
  domainMessagesUrl,
  missingCatalogues,
  putCatalogue,
  storedCatalogues,
} from './catalogue-store';
import { NAMESPACES } from './namespaces';

// A browser's view: no page catalogue at hand until fetched. (The domain's messages are loaded here
// by the domain's entry, as on the server; a client build leaves that module out.)

const answers = new Map<string, unknown>();
const asked: string[] = [];
function fakeFetch(failing = new Set<string>()) {
  return vi.fn(async (url: string) => {
    asked.push(url);
    const name = /\/([\w-]+?)\.json$/.exec(url)?.[1] ?? url;
    if (failing.has(name)) return new Response('nope', { status: 503 });
    return Response.json(answers.get(name) ?? {});
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  asked.length = 0;
});

describe('the catalogue store (decision 0033)', () => {
  it('finds the file of every catalogue, and of every language’s domain messages, by language and namespace', () => {
    for (const language of LANGUAGES) {
      expect(domainMessagesUrl(language)).toMatch(new RegExp(`^/assets/i18n/[\\w]+/${language}/domain\\.json$`));
      for (const namespace of NAMESPACES) {
        expect(catalogueUrl(language, namespace)).toMatch(
          new RegExp(`^/assets/i18n/[\\w]+/${language}/${namespace}\\.json$`),
        );
      }
    }
  });

  it('fetches what a page reads once, shares one promise between renders, then has it at hand', async () => {
    answers.set('mall', { title: '商城' });
    const fetch = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    putCatalogue('zh-TW', 'common', { nav: { help: '幫助中心' } });
    const first = missingCatalogues('zh-TW', ['common', 'mall']);
    expect(first).toBeInstanceOf(Promise);
    expect(missingCatalogues('zh-TW', ['mall', 'common', 'mall'])).toBe(first);
    await first;
    expect(asked).toEqual([catalogueUrl('zh-TW', 'mall')]);
    expect(missingCatalogues('zh-TW', ['common', 'mall'])).toBeUndefined();
    expect(storedCatalogues('zh-TW', ['mall', 'help'])).toEqual({ mall: { title: '商城' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next render asks again', async () => {
    vi.stubGlobal('fetch', fakeFetch(new Set(['price'])));
    const failed = missingCatalogues('zh-TW', ['price']);
    await expect(failed).rejects.toThrow(/HTTP 503/);
    answers.set('price', { title: '價格' });
    vi.stubGlobal('fetch', fakeFetch());
    const again = missingCatalogues('zh-TW', ['price']);
    expect(again).not.toBe(failed);
    await again;
    expect(storedCatalogues('zh-TW', ['price'])).toEqual({ price: { title: '價格' } });
  });

  it('reads the first page’s namespaces and language from its document', async () => {
    answers.set('ar', {});
    answers.set('help', { hero: { title: 'كيف يمكننا المساعدة؟' } });
    vi.stubGlobal('fetch', fakeFetch());
    const attributes: Record<string, string> = { [CATALOGUES_ATTRIBUTE]: 'help' };
    const page = { documentElement: { lang: 'ar', getAttribute: (name: string) => attributes[name] ?? null } };
    await documentCatalogues(page as unknown as Document);
    expect(storedCatalogues('ar', ['help'])).toEqual({ help: { hero: { title: 'كيف يمكننا المساعدة؟' } } });
    expect(documentCatalogues(page as unknown as Document)).toBeUndefined();
  });

  it('asks for the first page’s catalogues a task apart, none while the root module is evaluated (issue 13)', async () => {
    vi.stubGlobal('fetch', fakeFetch());
    // the browser's task queue, run by hand: a task, then its microtasks, then the next task
    const tasks: Array<() => void> = [];
    vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task));
    const microtasksOver = () => new Promise((resolve) => setImmediate(resolve));
    const attributes: Record<string, string> = { [CATALOGUES_ATTRIBUTE]: 'about,cases,news' };
    const page = { documentElement: { lang: 'zh-TW', getAttribute: (name: string) => attributes[name] ?? null } };
    const loading = documentCatalogues(page as unknown as Document);
    await microtasksOver();
    // the task that evaluates the root module asks for nothing
    expect(asked).toEqual([]);
    const perTask: number[] = [];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = asked.length;
      task();
      await microtasksOver();
      perTask.push(asked.length - before);
    }
    await loading;
    expect(perTask).toEqual([1, 1, 1]);
    expect(asked).toEqual((['about', 'cases', 'news'] as const).map((namespace) => catalogueUrl('zh-TW', namespace)));
    // a later page's catalogues are asked for at once: its render waits for them
    const later = missingCatalogues('zh-TW', ['help']);
    expect(asked).toHaveLength(4);
    await later;
  });
});
