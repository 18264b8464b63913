import { normalizePhone, type PartnerQualification } from '@tallybook/domain';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { qualificationShape } from './applications.ts';
import { partners } from './partner.tables.ts';

/** Queries of one address in a minute before it is asked to slow down: a person checks a few partners. */
export const QUALIFICATION_QUERIES_PER_MINUTE = 30;
const MOST_ANSWERED = 20;

/**
 * POST /ommall/promoter/info-by-name: the public qualification query. A full name, a phone or a
 * certificate number finds the partners it names exactly (never by part, so the list of partners
 * cannot be read out letter by letter), with what their certificate says and never their phone.
 * Nothing found is spec §8's "partner information not found".
 */
export async function queryQualification(db: Db, keyword: string, ip: string): Promise<PartnerQualification[]> {
  const wanted = keyword.trim();
  if (!wanted) throw new AppError(400, 'partnerNotFound');
  if ((await countHit(db, `partner:qualification:${ip}`, 60_000)) > QUALIFICATION_QUERIES_PER_MINUTE) {
    throw new AppError(429, 'tooManyRequests');
  }
  const phone = normalizePhone(wanted);
  const rows = await db
    .select()
    .from(partners)
    .where(
      or(
        eq(partners.name, wanted),
        eq(partners.certificateNo, wanted.toUpperCase()),
        phone ? eq(partners.phone, phone) : undefined,
      ),
    )
    .orderBy(partners.id)
    .limit(MOST_ANSWERED);
  if (rows.length === 0) throw new AppError(404, 'partnerNotFound');
  const now = new Date();
  return rows.map((row) => qualificationShape(row, now));
}
