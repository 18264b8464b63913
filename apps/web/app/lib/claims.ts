import { type Language, MARKETING_CLAIMS, numberFormat } from '@tallybook/domain';

/** The claims in the order the pages show them. */
export const CLAIM_KEYS = ['merchants', 'countries', 'industries', 'barcodes', 'renewal'] as const;

export interface FormattedClaims {
  merchants: string;
  countries: string;
  industries: string;
  barcodes: string;
  renewal: string;
}

/**
 * A compact number with an ordinary space where Intl puts a no-break space between the number and
 * its word (Arabic's `150 مليون`): set large in a column of a phone's width, the number and its word
 * go onto two lines rather than out of the column and off the screen.
 */
const breakable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** spec §1: the marketing claims, written the way each language writes big numbers (home, about, campaigns). */
export function formatClaims(language: Language): FormattedClaims {
  const numbers = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const compact = (value: number) => breakable(numbers.format(value));
  const whole = numberFormat(language);
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return {
    merchants: `${compact(MARKETING_CLAIMS.merchants)}+`,
    countries: whole.format(MARKETING_CLAIMS.countriesAndRegions),
    industries: `${whole.format(MARKETING_CLAIMS.industries)}+`,
    barcodes: compact(MARKETING_CLAIMS.barcodes),
    renewal: percent.format(MARKETING_CLAIMS.annualRenewalRatePercent / 100),
  };
}
