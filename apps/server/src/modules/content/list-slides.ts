import type { ContentLanguage, Slide } from '@tallybook/domain';
import { asc, eq } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { slides, slideTranslations } from './site.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** spec §3, §7: the slides of one alias, in order, in `language` (else English). */
export async function listSlides(db: Db, alias: string, language: ContentLanguage): Promise<Slide[]> {
  const wanted = aliasTable(slideTranslations, 'wanted');
  const english = aliasTable(slideTranslations, 'english');
  const rows = await db
    .select({
      id: slides.id,
      title: inLanguage(wanted.title, english.title),
      subtitle: inLanguage(wanted.subtitle, english.subtitle),
      button_text: inLanguage(wanted.buttonText, english.buttonText),
      link: slides.link,
      image: slides.image,
      image_mobile: slides.imageMobile,
      image_alt: inLanguage(wanted.imageAlt, english.imageAlt),
    })
    .from(slides)
    .leftJoin(wanted, translationOf(wanted.slideId, slides.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.slideId, slides.id, english.lang, FALLBACK_LANGUAGE))
    .where(eq(slides.alias, alias))
    .orderBy(asc(slides.sortOrder), asc(slides.id));
  if (rows.length === 0) throw notFound('slidesNotFound', { ref: alias });
  return rows;
}
