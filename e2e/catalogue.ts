import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@tallybook/domain';

/** A message of the web app's catalogues, so journeys check the words a visitor really reads. */
export function text(language: Language, namespace: string, key: string): string {
  const file = path.join(import.meta.dirname, '../apps/web/app/i18n/locales', language, `${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no message ${namespace}:${key} in ${language}`);
  return node;
}
