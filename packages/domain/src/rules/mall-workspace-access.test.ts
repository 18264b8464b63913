import { describe, expect, it } from 'vitest';
import { trialDataKeptUntil, workspaceAccess } from './mall-workspace-access.ts';

const now = new Date('2026-11-24T04:00:00Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3600_000);

describe('workspace access of a licence', () => {
  it('is full while the trial or the paid licence runs, and for a perpetual buyout', () => {
    expect(workspaceAccess({ trial: true, expiresAt: hoursFromNow(1), purgedAt: null, now }).access).toBe('full');
    expect(workspaceAccess({ trial: false, expiresAt: hoursFromNow(1), purgedAt: null, now }).access).toBe('full');
    expect(workspaceAccess({ trial: false, expiresAt: null, purgedAt: null, now }).access).toBe('full');
  });

  it('is read-only from the instant the licence expires', () => {
    expect(workspaceAccess({ trial: true, expiresAt: now, purgedAt: null, now }).access).toBe('read_only');
    expect(workspaceAccess({ trial: false, expiresAt: hoursFromNow(-1), purgedAt: null, now }).access).toBe(
      'read_only',
    );
  });

  it('keeps an ended trial’s data 30 days after it expired (spec §1), a paid licence’s without a date', () => {
    const expiresAt = new Date('2026-11-10T08:00:00Z');
    expect(workspaceAccess({ trial: true, expiresAt, purgedAt: null, now }).dataKeptUntil).toEqual(
      new Date('2026-12-10T08:00:00Z'),
    );
    expect(trialDataKeptUntil(expiresAt)).toEqual(new Date('2026-12-10T08:00:00Z'));
    expect(workspaceAccess({ trial: false, expiresAt, purgedAt: null, now }).dataKeptUntil).toBeNull();
  });

  it('gives nothing once the trial was purged', () => {
    expect(workspaceAccess({ trial: true, expiresAt: hoursFromNow(-800), purgedAt: now, now })).toEqual({
      access: 'none',
      dataKeptUntil: null,
    });
  });
});
