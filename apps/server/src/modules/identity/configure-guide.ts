import { type GuideProgress, type GuideStep, guideProgressOf, isGuideStep } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { guideSteps } from './identity.tables.ts';

/** Marks a step of the user's onboarding guide done (once; marking it again changes nothing). */
export async function markGuideStep(db: Db, userId: number, step: GuideStep): Promise<void> {
  await db.insert(guideSteps).values({ userId, step }).onConflictDoNothing();
}

/**
 * POST /webzhj/guide/cfg: with a key, marks that step of the user's onboarding guide done, or not
 * done with `done: false`; answers the whole guide either way.
 */
export async function configureGuide(
  db: Db,
  userId: number,
  input: { key?: string | undefined; done?: boolean | undefined } | undefined,
): Promise<GuideProgress> {
  if (input?.key !== undefined) {
    const key = input.key.trim();
    if (!isGuideStep(key)) throw new AppError(400, 'guideStepUnknown', { key });
    if (input.done === false) {
      await db.delete(guideSteps).where(and(eq(guideSteps.userId, userId), eq(guideSteps.step, key)));
    } else {
      await markGuideStep(db, userId, key);
    }
  }
  const rows = await db.select({ step: guideSteps.step }).from(guideSteps).where(eq(guideSteps.userId, userId));
  return guideProgressOf(rows.map((row) => row.step));
}
