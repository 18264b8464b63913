import type { EditionCode } from './editions.ts';
import type { MessageKey } from './messages.ts';

/** What the mall page knows of the visitor's licence (GET license/day/remaining). */
export interface HeldLicence {
  level: EditionCode;
  trial: boolean;
  /** null for a perpetual licence */
  expiresAt: string | null;
  access: 'full' | 'read_only' | 'none';
}

/**
 * Why an edition cannot be bought now, before the click (issue 12), with the refusal the server
 * would give at Submit (POST order's pricing): while a paid licence is in service only its own
 * edition is renewed (another edition is reached by upgrading), and a perpetual licence is not
 * bought again. Anyone without a paid licence in service (a visitor, a trial, an expired licence)
 * may buy either edition.
 */
export function editionRefusal(licence: HeldLicence | null | undefined, level: EditionCode): MessageKey | undefined {
  if (!licence || licence.trial || licence.access !== 'full') return undefined;
  if (licence.level !== level) return 'renewLevelMismatch';
  if (licence.expiresAt === null) return 'licenceAlreadyPerpetual';
  return undefined;
}
