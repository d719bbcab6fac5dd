/**
 * §2 '/moving-quotes/quote-unserviceable?nextAct={pd or bg}': "pd means send to the pods brand, bg means
 * send to the budget brand" (§4 actions SendToPods, SendToBudget). Which brands and where their sites are is
 * not shown; ours (docs/decisions.md): the site's configuration (data/partner-brands.json) names each brand,
 * what it offers and the page we send the customer to, with our referral tag; these defaults stand when an
 * entry is missing or not a usable https address. Pure: the configuration comes in as data.
 */

import { isRecord } from '../shared/is-record';
import { NextAct } from './routes';

export interface PartnerBrand {
  /** The brand's name as the customer knows it. */
  name: string;
  /** What it offers, completing "… offers {offer}". */
  offer: string;
  /** Where we send the customer: an https address. */
  url: string;
}

export type PartnerBrands = Readonly<Record<NextAct, PartnerBrand>>;

/** The referral tag our onward links carry, so the partner can tell our customers apart. */
export const PARTNER_REFERRAL_QUERY = 'utm_source=relomove&utm_medium=referral&utm_campaign=unserviceable';

export const DEFAULT_PARTNER_BRANDS: PartnerBrands = {
  [NextAct.pods]: {
    name: 'PODS',
    offer: 'portable moving containers for local and in-province moves',
    url: `https://www.pods.com/?${PARTNER_REFERRAL_QUERY}`,
  },
  [NextAct.budget]: {
    name: 'Budget Truck Rental',
    offer: 'rental trucks for moves you drive yourself, including in-state moves',
    url: `https://www.budgettruck.com/?${PARTNER_REFERRAL_QUERY}`,
  },
};

/** An absolute https address with a host, or null. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.trim().length <= max ? value.trim() : null;

/**
 * The brands from their configuration (any JSON): each field that is missing or unusable (a name over 60
 * characters, an address that is not https) is the default's. Never throws, so a bad entry never blanks the page.
 */
export function partnerBrandsFrom(raw: unknown): PartnerBrands {
  const config = isRecord(raw) ? raw : {};
  const brand = (act: NextAct): PartnerBrand => {
    const entry = isRecord(config[act]) ? config[act] : {};
    const fallback = DEFAULT_PARTNER_BRANDS[act];
    return {
      name: text(entry.name, 60) ?? fallback.name,
      offer: text(entry.offer, 160) ?? fallback.offer,
      url: httpsUrl(entry.url) ?? fallback.url,
    };
  };
  return { [NextAct.pods]: brand(NextAct.pods), [NextAct.budget]: brand(NextAct.budget) };
}
