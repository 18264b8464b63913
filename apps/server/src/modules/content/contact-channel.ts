import type { ContactChannel, ContentLanguage } from '@tallybook/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { contactChannels } from './site.tables.ts';
import { FALLBACK_LANGUAGE } from './translated.ts';

/**
 * GET /api/contact (issue 12): the chat channel of the visitor's language (WeChat for zh-CN,
 * WhatsApp elsewhere), or the English one where the language has none; 404 when the site has none.
 */
export async function contactChannelFor(db: Db, language: ContentLanguage): Promise<ContactChannel> {
  const rows = await db
    .select()
    .from(contactChannels)
    .where(inArray(contactChannels.lang, [language, FALLBACK_LANGUAGE]));
  const row = rows.find((each) => each.lang === language) ?? rows.find((each) => each.lang === FALLBACK_LANGUAGE);
  if (!row) throw notFound('contactChannelNotFound');
  return { kind: row.kind, name: row.name, handle: row.handle, link: row.link };
}
