import { describe, expect, it } from 'vitest';
import { landedSector, sectorDegrees, wheelTurn } from './lottery-wheel';

const prizes = [
  { name: '¥10 off', kind: 'coupon' },
  { name: 'Thanks for taking part', kind: 'nothing' },
  { name: '¥50 off', kind: 'coupon' },
  { name: 'Try again', kind: 'nothing' },
] as const;

/** Where the middle of `index` sits after the turn, measured clockwise from the pointer (0 = under it). */
const underPointer = (count: number, index: number) =>
  (index * sectorDegrees(count) + sectorDegrees(count) / 2 + wheelTurn(count, index)) % 360;

describe('the lottery wheel stops where the server drew', () => {
  it('lands on the prize that was won, by its name', () => {
    expect(landedSector(prizes, { won: true, prizeName: '¥50 off' })).toBe(2);
  });

  it('lands on the first "nothing" slot when nothing was won', () => {
    expect(landedSector(prizes, { won: false, prizeName: '' })).toBe(1);
  });

  it('stays still when no sector is the outcome', () => {
    expect(landedSector(prizes, { won: true, prizeName: 'A prize removed since' })).toBeNull();
    expect(
      landedSector(
        prizes.filter((p) => p.kind === 'coupon'),
        { won: false, prizeName: '' },
      ),
    ).toBeNull();
  });

  it.each([
    [4, 0],
    [4, 2],
    [4, 3],
    [6, 5],
    [1, 0],
  ])(
    'turns whole times and brings the middle of the sector under the pointer (%i sectors, sector %i)',
    (count, index) => {
      expect(underPointer(count, index)).toBe(0);
      expect(wheelTurn(count, index)).toBeGreaterThanOrEqual(5 * 360);
    },
  );
});
