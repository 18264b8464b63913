import { ACCOUNT_LOOKUPS_PER_IP_PER_HOUR, SMS_DAILY_CAP_PER_IP } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { onFirstUse } from '../../platform/modules/on-first-use.ts';

/** The full phone metadata (number types), loaded when the first SMS is asked for (issue 13: cold start). */
const fullPhoneMetadata = onFirstUse<typeof import('libphonenumber-js/max')>('libphonenumber-js/max');

/**
 * Who may be sent an SMS, and how many an hour (issue 10, SMS pumping: premium and satellite
 * numbers, and sequential numbers of one block, cost us money for every code a bot asks for).
 */
export interface SmsSendingPolicy {
  /** Country calling codes we text (SMS_ALLOWED_COUNTRY_CODES, default 86). */
  allowedCountryCodes: readonly string[];
  /** Codes sent by the whole site in an hour (SMS_HOURLY_CAP). */
  hourlyCap: number;
  /** Codes sent to one number block (every digit but the last four) in an hour (SMS_HOURLY_CAP_PER_BLOCK). */
  hourlyCapPerBlock: number;
  /**
   * Codes one IP address may ask for in a calendar day (SMS_DAILY_CAP_PER_IP, default
   * SMS_DAILY_CAP_PER_IP of the domain: 30). Raised where many people share one address (the browser
   * journeys, a large office behind one NAT).
   */
  dailyCapPerIp: number;
  /**
   * Account look-ups (does this phone have an account: a code's send, /webzhj/phone/exist) one IP
   * address may make in an hour (ACCOUNT_LOOKUPS_PER_IP_PER_HOUR, default 30).
   */
  accountLookupsPerIpPerHour: number;
}

export const DEFAULT_SMS_SENDING_POLICY: SmsSendingPolicy = {
  allowedCountryCodes: ['86'],
  hourlyCap: 1000,
  hourlyCapPerBlock: 20,
  dailyCapPerIp: SMS_DAILY_CAP_PER_IP,
  accountLookupsPerIpPerHour: ACCOUNT_LOOKUPS_PER_IP_PER_HOUR,
};

const HOUR_MS = 60 * 60 * 1000;
/** Number types that can receive an SMS; premium-rate, shared-cost, VoIP, satellite and the rest cannot. */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** A canonical phone (13800138000 or +85291234567) as calling code and national number, or undefined. */
function numberOf(phone: string): { countryCode: string; national: string; type: string | undefined } | undefined {
  const parsed = fullPhoneMetadata().parsePhoneNumberFromString(phone.startsWith('+') ? phone : `+86${phone}`);
  if (!parsed) return undefined;
  return { countryCode: parsed.countryCallingCode, national: parsed.nationalNumber, type: parsed.getType() };
}

/**
 * Refuses a number we do not text: a country not allowed, a number of no country (satellite), or
 * not a mobile. Answers the number's block (every digit but the last four), which `countSmsSend` caps.
 */
export function checkTextableNumber(policy: SmsSendingPolicy, phone: string): string {
  const number = numberOf(phone);
  if (!number || !policy.allowedCountryCodes.includes(number.countryCode)) {
    throw new AppError(400, 'smsCountryNotSupported');
  }
  if (!number.type || !TEXTABLE_TYPES.has(number.type)) throw new AppError(400, 'smsNumberNotMobile');
  return `${number.countryCode}-${number.national.slice(0, -4)}`;
}

/** Counts one code against the site's hourly cap and its number block's; refuses past either. */
export async function countSmsSend(db: Db, policy: SmsSendingPolicy, block: string): Promise<void> {
  if ((await countHit(db, `sms:hour:block:${block}`, HOUR_MS)) > policy.hourlyCapPerBlock) {
    throw new AppError(429, 'smsBusy');
  }
  if ((await countHit(db, 'sms:hour:all', HOUR_MS)) > policy.hourlyCap) throw new AppError(429, 'smsBusy');
}
