import type { CSSProperties } from 'react';
import { landedSector, sectorDegrees, type WheelPrize, wheelTurn } from './lottery-wheel';

/** The sectors' colours, in turn; the prize list shows the same colour beside each prize. */
export const SECTOR_FILLS = [
  'fill-brand-600',
  'fill-amber-400',
  'fill-emerald-500',
  'fill-rose-400',
  'fill-sky-500',
  'fill-violet-500',
];
export const SECTOR_SWATCHES = [
  'bg-brand-600',
  'bg-amber-400',
  'bg-emerald-500',
  'bg-rose-400',
  'bg-sky-500',
  'bg-violet-500',
];

// two neighbours never share a colour, the last and the first included
export const sectorColour = (index: number, count: number): number =>
  count > 1 && index === count - 1 && index % SECTOR_FILLS.length === 0 ? 1 : index % SECTOR_FILLS.length;

const point = (degrees: number, radius = 48) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(50 + radius * Math.sin(radians)).toFixed(3)} ${(50 - radius * Math.cos(radians)).toFixed(3)}`;
};

function sectorPath(index: number, count: number): string {
  const sector = sectorDegrees(count);
  if (count === 1) return 'M50 2a48 48 0 1 1 0 96a48 48 0 1 1 0-96z';
  const large = sector > 180 ? 1 : 0;
  return `M50 50L${point(index * sector)}A48 48 0 ${large} 1 ${point((index + 1) * sector)}Z`;
}

/**
 * The lottery's picture of chance (issue 64): a wheel with a sector per prize that turns to the
 * prize the server drew and stops under the pointer. The draw itself is the server's; the words
 * of the outcome say it. A new draw turns it again; with reduced motion it stands at the outcome.
 */
export function LotteryWheel({
  prizes,
  draw,
}: {
  prizes: readonly WheelPrize[];
  draw: { won: boolean; prizeName: string; chancesLeft: number } | null;
}) {
  const landed = draw ? landedSector(prizes, draw) : null;
  const turn = landed === null ? null : wheelTurn(prizes.length, landed);
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      className="size-44 shrink-0 sm:size-52"
      data-testid="lottery-wheel"
      data-landed={landed ?? undefined}
    >
      <g
        key={draw ? `${draw.prizeName}-${draw.chancesLeft}` : 'still'}
        className={turn === null ? undefined : 'lottery-wheel-turn'}
        style={turn === null ? undefined : ({ '--wheel-turn': `${turn}deg` } as CSSProperties)}
        data-testid="lottery-wheel-sectors"
      >
        {prizes.map((_prize, index) => (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: a sector is its place on the wheel; two slots may share a name
            key={index}
            d={sectorPath(index, prizes.length)}
            className={`${SECTOR_FILLS[sectorColour(index, prizes.length)]} stroke-white`}
            strokeWidth="0.8"
          />
        ))}
        <circle cx="50" cy="50" r="8" className="fill-white" />
      </g>
      <circle cx="50" cy="50" r="48" fill="none" className="stroke-brand-900" strokeWidth="1.5" />
      <path d="M44 0h12L50 12z" className="fill-brand-900" />
    </svg>
  );
}
