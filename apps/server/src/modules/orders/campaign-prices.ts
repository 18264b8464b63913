import type { Db } from '../../platform/db/database.ts';
import type { OrderRow } from './order-view.ts';
import type { PricedOrder } from './place-order.ts';

/**
 * A campaign's price of an order (decision 0045). The mall does not know campaigns: the app gives
 * POST order a pricer (the referral module's), asked in the order's transaction when the order
 * names a campaign, so a once-only price is taken together with the order or not at all.
 */
export interface CampaignPrice {
  /** fen: the campaign's price of one unit of the SKU. */
  unitPriceFen: number;
  /** fen: what the order costs at the campaign's price. */
  amountFen: number;
  /** Records the order that took the price, in the same transaction. */
  taken(tx: Db, order: OrderRow): Promise<void>;
}

export type CampaignPricer = (
  tx: Db,
  request: { campaign: string; tenantId: number; userId: number; priced: PricedOrder; now: Date },
) => Promise<CampaignPrice>;

/** The order as the campaign prices it: its amount, and the campaign named in its quote. */
export function atCampaignPrice(priced: PricedOrder, campaign: string, price: CampaignPrice): PricedOrder {
  return {
    ...priced,
    amount: price.amountFen,
    quote: { ...priced.quote, unitPrice: price.unitPriceFen, campaign },
  };
}
