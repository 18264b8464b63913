/** A prize as the wheel needs it: what it is called and whether it is the "nothing" slot. */
export interface WheelPrize {
  name: string;
  kind: 'coupon' | 'nothing';
}

/** Whole turns the wheel makes before it stops: enough to read as chance, not so many it drags. */
export const WHEEL_TURNS = 5;

/** The degrees of each of `count` equal sectors. */
export const sectorDegrees = (count: number): number => 360 / Math.max(count, 1);

/**
 * The sector the server's draw landed on: the prize it named when it won, else the first
 * "nothing" slot; null when the wheel has no such sector (it then stays still).
 */
export function landedSector(prizes: readonly WheelPrize[], draw: { won: boolean; prizeName: string }): number | null {
  const index = draw.won
    ? prizes.findIndex((prize) => prize.kind !== 'nothing' && prize.name === draw.prizeName)
    : prizes.findIndex((prize) => prize.kind === 'nothing');
  return index < 0 ? null : index;
}

/**
 * How far the wheel turns (clockwise, degrees) so that the middle of sector `index` stops under
 * the pointer at the top. Sector 0 starts at the top and the sectors follow clockwise.
 */
export function wheelTurn(count: number, index: number): number {
  const sector = sectorDegrees(count);
  return WHEEL_TURNS * 360 + (360 - (index * sector + sector / 2));
}
