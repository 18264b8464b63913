import { canUpgrade, DAYS_PER_YEAR, quoteUpgrade } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { activeSkus, annualPriceOf } from '../catalogue/index.ts';
import { findLicence, type Licence, paidInService } from './licences-of.ts';
import { pricedDays } from './quote-extra-seats.ts';

export interface UpgradeQuoteFor {
  licence: Licence;
  /** null for a perpetual licence (priced as the difference of the buyouts) */
  remainingDays: number | null;
  /** fen per year (a perpetual licence: the difference of the buyouts) */
  unitPrice: number;
  amount: number;
}

/**
 * One-click upgrade (spec §1): a basic licence in service to professional, priced as the yearly
 * price difference for the days left (D's quoteUpgrade); a perpetual basic licence pays the
 * difference of the two buyouts. noActiveLicence without a paid licence, upgradeNotAllowed
 * unless it is basic.
 */
export async function quoteUpgradeFor(
  db: Db,
  tenantId: number,
  serviceNumber: string,
  now = new Date(),
): Promise<UpgradeQuoteFor> {
  const licence = await findLicence(db, tenantId, serviceNumber);
  if (!paidInService(licence, now)) throw new AppError(400, 'noActiveLicence');
  if (!canUpgrade(licence.level, 'professional')) throw new AppError(400, 'upgradeNotAllowed');
  const skus = await activeSkus(db, serviceNumber);
  const perpetual = licence.expiresAt === null;
  const price = (level: 'basic' | 'professional') =>
    perpetual ? skus.find((sku) => sku.kind === 'buyout' && sku.level === level)?.price : annualPriceOf(skus, level);
  const basic = price('basic');
  const professional = price('professional');
  if (basic === undefined || professional === undefined || professional < basic) {
    throw new AppError(404, 'skuNotFound');
  }
  // A perpetual licence: one whole "year" of the buyout difference is the difference itself.
  const days = perpetual ? DAYS_PER_YEAR : pricedDays(licence, now, DAYS_PER_YEAR);
  const quote = quoteUpgrade({ basicAnnualFen: basic, professionalAnnualFen: professional, remainingDays: days });
  return { licence, remainingDays: perpetual ? null : days, unitPrice: quote.annualDifference, amount: quote.amount };
}
