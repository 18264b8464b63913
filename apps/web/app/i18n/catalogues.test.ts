import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@tallybook/domain';
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

  for (const namespace of NAMESPACES) {
    it(`has the same keys and variables in every language for ${namespace}`, () => {
      const english = read('en-US', namespace);
      for (const language of LANGUAGES) {
        const catalogue = read(language, namespace);
        const missing = [...english.keys()].filter((key) => !catalogue.has(key));
        const extra = [...catalogue.keys()].filter((key) => !english.has(key));
        expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
        for (const [key, text] of catalogue) {
          expect(text.trim(), `${language}:${namespace}.${key}`).not.toBe('');
          expect(variables(text), `${language}:${namespace}.${key}`).toEqual(variables(english.get(key) ?? ''));
        }
      }
    });
  }
});
