import { describe, expect, it } from 'vitest';
import { type SlideTrackPoint, slideTrackProblem } from './slide-track.ts';

/** A person's drag to `x`: easing in and out, wavering a pixel, over `ms`. */
function humanDrag(x: number, ms: number): SlideTrackPoint[] {
  return Array.from({ length: 30 }, (_, index) => {
    const progress = index / 29;
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    return [Math.round(x * eased), index % 7 === 3 ? 1 : 0, Math.round(ms * progress)] as const;
  });
}

/** A script's drag: a ruler at one speed. */
function rulerDrag(x: number, ms: number): SlideTrackPoint[] {
  return Array.from({ length: 12 }, (_, index) => [(x * index) / 11, 0, (ms * index) / 11] as const);
}

describe('the slide puzzle drag', () => {
  it('takes a person’s drag', () => {
    expect(slideTrackProblem({ kind: 'pointer', track: humanDrag(180, 900) }, 180, 4)).toBeUndefined();
  });

  it.each([
    ['no drag at all (an answer posted at once)', [], 'missing'],
    ['a drag that ends elsewhere than the answer', humanDrag(120, 900), 'notWhereDropped'],
    ['a drag of three points', humanDrag(180, 900).slice(-3), 'tooShort'],
    ['a drag in 50 ms', humanDrag(180, 50), 'tooFast'],
    ['a ruler at one speed', rulerDrag(180, 900), 'machineLike'],
  ] as const)('refuses %s', (_name, track, problem) => {
    expect(slideTrackProblem({ kind: 'pointer', track }, 180, 4)).toBe(problem);
  });

  it('takes arrow-key steps of 2 or 20 px over time, not all at once, and not a leap', () => {
    const steps = (ms: number): SlideTrackPoint[] =>
      Array.from({ length: 9 }, (_, index) => [20 * (index + 1), 0, (ms * index) / 8] as const);
    expect(slideTrackProblem({ kind: 'keys', track: steps(800) }, 180, 4)).toBeUndefined();
    expect(slideTrackProblem({ kind: 'keys', track: steps(40) }, 180, 4)).toBe('tooFast');
    const leaps: SlideTrackPoint[] = [
      [2, 0, 0],
      [90, 0, 300],
      [180, 0, 620],
    ];
    expect(slideTrackProblem({ kind: 'keys', track: leaps }, 180, 4)).toBe('machineLike');
  });

  it('refuses a drag shorter in time than the page takes to move the piece that far', () => {
    expect(slideTrackProblem({ kind: 'pointer', track: humanDrag(240, 320) }, 240, 4)).toBeUndefined();
    expect(slideTrackProblem({ kind: 'pointer', track: humanDrag(240, 280) }, 240, 4)).toBe('shorterThanTravel');
  });
});
