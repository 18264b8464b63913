import { randomUUID } from 'node:crypto';
import { CAPTCHA_HOURLY_CAP_PER_IP, CAPTCHA_TTL_MS } from '@tallybook/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { sameHex, sha256 } from './accounts.ts';
import { captchas } from './identity.tables.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How an answer is kept: hashed with its captcha's id, case-insensitive. */
export const captchaAnswerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** GET /webzhj/authcode: a new graphic captcha (an SVG of four characters), rate-limited per IP. */
export async function issueCaptcha(db: Database, ip: string): Promise<{ captchaId: string; svg: string }> {
  if ((await countHit(db, `captcha:ip:${ip}`, HOUR_MS)) > CAPTCHA_HOURLY_CAP_PER_IP) {
    throw new AppError(429, 'tooManyRequests');
  }
  await purgeExpiredSometimes(db);
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', width: 120, height: 40 });
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: captchaAnswerHash(captchaId, text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, svg: data };
}

/** Spends the captcha (one try, right or wrong) and tells whether the answer was right. */
export async function solveCaptcha(db: Database, captchaId: string, answer: string): Promise<boolean> {
  const [spent] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.consumedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  return spent !== undefined && sameHex(spent.answerHash, captchaAnswerHash(captchaId, answer));
}
