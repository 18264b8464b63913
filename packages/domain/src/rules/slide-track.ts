/**
 * The drag of a slide puzzle, as the page recorded it: points of [x, y, t] (px from where the drag
 * began, ms since it began). A person's drag takes time, wavers and changes speed; a script's
 * answer comes at once, or along a ruler at one speed (issue 10: a scripted solver passed 10 of 10).
 */
export type SlideTrackPoint = readonly [x: number, y: number, t: number];

export const SLIDE_TRACK = {
  /** More points than a long drag makes at 60 events a second are not a drag. */
  maxPoints: 600,
  minPoints: 5,
  /** Faster than this no hand moves a piece across the picture; slower, the puzzle has expired anyway. */
  minDurationMs: 200,
  /**
   * The fastest the page's piece follows a hand (px per ms): a drag takes at least the piece's travel
   * at this speed, as the page animates it; 245 px, the farthest gap, at least 306 ms.
   */
  maxSpeedPxPerMs: 0.8,
  maxDurationMs: 2 * 60 * 1000,
  /** A hand strays off the line by a pixel, or changes speed by this much (coefficient of variation). */
  minSpeedVariation: 0.2,
  /** Keyboard moves: at least this many steps, over this long, none longer than Shift+arrow's. */
  minKeySteps: 2,
  minKeyDurationMs: 300,
  maxKeyStepPx: 20,
} as const;

export type SlideTrackProblem =
  | 'missing'
  | 'tooShort'
  | 'tooFast'
  | 'shorterThanTravel'
  | 'notWhereDropped'
  | 'machineLike';

/** How long the page takes to move the piece from where the track began to where it ended, at a hand's fastest. */
export function slideTravelMs(track: readonly SlideTrackPoint[]): number {
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last) return 0;
  return Math.abs(last[0] - first[0]) / SLIDE_TRACK.maxSpeedPxPerMs;
}

function speedVariation(points: readonly SlideTrackPoint[]): number {
  const speeds: number[] = [];
  for (let index = 1; index < points.length; index++) {
    const [x0, y0, t0] = points[index - 1] as SlideTrackPoint;
    const [x1, y1, t1] = points[index] as SlideTrackPoint;
    if (t1 > t0) speeds.push(Math.hypot(x1 - x0, y1 - y0) / (t1 - t0));
  }
  if (speeds.length < 2) return 0;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  if (mean === 0) return 0;
  const variance = speeds.reduce((sum, speed) => sum + (speed - mean) ** 2, 0) / speeds.length;
  return Math.sqrt(variance) / mean;
}

/**
 * Why a track is not a person's drag ending at `droppedX`, or undefined when it may be.
 * A pointer drag needs time, and either some vertical wavering or a changing speed; a keyboard drag
 * (arrow keys, for people who cannot drag) needs a few steps over some time.
 */
export function slideTrackProblem(
  input: { kind: 'pointer' | 'keys'; track: readonly SlideTrackPoint[] },
  droppedX: number,
  tolerancePx: number,
): SlideTrackProblem | undefined {
  const { track } = input;
  if (track.length === 0) return 'missing';
  const first = track[0] as SlideTrackPoint;
  const last = track.at(-1) as SlideTrackPoint;
  const durationMs = last[2] - first[2];
  if (Math.abs(last[0] - droppedX) > tolerancePx) return 'notWhereDropped';
  if (input.kind === 'keys') {
    if (track.length < SLIDE_TRACK.minKeySteps) return 'tooShort';
    // An arrow key moves the piece 2 px, with Shift 20: far needs many presses, each in the record.
    const steps = [[0, 0, first[2]] as const, ...track];
    for (let index = 1; index < steps.length; index++) {
      const delta = Math.abs((steps[index] as SlideTrackPoint)[0] - (steps[index - 1] as SlideTrackPoint)[0]);
      if (delta === 0 || delta > SLIDE_TRACK.maxKeyStepPx) return 'machineLike';
    }
    // (the keys' floor is longer than any travel across the 300 px picture: 250 px at most, 313 ms)
    return durationMs < Math.max(SLIDE_TRACK.minKeyDurationMs, slideTravelMs(track)) ? 'tooFast' : undefined;
  }
  if (track.length < SLIDE_TRACK.minPoints) return 'tooShort';
  if (durationMs < SLIDE_TRACK.minDurationMs) return 'tooFast';
  if (durationMs < slideTravelMs(track)) return 'shorterThanTravel';
  if (durationMs > SLIDE_TRACK.maxDurationMs) return 'tooShort';
  const wavers = track.some(([, y]) => Math.abs(y - first[1]) >= 1);
  if (!wavers && speedVariation(track) < SLIDE_TRACK.minSpeedVariation) return 'machineLike';
  return undefined;
}
