import type { EditionCode, Language, OrderingTopUp, PartnerActivation, PartnerOrdering } from '@tallybook/domain';

export interface CustomerChoice {
  merchantId: number;
  name: string;
}

export interface SkuChoice {
  skuId: number;
  level: EditionCode;
  /** The edition in the page's language, as the mall names it. */
  edition: string;
  months: number | null;
  priceFen: number;
}

export interface ServiceChoice {
  serviceNumber: string;
  name: string;
  skus: SkuChoice[];
}

export interface ActivationScreenData {
  language: Language;
  /** The customer search (`?q=`). */
  keyword: string;
  /** The customer chosen by the address (`?merchantId=`), from the customer's own screen. */
  preselected: string;
  customers: CustomerChoice[];
  customersTotal: number;
  customersProblem: string;
  catalogue: ServiceChoice[];
  catalogueProblem: string;
  activations: PartnerActivation[];
  activationsTotal: number;
  page: number;
  /** Activations a page. */
  rows: number;
  listProblem: string;
  /** This site's address, before an activation's pay path. */
  origin: string;
  /** The partner's ordering and balance (decision 0041); null when it could not be read. */
  ordering: PartnerOrdering | null;
  /** The top-up the partner comes back from (`?topUp=`), as it stands now. */
  topUp: OrderingTopUp | null;
}
