import type { IsoDate } from '../calendar/iso-date';
import { ExpeditedFlag } from '../quote/enums';
import type { ExpediteOption, PricingOption, QuoteDetails } from '../quote/types';
import type { RateCard } from '../rating/rate-card';
import { EQUIPMENT, expediteOptionsFor } from '../rating/rate-options';
import { shouldFetchExpediteOptions, shouldReuseExpediteOptions } from './expedite';

/** §3 EquipDescAbbr values a request for expedite options may name: 'TRL' (trailer) or 'RC' (ReloCube). */
export const EQUIP_DESC_ABBRS = [EQUIPMENT.Trailer.abbr, EQUIPMENT.Relocube.abbr] as const;
export type EquipDescAbbr = (typeof EQUIP_DESC_ABBRS)[number];

/** §7 POST moves/{id}/expedite-options, once the quote's revision has been matched. */
export interface ExpediteOptionsRequest {
  EquipDescAbbr: EquipDescAbbr;
  /** The equipment quantity shown on each option (§3 Expedite option EquipQuantity). */
  Quantity: number;
  PickupDate: IsoDate;
  /** The move (spot) date the customer is looking at. */
  MoveDate: IsoDate;
}

/**
 * The parent option a request is about: a Parent option with that EquipDescAbbr; the quote's
 * DefaultParent when it is one, else the first that allows expediting (door to door), else the first.
 */
export function parentOptionFor(
  options: readonly PricingOption[],
  abbr: EquipDescAbbr,
): PricingOption | null {
  const parents = options.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent && o.EquipDescAbbr === abbr);
  return (
    parents.find((o) => o.DefaultParent) ??
    parents.find((o) => o.IsExpeditedOptionAllowed) ??
    parents[0] ??
    null
  );
}

/**
 * §4 "Expedite options": the guaranteed options for a quote's equipment.
 * - None when the quote has no such option (a quote under review has no prices), when the option does
 *   not allow expediting, or when the destination is storage (§4: not fetched then).
 * - The options stored on the quote for the same equipment and quantity are reused when the move date
 *   asked about is the quote's spot date (§4 reuse rule) and the pickup date is the quote's: their price
 *   was given with the quote.
 * - Otherwise they are priced from the rate card (domain/rating expediteOptionsFor), delivery counted
 *   in business days from the pickup date, skipping the destination station's holidays.
 */
export function expediteOptionsForRequest(
  card: RateCard,
  details: Pick<
    QuoteDetails,
    'PricingOptions' | 'Destination' | 'SpotDate' | 'PickupDate' | 'ExpeditedOptions'
  >,
  request: ExpediteOptionsRequest,
  destinationHolidays: readonly IsoDate[],
): ExpediteOption[] {
  const parent = parentOptionFor(details.PricingOptions, request.EquipDescAbbr);
  if (!parent || !shouldFetchExpediteOptions(parent.IsExpeditedOptionAllowed, details.Destination)) return [];
  if (
    shouldReuseExpediteOptions(details.SpotDate, request.MoveDate) &&
    details.PickupDate === request.PickupDate
  ) {
    const stored = details.ExpeditedOptions.filter(
      (o) => o.EquipDescription === parent.EquipDescription && o.EquipQuantity === request.Quantity,
    );
    if (stored.length > 0) return stored.map((o) => ({ ...o }));
  }
  return expediteOptionsFor(
    card,
    { ...parent, EquipQuantity: request.Quantity },
    request.PickupDate,
    destinationHolidays,
  );
}
