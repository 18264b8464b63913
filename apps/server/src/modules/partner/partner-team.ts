import { hidePhone, type TeamList, type TeamMember } from '@tallybook/domain';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { findUserById, findUserByPhone, readPhone } from '../identity/index.ts';
import { partnerCustomers, partners, promoters } from './partner.tables.ts';

type PartnerRow = typeof partners.$inferSelect;
type PromoterRow = typeof promoters.$inferSelect;

/** Customers who came through each promoter's link (partner_customers.promoter_id), by promoter id. */
async function customersBrought(db: Db, promoterIds: number[]): Promise<Map<number, number>> {
  if (promoterIds.length === 0) return new Map();
  const rows = await db
    .select({ promoterId: partnerCustomers.promoterId, value: count() })
    .from(partnerCustomers)
    .where(inArray(partnerCustomers.promoterId, promoterIds))
    .groupBy(partnerCustomers.promoterId);
  return new Map(rows.map((row) => [Number(row.promoterId), Number(row.value)]));
}

async function promoterMember(db: Db, row: PromoterRow): Promise<TeamMember> {
  const [user, brought] = await Promise.all([findUserById(db, row.userId), customersBrought(db, [row.id])]);
  return {
    kind: 'promoter',
    name: row.nickname,
    phone: hidePhone(user?.phone ?? ''),
    referralCode: row.referralCode,
    joinedAt: row.createdAt.toISOString(),
    customers: brought.get(row.id) ?? 0,
  };
}

/**
 * POST promoter-add: the account of a phone joins the partner's team as a promoter, so that the
 * merchants who register through its link become the partner's customers (issue 14). An account
 * that is a promoter without a team joins with the code it has; one without a record gets one, with
 * its hidden phone as nickname until it chooses one. Refused: no account, the partner itself,
 * another partner, a promoter of another team. Adding the same account again changes nothing, and
 * of two adds at once the unique user id and the conditional update keep one team.
 */
export async function addTeamPromoter(
  db: Db,
  partner: PartnerRow,
  rawPhone: string,
  drawCode: () => string,
): Promise<TeamMember & { added: boolean }> {
  const phone = readPhone(rawPhone);
  const user = await findUserByPhone(db, phone);
  if (!user) throw new AppError(404, 'promoterNoAccount');
  if (user.id === partner.userId) throw new AppError(400, 'promoterIsYou');
  const [isPartner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.userId, user.id));
  if (isPartner) throw new AppError(409, 'promoterIsPartner');

  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select().from(promoters).where(eq(promoters.userId, user.id));
    if (existing && existing.partnerId !== null) {
      if (existing.partnerId !== partner.id) throw new AppError(409, 'promoterInAnotherTeam');
      return { ...(await promoterMember(db, existing)), added: false };
    }
    if (existing) {
      const [joined] = await db
        .update(promoters)
        .set({ partnerId: partner.id })
        .where(and(eq(promoters.id, existing.id), isNull(promoters.partnerId)))
        .returning();
      if (joined) return { ...(await promoterMember(db, joined)), added: true };
      continue;
    }
    const [created] = await db
      .insert(promoters)
      .values({
        userId: user.id,
        nickname: hidePhone(phone),
        referralCode: drawCode(),
        channel: 'team',
        partnerId: partner.id,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { ...(await promoterMember(db, created)), added: true };
  }
  throw new Error('the promoter could not be added after five attempts');
}

/**
 * GET team-list: the partner's team, newest first: the promoters it added (its own record aside)
 * and the partners who applied through its apply link, each with the customers its link brought.
 */
export async function teamList(
  db: Db,
  partner: PartnerRow,
  paging: { currentPage: number; pageSize: number },
): Promise<TeamList> {
  const members = sql`
    select 'promoter' as kind, p.id as id, p.created_at as joined_at from promoters p
      where p.partner_id = ${partner.id} and p.user_id <> ${partner.userId}
    union all
    select 'partner' as kind, s.id as id, s.created_at as joined_at from partners s
      where s.parent_partner_id = ${partner.id}`;
  const [page, [total]] = await Promise.all([
    queryRows<{ kind: 'promoter' | 'partner'; id: number }>(
      db,
      sql`select kind, id from (${members}) team order by joined_at desc, kind, id desc
          limit ${paging.pageSize} offset ${(paging.currentPage - 1) * paging.pageSize}`,
    ),
    queryRows<{ total: number | string }>(db, sql`select count(*) as total from (${members}) team`),
  ]);
  const idsOf = (kind: 'promoter' | 'partner') => page.filter((row) => row.kind === kind).map((row) => Number(row.id));
  const [teamPromoters, subPartners] = await Promise.all([
    idsOf('promoter').length
      ? db
          .select()
          .from(promoters)
          .where(inArray(promoters.id, idsOf('promoter')))
      : [],
    idsOf('partner').length
      ? db
          .select()
          .from(partners)
          .where(inArray(partners.id, idsOf('partner')))
      : [],
  ]);
  // a sub-partner's link is its own promoter record's (one per user)
  const subPartnerCodes = subPartners.length
    ? await db
        .select()
        .from(promoters)
        .where(
          inArray(
            promoters.userId,
            subPartners.map((sub) => sub.userId),
          ),
        )
    : [];
  const codeOf = new Map(
    subPartners.flatMap((sub) => {
      const own = subPartnerCodes.find((code) => code.userId === sub.userId && code.partnerId === sub.id);
      return own ? [[sub.id, own] as const] : [];
    }),
  );
  const brought = await customersBrought(db, [
    ...teamPromoters.map((row) => row.id),
    ...[...codeOf.values()].map((row) => row.id),
  ]);
  const phones = new Map(
    await Promise.all(
      teamPromoters.map(async (row) => [row.id, (await findUserById(db, row.userId))?.phone ?? ''] as const),
    ),
  );
  const list = page.map((entry): TeamMember => {
    if (entry.kind === 'promoter') {
      const row = teamPromoters.find((one) => one.id === Number(entry.id)) as PromoterRow;
      return {
        kind: 'promoter',
        name: row.nickname,
        phone: hidePhone(phones.get(row.id) ?? ''),
        referralCode: row.referralCode,
        joinedAt: row.createdAt.toISOString(),
        customers: brought.get(row.id) ?? 0,
      };
    }
    const sub = subPartners.find((one) => one.id === Number(entry.id)) as PartnerRow;
    const code = codeOf.get(sub.id);
    return {
      kind: 'partner',
      name: sub.name,
      phone: hidePhone(sub.phone),
      referralCode: code?.referralCode ?? null,
      joinedAt: sub.createdAt.toISOString(),
      customers: code ? (brought.get(code.id) ?? 0) : 0,
    };
  });
  return { list, total: Number(total?.total ?? 0), currentPage: paging.currentPage, pageSize: paging.pageSize };
}
