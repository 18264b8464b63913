import { randomBytes, randomUUID } from 'node:crypto';
import { CAPTCHA_HOURLY_CAP_PER_IP } from '@tallybook/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaFallbackCaps } from '../../platform/captcha/captcha-config.ts';
import type { RiskCaptcha } from '../../platform/captcha/risk-captcha.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { acquireLock, countHit, lockHeld } from '../../platform/limits/limits.ts';
import { sha256 } from './accounts.ts';
import { slideChallenges } from './identity.tables.ts';

/** The bot check before SMS sends: the provider's risk captcha where one is configured, our puzzle otherwise. */
export interface CaptchaSettings {
  /** The provider (CAPTCHA_PROVIDER); undefined: the slide puzzle is the check (the sandbox). */
  provider: RiskCaptcha | undefined;
  /** Puzzles, graphic captchas and provider checks one address may ask for in an hour (CAPTCHA_HOURLY_CAP_PER_IP). */
  hourlyCapPerIp: number;
  /** The SMS caps of sends after the puzzle while the provider cannot be reached. */
  fallback: CaptchaFallbackCaps;
}

export const DEFAULT_CAPTCHA_SETTINGS: CaptchaSettings = {
  provider: undefined,
  hourlyCapPerIp: CAPTCHA_HOURLY_CAP_PER_IP,
  fallback: { smsHourlyCap: 100, smsDailyCapPerIp: 5 },
};

const HOUR_MS = 60 * 60 * 1000;
/** After the provider could not be reached, the puzzle stands in this long for everyone (every process). */
export const PROVIDER_OUTAGE_MS = 10 * 60 * 1000;
const OUTAGE_KEY = 'captcha:provider-unreachable';
/** The offset of a pass row that no puzzle made: the provider's captcha was passed. */
const PROVIDER_PASS_OFFSET = -1;

/** Whether the slide puzzle is the check now: no provider, or the provider could not be reached lately. */
export async function puzzleStandsIn(db: Db, settings: CaptchaSettings): Promise<boolean> {
  return settings.provider === undefined || (await lockHeld(db, OUTAGE_KEY));
}

/** Refuses the puzzle while a reachable provider is the check: a script must not go round it. */
export async function refusePuzzleUnlessStandingIn(db: Db, settings: CaptchaSettings): Promise<void> {
  if (!(await puzzleStandsIn(db, settings))) throw new AppError(409, 'captchaUseProvider');
}

/** GET /webzhj/captcha: which check the page shows before an SMS send. */
export async function captchaKind(
  db: Db,
  settings: CaptchaSettings,
): Promise<{ kind: 'puzzle' } | { kind: 'tencent'; appId: string }> {
  const { provider } = settings;
  if (!provider || (await puzzleStandsIn(db, settings))) return { kind: 'puzzle' };
  return { kind: provider.provider, appId: provider.appId };
}

/**
 * POST /webzhj/captcha: the provider's ticket, checked by the provider for this address. Passed: a
 * single-use token for one SMS send, as a passed puzzle gives. Refused: "verification failed (n)".
 * The provider unreachable: logged, the puzzle stands in for everyone for 10 minutes, and the page is
 * told to show it (409 captchaUsePuzzle).
 */
export async function passRiskCaptcha(
  db: Db,
  settings: CaptchaSettings,
  input: { ticket: string; randstr: string; ip: string; visitorId: string | undefined; log: FastifyBaseLogger },
): Promise<{ slideToken: string }> {
  const { provider } = settings;
  if (!provider) throw new AppError(409, 'captchaUsePuzzle');
  if ((await countHit(db, `captcha-check:ip:${input.ip}`, HOUR_MS)) > settings.hourlyCapPerIp) {
    throw new AppError(429, 'tooManyRequests');
  }
  if (!input.visitorId || !input.ticket || !input.randstr) {
    throw new AppError(400, 'slideVerificationFailed', {
      count: await countHit(db, `slide-fail:ip:${input.ip}`, HOUR_MS),
    });
  }
  const verdict = await provider.verify({ ticket: input.ticket, randstr: input.randstr, userIp: input.ip });
  if (verdict.outcome === 'unreachable') {
    await acquireLock(db, OUTAGE_KEY, PROVIDER_OUTAGE_MS);
    input.log.warn(
      { provider: provider.provider, reason: verdict.reason, fallbackMinutes: PROVIDER_OUTAGE_MS / 60_000 },
      'captcha provider unreachable: the slide puzzle stands in, SMS sends after it have the tighter caps',
    );
    throw new AppError(409, 'captchaUsePuzzle');
  }
  if (verdict.outcome === 'refused') {
    input.log.info({ provider: provider.provider, reason: verdict.reason }, 'captcha ticket refused');
    throw new AppError(400, 'slideVerificationFailed', {
      count: await countHit(db, `slide-fail:ip:${input.ip}`, HOUR_MS),
    });
  }
  const slideToken = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(slideChallenges).values({
    id: randomUUID(),
    offsetX: PROVIDER_PASS_OFFSET,
    visitorId: input.visitorId,
    expiresAt: now,
    answeredAt: now,
    passTokenHash: sha256(slideToken),
  });
  return { slideToken };
}

/** How a spent token was earned: the provider's captcha, or the puzzle. */
export const passedByPuzzle = (offsetX: number) => offsetX !== PROVIDER_PASS_OFFSET;
