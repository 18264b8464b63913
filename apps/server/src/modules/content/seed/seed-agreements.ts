// Demo content: agreements with their versions, seeded once. Written for the demo, not legal advice.
import { CONTENT_LANGUAGES } from '@tallybook/domain';
import type { Db } from '../../../platform/db/database.ts';
import { addAgreementVersion } from '../add-agreement-version.ts';
import { AGREEMENTS } from './agreements.data.ts';
import { sections } from './demo-html.ts';
import { shanghai } from './localized.ts';

export async function seedAgreements(db: Db): Promise<void> {
  for (const agreement of AGREEMENTS) {
    for (const version of agreement.versions) {
      const texts = Object.fromEntries(
        // the languages the agreement is written in; the others read it in English
        CONTENT_LANGUAGES.filter((lang) => agreement.title[lang] !== undefined).map((lang) => [
          lang,
          {
            title: agreement.title[lang],
            summary: version.summary[lang],
            content: sections(version.sections.map((part) => part[lang] ?? part['en-US'])),
          },
        ]),
      ) as Parameters<typeof addAgreementVersion>[1]['texts'];
      await addAgreementVersion(db, {
        alias: agreement.alias,
        version: version.version,
        effectiveAt: shanghai(version.effectiveAt, '00:00'),
        texts,
      });
    }
  }
}
