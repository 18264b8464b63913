import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { richTextRows, type Translations } from './rich-text-translations.ts';
import { agreements, agreementVersions, agreementVersionTranslations } from './site.tables.ts';

export interface AgreementVersionInput {
  alias: string;
  version: string;
  effectiveAt: Date;
  texts: Translations<{ title: string; summary: string; content: string }>;
}

/** Stores a version of an agreement (creating the agreement on its first), its text sanitised. Answers its id. */
export async function addAgreementVersion(db: Db, input: AgreementVersionInput): Promise<number> {
  await db.insert(agreements).values({ alias: input.alias }).onConflictDoNothing();
  const [agreement] = await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.alias, input.alias));
  if (!agreement) throw new Error(`agreement ${input.alias} was not stored`);
  const [version] = await db
    .insert(agreementVersions)
    .values({ agreementId: agreement.id, version: input.version, effectiveAt: input.effectiveAt })
    .returning({ id: agreementVersions.id });
  if (!version) throw new Error(`version ${input.version} of ${input.alias} was not stored`);
  await db
    .insert(agreementVersionTranslations)
    .values(richTextRows(input.texts, { versionId: version.id }).map(({ plainText: _plainText, ...row }) => row));
  return version.id;
}
