/**
 * The onboarding guide of the personal centre (POST /webzhj/guide/cfg): the first things a new
 * merchant does, in order. A user's progress is the set of steps marked done.
 */
export const GUIDE_STEPS = ['downloadApp', 'addProduct', 'addCustomer', 'recordSale', 'followOfficialAccount'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];
export type GuideProgress = Record<GuideStep, boolean>;

export function isGuideStep(value: string): value is GuideStep {
  return (GUIDE_STEPS as readonly string[]).includes(value);
}

/** Every step of the guide, true for those in `done` (other names are ignored). */
export function guideProgressOf(done: Iterable<string>): GuideProgress {
  const marked = new Set(done);
  return Object.fromEntries(GUIDE_STEPS.map((step) => [step, marked.has(step)])) as GuideProgress;
}
