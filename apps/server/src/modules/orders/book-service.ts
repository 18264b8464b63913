import type { ServiceBookBody } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { readPhone } from '../identity/index.ts';
import { mallServiceBookings } from './customer.tables.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Bookings one visitor (browser) may leave per hour, and one IP address (an office shares one). */
export const SERVICE_BOOKINGS_PER_VISITOR_HOUR = 3;
export const SERVICE_BOOKINGS_PER_IP_HOUR = 20;

export interface BookServiceInput extends ServiceBookBody {
  visitorId: string;
  ip: string;
  userId: number | null;
}

/**
 * POST servicebook/add: a request to be called by a consultant. The name and phone are checked
 * before anything is counted; then the visitor's and the address's hourly windows bound it.
 */
export async function bookService(db: Db, input: BookServiceInput): Promise<{ id: number }> {
  const name = input.name.trim();
  if (!name) throw new AppError(400, 'contactorNameEmpty');
  const phone = readPhone(input.phone);
  const visitorHits = await countHit(db, `servicebook:visitor:${input.visitorId}`, HOUR_MS);
  const ipHits = await countHit(db, `servicebook:ip:${input.ip}`, HOUR_MS);
  if (visitorHits > SERVICE_BOOKINGS_PER_VISITOR_HOUR || ipHits > SERVICE_BOOKINGS_PER_IP_HOUR) {
    throw new AppError(429, 'tooManyRequests');
  }
  const [booking] = await db
    .insert(mallServiceBookings)
    .values({
      userId: input.userId,
      name,
      phone,
      company: input.company?.trim() || null,
      note: input.note?.trim() || null,
    })
    .returning({ id: mallServiceBookings.id });
  return { id: (booking as { id: number }).id };
}
