import type { AgreementDetail, AgreementQuery, ContentLanguage } from '@tallybook/domain';
import { desc, eq } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { agreements, agreementVersions, agreementVersionTranslations } from './site.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/**
 * spec §3, §7: an agreement by alias, with its history newest first and one doc: the version
 * asked for, else the one in force (the newest that has taken effect; the first, before any has).
 */
export async function getAgreement(
  db: Db,
  query: AgreementQuery,
  language: ContentLanguage,
  now: Date = new Date(),
): Promise<AgreementDetail> {
  const [agreement] = await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.alias, query.alias));
  if (!agreement) throw notFound('agreementNotFound', { ref: query.alias });

  const wanted = aliasTable(agreementVersionTranslations, 'wanted');
  const english = aliasTable(agreementVersionTranslations, 'english');
  const versions = await db
    .select({
      id: agreementVersions.id,
      version: agreementVersions.version,
      effectiveAt: agreementVersions.effectiveAt,
      title: inLanguage(wanted.title, english.title),
      summary: inLanguage(wanted.summary, english.summary),
      content: inLanguage(wanted.content, english.content),
    })
    .from(agreementVersions)
    .leftJoin(wanted, translationOf(wanted.versionId, agreementVersions.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.versionId, agreementVersions.id, english.lang, FALLBACK_LANGUAGE))
    .where(eq(agreementVersions.agreementId, agreement.id))
    .orderBy(desc(agreementVersions.effectiveAt), desc(agreementVersions.id));

  const inForce = versions.find((version) => version.effectiveAt <= now) ?? versions.at(-1);
  const doc = query.version_id === undefined ? inForce : versions.find((version) => version.id === query.version_id);
  if (!doc) throw notFound('agreementNotFound', { ref: `${query.alias} ${query.version_id ?? ''}`.trim() });

  return {
    alias: query.alias,
    doc: {
      id: doc.id,
      version: doc.version,
      title: doc.title,
      content: sanitizeRichText(doc.content),
      effective_at: doc.effectiveAt.toISOString(),
    },
    history: versions.map((version) => ({
      id: version.id,
      version: version.version,
      title: version.title,
      summary: version.summary,
      effective_at: version.effectiveAt.toISOString(),
      current: version.id === inForce?.id,
    })),
  };
}
