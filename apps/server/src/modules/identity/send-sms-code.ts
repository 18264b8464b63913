import {
  type Language,
  message,
  NONCE,
  SIGNED_REQUEST_MAX_AGE_MS,
  SMS_CODE_TTL_MS,
  SMS_DAILY_CAP_PER_PHONE,
  SMS_SEND_LOCK_MS,
  type SmsPurpose,
  signRequest,
} from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { acquireLock, countHit, releaseLock, useNonce } from '../../platform/limits/limits.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { findUserByPhone, readPhone, sameHex } from './accounts.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';
import type { CaptchaSettings } from './risk-captcha-check.ts';
import { spendSlideToken } from './slide-puzzle.ts';
import {
  checkTextableNumber,
  countSmsSend,
  DEFAULT_SMS_SENDING_POLICY,
  type SmsSendingPolicy,
} from './sms-sending-policy.ts';
import { issueVerificationCode } from './verification-codes.ts';

export interface SendSmsCodeInput {
  phone: string;
  purpose: SmsPurpose;
  timestamp: number;
  nonce: string;
  signature: string;
  ip: string;
  language: Language;
  /** The token of a passed slide puzzle; needed unless `requireSlide` is false. */
  slideToken?: string | undefined;
  requireSlide: boolean;
  /** Which numbers are texted and how many an hour. */
  policy: SmsSendingPolicy;
  /** The browser asking: a slide puzzle's token is spent only by the visitor who solved it. */
  visitorId: string | undefined;
  /** The bot check (the provider, or the puzzle) and the tighter caps of sends the puzzle let through in its stead. */
  captcha?: CaptchaSettings | undefined;
}

/**
 * Whether a phone has an account shows in GET /webzhj/phone/exist and in the SMS send's answers
 * (the spec's own messages), so an address may learn it for 30 phones an hour, both calls together.
 */
export const ACCOUNT_LOOKUPS_PER_IP_PER_HOUR = DEFAULT_SMS_SENDING_POLICY.accountLookupsPerIpPerHour;
const HOUR_MS = 60 * 60 * 1000;

/** Counts one account look-up of an address; refuses past the hour's budget. */
export async function countAccountLookup(db: Db, ip: string, perHour: number): Promise<void> {
  if ((await countHit(db, `account-lookup:ip:${ip}`, HOUR_MS)) > perHour) {
    throw new AppError(429, 'tooManyRequests');
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The calendar day in Asia/Shanghai (no daylight saving), e.g. 2026-11-22. */
const businessDay = (now: number) => new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** Checks a signed call: signature, timestamp window and a nonce not seen before for this phone. */
export async function verifySignedCall(
  db: Db,
  input: { phone: string; rawPhone: string; timestamp: number; nonce: string; signature: string; code?: string },
): Promise<void> {
  if (!NONCE.test(input.nonce) || !/^[0-9a-f]{64}$/.test(input.signature)) throw new AppError(400, 'signatureInvalid');
  // The client signs the canonical phone; a client that signed what the user typed is accepted too.
  const candidates = new Set([input.phone, input.rawPhone.trim()]);
  let valid = false;
  for (const phone of candidates) {
    const expected = await signRequest({ phone, code: input.code, timestamp: input.timestamp, nonce: input.nonce });
    if (sameHex(expected, input.signature)) valid = true;
  }
  if (!valid) throw new AppError(400, 'signatureInvalid');
  if (Math.abs(Date.now() - input.timestamp) > SIGNED_REQUEST_MAX_AGE_MS) throw new AppError(400, 'requestExpired');
  if (!(await useNonce(db, `sms:${input.phone}`, input.nonce, 2 * SIGNED_REQUEST_MAX_AGE_MS))) {
    throw new AppError(400, 'requestReplayed');
  }
}

/**
 * GET /webzhj/login/vcode: sends a verification code by SMS. In order: the phone (spec messages),
 * the signed call, a passed slide puzzle (spent whatever follows), the account (registering and binding need a new phone, resetting a known one), the
 * three-minute operation lock per phone and purpose, the daily caps per phone and per IP.
 */
export async function sendSmsCode(db: Db, sms: SmsProvider, input: SendSmsCodeInput): Promise<void> {
  const phone = readPhone(input.phone);
  const block = checkTextableNumber(input.policy, phone);
  await verifySignedCall(db, { ...input, phone, rawPhone: input.phone });
  const passed = input.requireSlide ? await spendSlideToken(db, input.slideToken, input.visitorId) : undefined;
  // With a provider configured, a puzzle passed only while the provider could not be reached: a script
  // passes the puzzle, so what it may send is bounded tighter (decision 0088).
  const fallback =
    input.captcha?.provider !== undefined && passed?.byPuzzle === true ? input.captcha.fallback : undefined;

  await countAccountLookup(db, input.ip, input.policy.accountLookupsPerIpPerHour);
  const user = await findUserByPhone(db, phone);
  // a new account, or a logged-in account's new phone (bind), needs a phone no account has
  if ((input.purpose === 'register' || input.purpose === 'bind') && user) {
    throw new AppError(409, 'phoneAlreadyRegistered');
  }
  if (input.purpose === 'reset' && !user) throw new AppError(400, 'phoneNotRegistered');

  const lockKey = `sms:${input.purpose}:${phone}`;
  if (!(await acquireLock(db, lockKey, SMS_SEND_LOCK_MS))) throw new AppError(429, 'tooFrequent');

  const now = Date.now();
  const day = businessDay(now);
  await purgeExpiredSometimes(db);
  if ((await countHit(db, `sms:day:phone:${phone}:${day}`, 2 * DAY_MS)) > SMS_DAILY_CAP_PER_PHONE) {
    throw new AppError(429, 'smsDailyLimit');
  }
  if ((await countHit(db, `sms:day:ip:${input.ip}:${day}`, 2 * DAY_MS)) > input.policy.dailyCapPerIp) {
    throw new AppError(429, 'smsDailyLimit');
  }
  if (fallback) {
    if ((await countHit(db, `sms:fallback:day:ip:${input.ip}:${day}`, 2 * DAY_MS)) > fallback.smsDailyCapPerIp) {
      throw new AppError(429, 'smsDailyLimit');
    }
    if ((await countHit(db, 'sms:fallback:hour:all', HOUR_MS)) > fallback.smsHourlyCap) {
      throw new AppError(429, 'smsBusy');
    }
  }

  await countSmsSend(db, input.policy, block);

  const code = await issueVerificationCode(db, phone, input.purpose);
  try {
    await sms.send({
      phone,
      purpose: input.purpose,
      text: message(input.language, 'smsCodeText', { code }),
      template: 'verification',
      params: { code },
    });
  } catch {
    // Nothing was sent: the phone may ask again at once.
    await releaseLock(db, lockKey);
    throw new AppError(502, 'verificationCodeFetchFailed');
  }
}

export const SMS_CODE_TTL_S = SMS_CODE_TTL_MS / 1000;
