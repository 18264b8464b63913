import { DAYS_PER_YEAR, type ExtraSeatsQuote, quoteExtraSeats, remainingDays } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { activeSkus, extraPrices } from '../catalogue/index.ts';
import { findLicence, type Licence, paidInService } from './licences-of.ts';

/** A perpetual licence's extra seats are perpetual too, priced as three years (the longest term sold). */
export const PERPETUAL_SEAT_DAYS = 3 * DAYS_PER_YEAR;

/** The days an upgrade or extra seats are priced for: to the licence's end, or the perpetual horizon. */
export function pricedDays(licence: Licence, now: Date, perpetualDays: number): number {
  return licence.expiresAt === null ? perpetualDays : remainingDays(now, licence.expiresAt);
}

/**
 * GET order/adduseraccount/durationandprice: extra users or stores priced from now to the end of
 * the paid licence in service (noActiveLicence otherwise); stores are for professional only.
 */
export async function quoteExtraSeatsFor(
  db: Db,
  tenantId: number,
  input: { serviceNumber: string; type: 'user' | 'store'; quantity: number },
  now = new Date(),
): Promise<{ licence: Licence; quote: ExtraSeatsQuote }> {
  const licence = await findLicence(db, tenantId, input.serviceNumber);
  if (!paidInService(licence, now)) throw new AppError(400, 'noActiveLicence');
  if (input.type === 'store' && licence.level === 'basic') throw new AppError(400, 'storesNotForBasic');
  const prices = extraPrices(await activeSkus(db, input.serviceNumber));
  const unitAnnualPrice = input.type === 'user' ? prices.userAnnualPrice : prices.storeAnnualPrice;
  if (unitAnnualPrice <= 0) throw new AppError(404, 'skuNotFound');
  const days = pricedDays(licence, now, PERPETUAL_SEAT_DAYS);
  const { amount } = quoteExtraSeats({ unitAnnualFen: unitAnnualPrice, quantity: input.quantity, remainingDays: days });
  return {
    licence,
    quote: {
      type: input.type,
      quantity: input.quantity,
      remainingDays: days,
      expiresAt: licence.expiresAt?.toISOString() ?? null,
      unitAnnualPrice,
      amount,
    },
  };
}
