import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tallybook/domain';
import { otherChineseScript } from '@tallybook/domain/written-language';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

const localesDir = path.join(import.meta.dirname, 'locales');
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [child, text] of leaves(value, name)) found.set(child, text);
  }
  return found;
}

const read = (language: string, namespace: string) =>
  leaves(JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree);

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('has a folder for each language and a file for each namespace, and nothing else', () => {
    expect(readdirSync(localesDir).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(readdirSync(path.join(localesDir, language)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
  const baseOf = (key: string) => PLURAL.exec(key)?.[1] ?? key;
  /** A catalogue's keys with a plural's forms counted once, and each plural's forms. */
  function shape(catalogue: Map<string, string>) {
    const forms = new Map<string, string[]>();
    for (const key of catalogue.keys()) {
      const match = PLURAL.exec(key);
      if (match) forms.set(match[1] as string, [...(forms.get(match[1] as string) ?? []), match[2] as string].sort());
    }
    return { keys: new Set([...catalogue.keys()].map(baseOf)), forms };
  }

  for (const namespace of NAMESPACES) {
    it(`has the same messages and variables in every language for ${namespace}, each plural with its language's forms`, () => {
      const english = read('en-US', namespace);
      const englishShape = shape(english);
      for (const language of LANGUAGES) {
        const catalogue = read(language, namespace);
        const { keys, forms } = shape(catalogue);
        const missing = [...englishShape.keys].filter((key) => !keys.has(key));
        const extra = [...keys].filter((key) => !englishShape.keys.has(key));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
        // A plural has exactly the CLDR categories of its language (Arabic six, Chinese one).
        const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        expect([...forms.keys()].sort(), `${language}:${namespace} plurals`).toEqual(
          [...englishShape.forms.keys()].sort(),
        );
        for (const [key, given] of forms) expect(given, `${language}:${namespace}.${key}`).toEqual(categories);
        for (const [key, text] of catalogue) {
          expect(text.trim(), `${language}:${namespace}.${key}`).not.toBe('');
          const englishText = english.get(key) ?? english.get(`${baseOf(key)}_other`) ?? english.get(baseOf(key)) ?? '';
          // A plural form may spell its number out (Arabic "مقالتان", two articles) instead of {{count}}.
          const names = (t: string) => variables(t).filter((name) => !(PLURAL.test(key) && name === 'count'));
          expect(names(text), `${language}:${namespace}.${key}`).toEqual(names(englishText));
        }
      }
    });
  }

  // A Simplified message in the Traditional catalogue (or the other way round) passes every check
  // above, and a reader of the other script meets it on every page that shows it, signed in or not.
  it('writes each Chinese catalogue in its own script', () => {
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      const wrong = NAMESPACES.flatMap((namespace) =>
        [...read(language, namespace)]
          .map(([key, text]) => [`${namespace}.${key}`, otherChineseScript(text, language).join('')])
          .filter(([, characters]) => characters !== ''),
      );
      expect({ language, wrong }).toEqual({ language, wrong: [] });
    }
  });
});
