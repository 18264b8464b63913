import { DEFAULT_CUSTOMER_PROTECTION_DAYS, DEFAULT_RECLAIM_COOL_DOWN_DAYS } from '@tallybook/domain';
import { z } from 'zod';
import { type BusinessSetting, defineBusinessSetting } from '../../platform/settings/business-settings.ts';

/** The partner programme's business settings (decision 0091), stored in business_settings. */

/** spec §4: how long a partner owns a customer before the release job puts it in the pool. */
export const CUSTOMER_PROTECTION_DAYS = defineBusinessSetting({
  key: 'partner.customerProtectionDays',
  description: 'Days a partner owns a customer it brought or claimed before the customer goes to the lead pool',
  defaultValue: DEFAULT_CUSTOMER_PROTECTION_DAYS,
  schema: z.number().int().min(1).max(3_650),
});

/** Issue 64: how long a partner that abandoned a customer waits before claiming it again. */
export const RECLAIM_COOL_DOWN_DAYS = defineBusinessSetting({
  key: 'partner.reclaimCoolDownDays',
  description: 'Days a partner that abandoned a customer waits before claiming that customer again',
  defaultValue: DEFAULT_RECLAIM_COOL_DOWN_DAYS,
  schema: z.number().int().min(0).max(3_650),
});

export const PARTNER_BUSINESS_SETTINGS: readonly BusinessSetting<number>[] = [
  CUSTOMER_PROTECTION_DAYS,
  RECLAIM_COOL_DOWN_DAYS,
];
