import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@tallybook/domain';

const LOCALES = path.join(import.meta.dirname, '../apps/web/app/i18n/locales');

/**
 * Every key of the web app's catalogues in `language`, as a page would ask for it: dotted, and
 * without the plural suffix (`list.views` for `list.views_one`). A page showing one of these shows
 * a message it failed to find.
 */
export function catalogueKeys(language: Language): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [name, child] of Object.entries(node)) {
      const key = `${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
      if (typeof child === 'string') keys.add(key);
      else walk(child, `${key}.`);
    }
  };
  for (const file of readdirSync(path.join(LOCALES, language))) {
    if (file.endsWith('.json')) walk(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), '');
  }
  return keys;
}

/** A message of the web app's catalogues, so journeys check the words a visitor really reads. */
export function text(language: Language, namespace: string, key: string): string {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${namespace}:${key} in ${language}`);
  return node;
}
