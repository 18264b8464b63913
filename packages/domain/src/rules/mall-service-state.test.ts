import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceState } from './mall-service-state.ts';

const at = (iso: string) => new Date(iso);
const state = (now: string, expiresAt: string | null, purchased = true) =>
  serviceState({ purchased, expiresAt: expiresAt === null ? null : at(expiresAt), now: at(now) });

describe('serviceState', () => {
  it('is unpaid when the service was never bought', () => {
    expect(state('2026-03-10T02:00:00Z', null, false)).toBe('unpaid');
    expect(state('2026-03-10T02:00:00Z', '2027-03-10T02:00:00Z', false)).toBe('unpaid');
  });

  it('is expired from the instant of expiry', () => {
    expect(state('2026-03-10T02:00:00Z', '2026-03-10T02:00:00Z')).toBe('expired');
    expect(state('2026-03-10T02:00:00Z', '2026-03-10T01:59:59Z')).toBe('expired');
    expect(state('2026-03-10T02:00:00Z', '2026-03-10T02:00:01Z')).toBe('expiring_this_month');
  });

  it('is expiring this month, next month, or in service further out', () => {
    expect(state('2026-03-10T02:00:00Z', '2026-03-25T02:00:00Z')).toBe('expiring_this_month');
    expect(state('2026-03-10T02:00:00Z', '2026-04-30T02:00:00Z')).toBe('expiring_next_month');
    expect(state('2026-03-10T02:00:00Z', '2026-05-01T02:00:00Z')).toBe('in_service');
    expect(state('2026-03-10T02:00:00Z', '2027-03-10T02:00:00Z')).toBe('in_service');
  });

  it('counts months in UTC+8: 23:59 on 31 March in Shanghai is still March', () => {
    // now: 1 March 08:00 UTC+8; expiry 23:59 UTC+8 on 31 March = 15:59 UTC on 31 March
    expect(state('2026-03-01T00:00:00Z', '2026-03-31T15:59:00Z')).toBe('expiring_this_month');
    // 00:00 UTC+8 on 1 April is 16:00 UTC on 31 March: April in Shanghai though March in UTC
    expect(state('2026-03-01T00:00:00Z', '2026-03-31T16:00:00Z')).toBe('expiring_next_month');
  });

  it('takes the current month in UTC+8 too', () => {
    // 16:30 UTC on 31 March is 00:30 on 1 April in Shanghai: an expiry in May is next month
    expect(state('2026-03-31T16:30:00Z', '2026-05-10T02:00:00Z')).toBe('expiring_next_month');
    // 15:59 UTC on 31 March is 23:59 on 31 March in Shanghai: May is two months ahead
    expect(state('2026-03-31T15:59:00Z', '2026-05-10T02:00:00Z')).toBe('in_service');
  });

  it('counts January as the month after December', () => {
    expect(state('2026-12-15T02:00:00Z', '2027-01-20T02:00:00Z')).toBe('expiring_next_month');
    expect(state('2026-12-15T02:00:00Z', '2026-12-31T15:59:59Z')).toBe('expiring_this_month');
    // 00:00 UTC+8 on 1 January 2027
    expect(state('2026-12-15T02:00:00Z', '2026-12-31T16:00:00Z')).toBe('expiring_next_month');
    expect(state('2026-12-15T02:00:00Z', '2027-02-01T02:00:00Z')).toBe('in_service');
    // a December of another year is not this month
    expect(state('2026-12-15T02:00:00Z', '2027-12-20T02:00:00Z')).toBe('in_service');
  });

  it('keeps a perpetual licence (no expiry) in service', () => {
    expect(state('2026-03-10T02:00:00Z', null)).toBe('in_service');
  });

  it('moves only forward through the states as time passes', () => {
    const order = ['in_service', 'expiring_next_month', 'expiring_this_month', 'expired'];
    const instants = fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, instants, instants, (a, b, expiresAt) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = order.indexOf(serviceState({ purchased: true, expiresAt, now: earlier }));
        const after = order.indexOf(serviceState({ purchased: true, expiresAt, now: later }));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});
