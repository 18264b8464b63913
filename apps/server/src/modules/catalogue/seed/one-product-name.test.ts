import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXTS } from './catalogue.ts';

const brand = (language: string): string =>
  (
    JSON.parse(
      readFileSync(new URL(`../../../../../web/app/i18n/locales/${language}/common.json`, import.meta.url), 'utf8'),
    ) as { brand: string }
  ).brand;

describe('one product name per language (docs/glossary.md)', () => {
  it.each(LANGUAGES)('the mall sells under the name the site uses, in %s', (language) => {
    expect(CATALOGUE_TEXTS[language].name).toBe(brand(language));
  });
});
