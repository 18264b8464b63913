import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { SLIDE_PUZZLE, SLIDE_TOKEN_TTL_MS, type slideAnswerBody, slideTrackProblem } from '@tallybook/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { sha256 } from './accounts.ts';
import { slideChallenges } from './identity.tables.ts';
import { issueProofOfWork, type ProofOfWorkSecrets, proofOfWorkValid } from './proof-of-work.ts';
import { purgeExpiredSometimes } from './purge-expired.ts';
import { passedByPuzzle } from './risk-captcha-check.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long a drag's track is remembered, so that the same track is not taken twice. */
const TRACK_MEMORY_MS = 24 * HOUR_MS;
const { width, height, piece, tolerancePx, ttlMs } = SLIDE_PUZZLE;

/** A random picture of soft shapes: nothing in it tells where the piece was cut. */
function backgroundSvg(): string {
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 14 }, () => {
    const x = randomInt(0, width);
    const y = randomInt(0, height);
    const r = randomInt(12, 48);
    const h = (hue + randomInt(-60, 60) + 360) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h},${randomInt(45, 80)}%,${randomInt(40, 70)}%)" fill-opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,75%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,45%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
}

/** The piece's outline: a square with a round tab on its right and top. */
const pieceOutline = (
  fill: string,
  extra = '',
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}">
  <path d="M4 10 H${piece / 2 - 6} A6 6 0 0 1 ${piece / 2 + 6} 10 H${piece - 10} V${piece / 2 - 6} A6 6 0 0 1 ${piece - 10} ${piece / 2 + 6} V${piece - 4} H4 Z" fill="${fill}" ${extra}/></svg>`;

export interface SlideChallenge {
  /** The proof of work the page solves before it answers (an ALTCHA challenge). */
  pow: { parameters: Record<string, unknown>; signature?: string | undefined };
  challengeId: string;
  /** PNG data URLs: the picture with the hole, and the piece to slide. */
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
  expiresInSeconds: number;
}

async function powOf(secrets: ProofOfWorkSecrets, challengeId: string): Promise<SlideChallenge['pow']> {
  const challenge = await issueProofOfWork(secrets, challengeId, ttlMs);
  return { parameters: { ...challenge.parameters }, signature: challenge.signature };
}

/**
 * GET /webzhj/slidevalid: a new puzzle for this visitor, with its proof of work; the piece's x offset
 * stays on the server.
 */
export async function issueSlideChallenge(
  db: Db,
  input: { ip: string; visitorId: string; pow: ProofOfWorkSecrets; hourlyCapPerIp: number },
): Promise<SlideChallenge> {
  const { ip } = input;
  if ((await countHit(db, `slide:ip:${ip}`, HOUR_MS)) > input.hourlyCapPerIp)
    throw new AppError(429, 'tooManyRequests');
  await purgeExpiredSometimes(db);
  const x = randomInt(piece + 10, width - piece - 5);
  const y = randomInt(5, height - piece - 5);
  // loaded with the first puzzle, not with the server (its cold start, issue 13)
  const { default: sharp } = await import('sharp');
  const picture = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const mask = await sharp(Buffer.from(pieceOutline('#fff')))
    .png()
    .toBuffer();
  const cut = await sharp(picture)
    .extract({ left: x, top: y, width: piece, height: piece })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const pieceImage = await sharp(cut)
    .composite([{ input: Buffer.from(pieceOutline('none', 'stroke="#fff" stroke-width="2"')), blend: 'over' }])
    .png()
    .toBuffer();
  const hole = Buffer.from(pieceOutline('rgba(0,0,0,0.45)', 'stroke="rgba(255,255,255,0.8)" stroke-width="1"'));
  const background = await sharp(picture)
    .composite([{ input: hole, left: x, top: y }])
    .png()
    .toBuffer();
  const challengeId = randomUUID();
  await db
    .insert(slideChallenges)
    .values({ id: challengeId, offsetX: x, visitorId: input.visitorId, expiresAt: new Date(Date.now() + ttlMs) });
  return {
    challengeId,
    pow: await powOf(input.pow, challengeId),
    background: `data:image/png;base64,${background.toString('base64')}`,
    piece: `data:image/png;base64,${pieceImage.toString('base64')}`,
    pieceY: y,
    width,
    height,
    expiresInSeconds: ttlMs / 1000,
  };
}

/**
 * POST /webzhj/slidevalid: one answer per puzzle, by the visitor it was issued to, with its proof of
 * work solved and a drag a person could have made (`slideTrackProblem`), not one answered before. Within ±4 px it answers a
 * single-use token that an SMS send needs; otherwise "slide verification failed (n)", n the failures
 * of this IP in the hour. Why an answer failed is not told: that would teach a script.
 */
export async function answerSlideChallenge(
  db: Db,
  input: z.output<typeof slideAnswerBody> & {
    ip: string;
    visitorId: string | undefined;
    powSecrets: ProofOfWorkSecrets;
  },
): Promise<{ slideToken: string }> {
  // A person never drags the same track twice to the millisecond; a script that replays a recorded
  // (or computed) drag does. Every track answered is remembered a day, refused the second time.
  const replayed =
    input.track.length > 0 &&
    (await countHit(db, `slide-track:${sha256(JSON.stringify([input.input, input.track]))}`, TRACK_MEMORY_MS)) > 1;
  const humanLike =
    !replayed &&
    input.visitorId !== undefined &&
    slideTrackProblem({ kind: input.input, track: input.track }, input.x, tolerancePx) === undefined &&
    (await proofOfWorkValid(input.powSecrets, input.pow, input.challengeId));
  const [answered] = await db
    .update(slideChallenges)
    .set({ answeredAt: new Date() })
    .where(
      and(
        eq(slideChallenges.id, input.challengeId),
        eq(slideChallenges.visitorId, input.visitorId ?? ''),
        isNull(slideChallenges.answeredAt),
        gt(slideChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ offsetX: slideChallenges.offsetX, expiresAt: slideChallenges.expiresAt });
  // A drag cannot have taken longer than the puzzle has been out (a script's made-up timings need real waiting).
  const shownMs = answered ? Date.now() - (answered.expiresAt.getTime() - ttlMs) : 0;
  const dragMs = (input.track.at(-1)?.[2] ?? 0) - (input.track[0]?.[2] ?? 0);
  if (!answered || !humanLike || dragMs > shownMs || Math.abs(answered.offsetX - input.x) > tolerancePx) {
    const count = await countHit(db, `slide-fail:ip:${input.ip}`, HOUR_MS);
    throw new AppError(400, 'slideVerificationFailed', { count });
  }
  const slideToken = randomBytes(32).toString('base64url');
  await db
    .update(slideChallenges)
    .set({ passTokenHash: sha256(slideToken) })
    .where(eq(slideChallenges.id, input.challengeId));
  return { slideToken };
}

/**
 * Spends a passed puzzle's token (an SMS send needs one), only by the visitor who solved it:
 * 428 "complete the slide verification first". Tells whether the puzzle earned it (not the provider's captcha).
 */
export async function spendSlideToken(
  db: Db,
  slideToken: string | undefined,
  visitorId: string | undefined,
): Promise<{ byPuzzle: boolean }> {
  if (!slideToken || !visitorId) throw new AppError(428, 'slideVerificationFirst');
  const [spent] = await db
    .update(slideChallenges)
    .set({ passUsedAt: new Date() })
    .where(
      and(
        eq(slideChallenges.passTokenHash, sha256(slideToken)),
        eq(slideChallenges.visitorId, visitorId),
        isNull(slideChallenges.passUsedAt),
        gt(slideChallenges.answeredAt, new Date(Date.now() - SLIDE_TOKEN_TTL_MS)),
      ),
    )
    .returning({ offsetX: slideChallenges.offsetX });
  if (!spent) throw new AppError(428, 'slideVerificationFirst');
  return { byPuzzle: passedByPuzzle(spent.offsetX) };
}
