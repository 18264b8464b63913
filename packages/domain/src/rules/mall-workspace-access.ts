import { TRIAL_DATA_RETENTION_DAYS } from './constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a merchant may do in the workspace of a licence: work, only read, or nothing (data gone). */
export type WorkspaceAccess = 'full' | 'read_only' | 'none';

export interface WorkspaceAccessInput {
  trial: boolean;
  /** null for a perpetual buyout */
  expiresAt: Date | null;
  /** when the ended trial's data was deleted */
  purgedAt: Date | null;
  now: Date;
}

/** The instant an ended trial's data is deleted: spec §1, kept 30 days after the trial expires. */
export function trialDataKeptUntil(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() + TRIAL_DATA_RETENTION_DAYS * DAY_MS);
}

/**
 * spec §1 and issue 6: a licence in service gives the full workspace; once it has expired the
 * workspace is read-only (a trial's data until it is purged 30 days later, a paid licence's until
 * it is renewed); a purged trial leaves nothing. `dataKeptUntil` is set for an expired trial only.
 */
export function workspaceAccess({ trial, expiresAt, purgedAt, now }: WorkspaceAccessInput): {
  access: WorkspaceAccess;
  dataKeptUntil: Date | null;
} {
  if (purgedAt) return { access: 'none', dataKeptUntil: null };
  if (expiresAt === null || expiresAt.getTime() > now.getTime()) return { access: 'full', dataKeptUntil: null };
  return { access: 'read_only', dataKeptUntil: trial ? trialDataKeptUntil(expiresAt) : null };
}
