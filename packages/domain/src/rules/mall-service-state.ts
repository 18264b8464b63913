import { shanghaiDate } from './mall-calendar.ts';

/** spec §4 Service: the states a customer's service is shown in. */
export const SERVICE_STATES = [
  'unpaid',
  'in_service',
  'expiring_this_month',
  'expiring_next_month',
  'expired',
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export interface ServiceStateInput {
  /** whether the service was ever bought */
  purchased: boolean;
  /** end of the licence; null or absent when not purchased */
  expiresAt?: Date | null;
  now: Date;
}

/**
 * The state of a service in the UTC+8 calendar: 'unpaid' when never purchased; 'expired' once
 * expiresAt ≤ now; 'expiring_this_month' when it expires in now's UTC+8 calendar month;
 * 'expiring_next_month' when in the month after (December → January of the next year);
 * 'in_service' otherwise. A purchased service without an expiry (a perpetual buyout) is in service.
 */
export function serviceState({ purchased, expiresAt, now }: ServiceStateInput): ServiceState {
  if (!purchased) return 'unpaid';
  if (!expiresAt) return 'in_service';
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  const today = shanghaiDate(now);
  const expiry = shanghaiDate(expiresAt);
  const monthsAhead = expiry.year * 12 + expiry.month - (today.year * 12 + today.month);
  if (monthsAhead === 0) return 'expiring_this_month';
  if (monthsAhead === 1) return 'expiring_next_month';
  return 'in_service';
}
