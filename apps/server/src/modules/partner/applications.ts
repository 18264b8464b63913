import {
  DEFAULT_ROLE_OF_VERSION,
  hidePhone,
  type Language,
  message,
  normalizePhone,
  OPEN_APPLICATION_STATES,
  PARTNER_APPLY_LOCK_MS,
  PARTNER_CENTRE_PATH,
  PARTNER_CERTIFICATE_VALID_DAYS,
  PARTNER_LEVEL_NAME_KEYS,
  type PartnerApplication,
  type PartnerApplicationBody,
  type PartnerApplicationState,
  type PartnerLevel,
  type PartnerQualification,
  type PartnerRole,
  type PartnerStanding,
  type PartnerVersion,
  partnerApplicationProblem,
  partnerCertificateNo,
  ROLES_OF_VERSION,
} from '@tallybook/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { acquireLock, releaseLock } from '../../platform/limits/limits.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { requireSession } from '../../platform/sessions/sessions.ts';
import { consumeVerificationCode, findUserById } from '../identity/index.ts';
import { partnerApplications, partners } from './partner.tables.ts';
import { makePartnerPromoter } from './promoters.ts';
import { partnerIdOfOwnCode } from './referral-codes.ts';
import { isRegionLeaf, regionPath } from './regions.ts';

type ApplicationRow = typeof partnerApplications.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/** The outbox topic of a decided application: the applicant is texted the outcome (partner-outbox.ts). */
export const PARTNER_APPLICATION_DECIDED = 'partner.application-decided';

export const applicationShape = (row: ApplicationRow): PartnerApplication => ({
  id: row.id,
  applicantName: row.applicantName,
  phone: hidePhone(row.phone),
  companyName: row.companyName,
  regionCode: row.regionCode,
  region: regionPath(row.regionCode),
  email: row.email,
  mainNeeds: row.mainNeeds,
  version: row.version,
  state: row.state,
  reviewNote: row.reviewNote,
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export const adminApplicationShape = (row: ApplicationRow) => ({
  ...applicationShape(row),
  phone: row.phone,
  userId: row.userId,
});

export const qualificationShape = (row: PartnerRow, now = new Date()): PartnerQualification => ({
  name: row.name,
  companyName: row.companyName,
  version: row.version,
  role: row.role,
  level: row.level,
  region: regionPath(row.regionCode),
  certificateNo: row.certificateNo,
  validFrom: row.validFrom.toISOString(),
  validUntil: row.validUntil.toISOString(),
  valid: row.validFrom <= now && now < row.validUntil,
});

const lockKeyOf = (userId: number) => `partner:apply:${userId}`;

/**
 * POST /ommall/promoter/info: the logged-in user applies to become a partner (spec §3, §5). The form's
 * first problem is answered with spec §5's message; an account already approved or under review is
 * refused (spec §5); each submit takes the three-minute operation lock, given back when nothing was
 * submitted (a mistyped code does not lock the applicant out). The phone is proven with an SMS code
 * of purpose partner. Of two submits at once, the unique index of open applications keeps one.
 */
export async function submitApplication(
  db: Db,
  userId: number,
  language: Language,
  body: Required<Omit<PartnerApplicationBody, 'version' | 'partnerCode' | 'phone'>> & {
    phone?: string | undefined;
    version: PartnerVersion;
    partnerCode?: string | undefined;
  },
): Promise<PartnerApplication> {
  const account = await findUserById(db, userId);
  if (!account) throw new AppError(401, 'notLoggedIn');
  const input = {
    applicantName: body.applicantName.trim(),
    phone: body.phone === undefined ? account.phone : body.phone.trim(),
    code: body.code.trim(),
    companyName: body.companyName.trim(),
    regionCode: body.regionCode.trim(),
    email: body.email.trim(),
    mainNeeds: body.mainNeeds.trim(),
    agreed: body.agreed,
  };
  // the account's own phone was proven by its login: asking for a second code of it is friction (issue 64)
  const ownPhone = normalizePhone(input.phone) === account.phone;
  const problem = partnerApplicationProblem({ ...input, phone: ownPhone ? null : input.phone }, isRegionLeaf);
  if (problem) throw new AppError(400, problem);
  await refuseWhenApprovedOrUnderReview(db, userId);

  const lockKey = lockKeyOf(userId);
  if (!(await acquireLock(db, lockKey, PARTNER_APPLY_LOCK_MS))) throw new AppError(429, 'tooFrequent');
  const phone = normalizePhone(input.phone) as string;
  try {
    if (!ownPhone) await consumeVerificationCode(db, phone, 'partner', input.code);
    const [created] = await db
      .insert(partnerApplications)
      .values({
        userId,
        applicantName: input.applicantName,
        phone,
        companyName: input.companyName,
        regionCode: input.regionCode,
        email: input.email,
        mainNeeds: input.mainNeeds,
        version: body.version,
        // an apply link's code that is a partner's own makes that partner the parent (issue 14)
        parentPartnerId: await partnerIdOfOwnCode(db, body.partnerCode),
        language,
      })
      .returning();
    if (!created) throw new Error('the application was not written');
    return applicationShape(created);
  } catch (error) {
    await releaseLock(db, lockKey);
    if (isUniqueViolation(error)) throw new AppError(409, 'applicationAlreadySubmitted');
    throw error;
  }
}

async function refuseWhenApprovedOrUnderReview(db: Db, userId: number): Promise<void> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.userId, userId));
  if (partner) throw new AppError(409, 'applicationAlreadySubmitted');
  const [open] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(and(eq(partnerApplications.userId, userId), inArray(partnerApplications.state, OPEN_APPLICATION_STATES)));
  if (open) throw new AppError(409, 'applicationAlreadySubmitted');
}

/**
 * GET /ommall/promoter/verify: the logged-in user's partner record and latest application. Logging
 * in to one version as a partner of the other is refused (spec §6, §8: a conflicting agent role).
 */
export async function partnerStanding(db: Db, userId: number, version?: PartnerVersion): Promise<PartnerStanding> {
  const partner = await partnerOfUser(db, userId);
  if (partner && version && partner.version !== version) throw new AppError(403, 'agentRoleConflict');
  const [application] = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.userId, userId))
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  return {
    partner: partner ? { ...qualificationShape(partner), phone: hidePhone(partner.phone) } : null,
    application: application ? applicationShape(application) : null,
  };
}

async function partnerOfUser(db: Db, userId: number): Promise<PartnerRow | undefined> {
  const [partner] = await db.select().from(partners).where(eq(partners.userId, userId));
  return partner;
}

/** The logged-in user's partner record; 403 for an account that is not a partner. */
export async function requirePartner(db: Db, userId: number): Promise<PartnerRow> {
  const partner = await partnerOfUser(db, userId);
  if (!partner) throw new AppError(403, 'notAPartner');
  return partner;
}

/** The partner making a request: 401 without a session, 403 for an account that is not a partner. */
export async function requestingPartner(db: Db, request: FastifyRequest): Promise<PartnerRow> {
  return requirePartner(db, (await requireSession(db, request)).userId);
}

/** The back office's list of applications, of one state or all, newest first. */
export async function listApplications(
  db: Db,
  query: { state?: PartnerApplicationState; page: number; page_size: number },
) {
  const where = query.state ? eq(partnerApplications.state, query.state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerApplications)
      .where(where)
      .orderBy(desc(partnerApplications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(partnerApplications).where(where),
  ]);
  return {
    list: rows.map(adminApplicationShape),
    total: total?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

async function openApplication(db: Db, id: number): Promise<ApplicationRow> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id)).for('update');
  if (!row) throw new AppError(404, 'partnerApplicationNotFound', { ref: id });
  if (!OPEN_APPLICATION_STATES.includes(row.state)) throw new AppError(409, 'partnerApplicationNotOpen');
  return row;
}

/** An operator takes a submitted application up: submitted → under review (spec §4). */
export async function startReview(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    if (row.state === 'underReview') return adminApplicationShape(row);
    const [updated] = await tx
      .update(partnerApplications)
      .set({ state: 'underReview' })
      .where(eq(partnerApplications.id, id))
      .returning();
    return adminApplicationShape(updated as ApplicationRow);
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An operator approves an open application at a level (and a role of its version): the applicant
 * becomes a partner with an authorisation certificate valid PARTNER_CERTIFICATE_VALID_DAYS, and is
 * texted the outcome through the outbox, in the same transaction. Deciding twice is refused.
 */
export async function approveApplication(
  db: Db,
  id: number,
  decision: { level: PartnerLevel; role?: PartnerRole },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await openApplication(tx, id);
    const role = decision.role ?? DEFAULT_ROLE_OF_VERSION[row.version];
    if (!ROLES_OF_VERSION[row.version].includes(role)) throw new AppError(400, 'partnerRoleNotOfVersion');
    const [updated] = await tx
      .update(partnerApplications)
      .set({ state: 'approved', reviewedAt: now })
      .where(eq(partnerApplications.id, id))
      .returning();
    let partnerId: number;
    try {
      const [partner] = await tx
        .insert(partners)
        .values({
          userId: row.userId,
          applicationId: row.id,
          version: row.version,
          role,
          level: decision.level,
          name: row.applicantName,
          companyName: row.companyName,
          phone: row.phone,
          regionCode: row.regionCode,
          parentPartnerId: row.parentPartnerId,
          certificateNo: partnerCertificateNo(row.version, now.getUTCFullYear(), row.id),
          validFrom: now,
          validUntil: new Date(now.getTime() + PARTNER_CERTIFICATE_VALID_DAYS * DAY_MS),
        })
        .returning({ id: partners.id });
      partnerId = (partner as { id: number }).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'applicationAlreadySubmitted');
      throw error;
    }
    await makePartnerPromoter(tx, { id: partnerId, userId: row.userId, name: row.applicantName });
    await enqueue(tx, {
      topic: PARTNER_APPLICATION_DECIDED,
      payload: { applicationId: row.id },
      dedupeKey: `${PARTNER_APPLICATION_DECIDED}:${row.id}`,
    });
    return { ...adminApplicationShape(updated as ApplicationRow), partnerId };
  });
}

/** An operator rejects an open application with a reason, texted to the applicant, who may apply again. */
export async function rejectApplication(db: Db, id: number, reason: string, now = new Date()) {
  const note = reason.trim();
  if (!note) throw new AppError(400, 'rejectReasonRequired');
  return db.transaction(async (tx) => {
    await openApplication(tx, id);
    const [updated] = await tx
      .update(partnerApplications)
      .set({ state: 'rejected', reviewNote: note, reviewedAt: now })
      .where(eq(partnerApplications.id, id))
      .returning();
    await enqueue(tx, {
      topic: PARTNER_APPLICATION_DECIDED,
      payload: { applicationId: id },
      dedupeKey: `${PARTNER_APPLICATION_DECIDED}:${id}`,
    });
    return adminApplicationShape(updated as ApplicationRow);
  });
}

/**
 * The text of a decided application's SMS, in the language the applicant applied in; an approval
 * carries the partner centre's address on `origin` (PUBLIC_URL, issue 64), in that language.
 */
export function decisionText(row: ApplicationRow, level: PartnerLevel | undefined, origin: string) {
  const language = row.language as Language;
  if (row.state === 'approved' && level) {
    const params = {
      name: row.applicantName,
      level: message(language, PARTNER_LEVEL_NAME_KEYS[level]),
      link: `${origin}${PARTNER_CENTRE_PATH}?lang=${language}`,
    };
    return { template: 'partnerApproved' as const, params, text: message(language, 'partnerApprovedSms', params) };
  }
  const reason = row.reviewNote ?? '';
  return {
    template: 'partnerRejected' as const,
    params: { name: row.applicantName, reason },
    text: message(language, 'partnerRejectedSms', { name: row.applicantName, reason }),
  };
}
