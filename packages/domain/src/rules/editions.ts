/** spec §1: the two editions and what each includes. */
export const EDITION_CODES = ['basic', 'professional'] as const;
export type EditionCode = (typeof EDITION_CODES)[number];

export interface EditionLimits {
  includedStores: number;
  includedUsers: number;
  canBuyExtraUsers: boolean;
  canBuyExtraStores: boolean;
}

export const EDITIONS: Readonly<Record<EditionCode, EditionLimits>> = {
  basic: { includedStores: 1, includedUsers: 1, canBuyExtraUsers: true, canBuyExtraStores: false },
  professional: { includedStores: 1, includedUsers: 3, canBuyExtraUsers: true, canBuyExtraStores: true },
};

// spec §1: upgrade is one-click, from basic to professional only
export function canUpgrade(from: EditionCode, to: EditionCode): boolean {
  return from === 'basic' && to === 'professional';
}

/**
 * A trial (15 days) and the app promotion's free membership run the professional edition with its
 * included seats, so a merchant sees everything before choosing. One place says so for every caller.
 */
export const TRIAL_EDITION: EditionCode = 'professional';
export const TRIAL_SEATS: Readonly<{ users: number; stores: number }> = {
  users: EDITIONS[TRIAL_EDITION].includedUsers,
  stores: EDITIONS[TRIAL_EDITION].includedStores,
};
