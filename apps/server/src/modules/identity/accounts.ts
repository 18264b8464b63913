import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_PACK_ORIGIN,
  hidePhone,
  isTransformedPassword,
  type LicenceInfo,
  normalizePhone,
  phoneProblem,
  REGISTER_ORIGIN,
  REGISTER_ORIGIN_WITH_DEVICE,
  SESSION_TTL_MS,
  summariseLicences,
  type UserInfo,
} from '@tallybook/domain';
import argon2 from 'argon2';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { boundedWork } from '../../platform/hashing/bounded-work.ts';
import { AppError } from '../../platform/http/envelope.ts';
import {
  createSession,
  destroySession,
  readSession,
  type Session,
  setSessionCookie,
} from '../../platform/sessions/sessions.ts';
import { users } from './identity.tables.ts';

export type User = typeof users.$inferSelect;

/** Licences of a user (the mall supplies them through identity's index.ts; none until it exists). */
export type LicencesOf = (userId: number) => Promise<LicenceInfo[]>;
export const noLicences: LicencesOf = async () => [];

/**
 * Told when an account is created; identity knows no more. `inTransaction` runs in the account's
 * own transaction (the app makes the merchant's tenant and queues the welcome there, so an account
 * never exists without them); `afterCommit` runs once it is committed (delivering the welcome now).
 */
export interface OnUserCreated {
  inTransaction(tx: Db, userId: number, registration: Registration): Promise<void>;
  afterCommit?(userId: number): Promise<void>;
}

/** The canonical phone of an input, or 400 with the spec's message (empty / format incorrect). */
export function readPhone(raw: string): string {
  const problem = phoneProblem(raw);
  if (problem) throw new AppError(400, problem);
  return normalizePhone(raw) as string;
}

/** A transformed password (64 hex), or 400. */
export function readTransformedPassword(value: string): string {
  if (!isTransformedPassword(value)) throw new AppError(400, 'passwordFormat');
  return value;
}

// OWASP's argon2id setting: 19 MiB, two passes, one lane.
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every argon2 computation of the process goes through this line: two at a time (one core each,
 * leaving the event loop its own), 32 waiting, the rest refused at once (issue 10: a login burst
 * took /healthz from 2 to 41 ms).
 */
export const passwordHashing = boundedWork({ concurrency: 2, maxWaiting: 32 });

export const hashPassword = (transformed: string) =>
  passwordHashing.run(() => argon2.hash(transformed, ARGON2_OPTIONS));

let dummyHash: Promise<string> | undefined;

/** True when the transformed password matches; costs the same when there is no hash to match. */
export async function verifyPassword(hash: string | null | undefined, transformed: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('0'.repeat(64));
    const dummy = await dummyHash;
    await passwordHashing.run(() => argon2.verify(dummy, transformed));
    return false;
  }
  return passwordHashing.run(async () => {
    try {
      return await argon2.verify(hash, transformed);
    } catch {
      return false;
    }
  });
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function findUserByPhone(db: Db, phone: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone));
  return user;
}

/**
 * Every account's phone and registration channel (pack_origin), as a relation another module's
 * statement may join on `user_id` (decision 0028).
 */
export const userAccountsRelation = (): SQL =>
  sql`(select ${users.id} as user_id, ${users.phone} as phone, ${users.packOrigin} as pack_origin,
              ${users.createdAt} as user_created_at from ${users})`;

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The campaign, invite and ad click a registration came with (issue 16), kept by the merchant's attribution record. */
interface CampaignOrigin {
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  utmContent?: string | undefined;
  inviteCode?: string | undefined;
  /** The invite programme the link named (decision 0046): tallybook when absent. */
  inviteProgramme?: string | undefined;
  adClickToken?: string | undefined;
}

/**
 * What the new account's registration carried beyond the account itself: a partner's referral code,
 * and where the account came from (its channel and origin as stored, and the campaign fields).
 */
export interface Registration extends CampaignOrigin, ReturnType<typeof readAttribution> {
  promoterCode?: string | undefined;
}

export interface Attribution extends CampaignOrigin {
  utmTerm?: string | undefined;
  pack_origin?: string | undefined;
  origin?: number | undefined;
  deviceCode?: string | undefined;
}

/** spec §5: pack_origin defaults to site; origin is 6, or 506 with a device code when pack_origin has a space. */
export function readAttribution(input: Attribution) {
  const packOrigin = input.pack_origin?.trim() || DEFAULT_PACK_ORIGIN;
  const fallback = packOrigin.includes(' ') ? REGISTER_ORIGIN_WITH_DEVICE : REGISTER_ORIGIN;
  const origin =
    input.origin === REGISTER_ORIGIN || input.origin === REGISTER_ORIGIN_WITH_DEVICE ? input.origin : fallback;
  return {
    packOrigin,
    origin,
    utmTerm: input.utmTerm?.trim() || null,
    deviceCode: input.deviceCode?.trim() || null,
  };
}

/** Creates an account; undefined when the phone has one already (however many register at once). */
export async function createUser(
  db: Db,
  input: { phone: string; passwordHash: string | null; promoterCode?: string | undefined } & Attribution,
  onUserCreated?: OnUserCreated,
): Promise<User | undefined> {
  const origin = readAttribution(input);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        phone: input.phone,
        passwordHash: input.passwordHash,
        kdUid: randomUUID().replaceAll('-', ''),
        ...origin,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    if (created && onUserCreated)
      await onUserCreated.inTransaction(tx, created.id, {
        ...origin,
        utmSource: input.utmSource,
        utmMedium: input.utmMedium,
        utmCampaign: input.utmCampaign,
        utmContent: input.utmContent,
        inviteCode: input.inviteCode,
        inviteProgramme: input.inviteProgramme,
        adClickToken: input.adClickToken,
        promoterCode: input.promoterCode?.trim() || undefined,
      });
    return created;
  });
  if (user && onUserCreated?.afterCommit) await onUserCreated.afterCommit(user.id);
  return user;
}

/** spec §3: the user info the web keeps, with the licence summary. */
export async function userInfoOf(user: User, kdToken: string, licencesOf: LicencesOf): Promise<UserInfo> {
  const licences = await licencesOf(user.id);
  return {
    phone: user.phone,
    phoneHide: hidePhone(user.phone),
    kdUid: user.kdUid,
    kdToken,
    nickname: user.nickname,
    ...summariseLicences(licences),
    licences,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Logs the browser in as `user`: the session it had (if any) ends and a new one starts, so a
 * session id planted before login is worthless after it.
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  licencesOf: LicencesOf,
): Promise<UserInfo> {
  const previous = await readSession(db, request);
  if (previous) await destroySession(db, previous.id);
  const issued = await createSession(db, user.id, SESSION_TTL_MS);
  setSessionCookie(request, reply, issued);
  return userInfoOf(user, issued.kdToken, licencesOf);
}

/** The user of a session, or 401 when the account is gone. */
export async function userOfSession(db: Db, session: Session): Promise<User> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new AppError(401, 'notLoggedIn');
  return user;
}
