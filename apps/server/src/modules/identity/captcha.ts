import { randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA_HOURLY_CAP_PER_IP, CAPTCHA_TTL_MS } from '@tallybook/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { sameHex, sha256 } from './accounts.ts';
import { captchas } from './identity.tables.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';

const HOUR_MS = 60 * 60 * 1000;

/** How an answer is kept: hashed with its captcha's id, case-insensitive. */
export const captchaAnswerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 40;

/**
 * The captcha as a picture: svg-captcha draws each character as a path of its font, which a script
 * reads back by matching the path's shape (issue 10: 10 of 10). Drawn to pixels, with a second layer
 * of noise, and wrapped in an SVG image so that the page shows it as before, no path is left to match.
 */
async function captchaPicture(svg: string): Promise<string> {
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(0, 360)},50%,55%)" stroke-width="1"/>`;
  }).join('');
  const layered = svg.replace('</svg>', `${noise}</svg>`);
  const { default: sharp } = await import('sharp');
  const png = await sharp(Buffer.from(layered)).png().toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}" role="img"><image width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}

/**
 * GET /webzhj/authcode: a new graphic captcha (a picture of four characters) for this visitor only,
 * rate-limited per IP.
 */
export async function issueCaptcha(
  db: Db,
  ip: string,
  visitorId: string,
  hourlyCapPerIp = CAPTCHA_HOURLY_CAP_PER_IP,
): Promise<{ captchaId: string; svg: string }> {
  if ((await countHit(db, `captcha:ip:${ip}`, HOUR_MS)) > hourlyCapPerIp) {
    throw new AppError(429, 'tooManyRequests');
  }
  await purgeExpiredSometimes(db);
  // loaded with the first captcha, not with the server (its cold start, issue 13)
  const { default: svgCaptcha } = await import('svg-captcha');
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  });
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: captchaAnswerHash(captchaId, text),
    visitorId,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, svg: await captchaPicture(data) };
}

/** Spends the captcha (one try, right or wrong, by the visitor it was drawn for) and tells whether the answer was right. */
export async function solveCaptcha(
  db: Db,
  captchaId: string,
  answer: string,
  visitorId: string | undefined,
): Promise<boolean> {
  const [spent] = await db
    .update(captchas)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(captchas.id, captchaId),
        eq(captchas.visitorId, visitorId ?? ''),
        isNull(captchas.consumedAt),
        gt(captchas.expiresAt, new Date()),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  return spent !== undefined && sameHex(spent.answerHash, captchaAnswerHash(captchaId, answer));
}
