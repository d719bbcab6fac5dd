/**
 * The quote view's price, from a loaded Quote and the customer's unsaved choices, by the domain's
 * rules (§9 computeQuotePrice, §3 priceLines). Nothing here prices anything itself.
 */
import { formatDeliveryWindow } from '../../../../domain/calendar/delivery-window';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import type { PriceBreakdown } from '../../../../domain/pricing/adjustments';
import { liabilityFromApiValue, liabilityLabel } from '../../../../domain/pricing/liability';
import { type PriceLine, priceLines } from '../../../../domain/pricing/price-lines';
import {
  computeQuotePrice,
  equipmentPrice,
  type TrailerFeetInput,
} from '../../../../domain/pricing/quote-price';
import { selectedOption } from '../../../../domain/quote/edit-quote';
import { EquipType, ExpeditedFlag } from '../../../../domain/quote/enums';
import type { PricingOption, Quote } from '../../../../domain/quote/types';
import { deliveryWindowFor } from './quote-dates';
import type { QuoteDraft } from './quote-draft';

/** What the customer may change on the quote view before saving. */
export type { QuoteDraft } from './quote-draft';

/** The options shown side by side: the parents (expedited children are chosen on the reservation). */
export function parentOptions(quote: Quote): PricingOption[] {
  return quote.Details.PricingOptions.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent);
}

/** The parent option a quote has selected (an expedited child's parent stands for it here). */
export function selectedParent(quote: Quote): PricingOption | undefined {
  const parents = parentOptions(quote);
  const chosen = selectedOption(quote.Details.PricingOptions);
  if (!chosen) return parents[0];
  if (chosen.ExpeditedFlag === ExpeditedFlag.Parent) return chosen;
  return (
    parents.find(
      (p) =>
        p.EquipType === chosen.EquipType &&
        p.OriginDelivery === chosen.OriginDelivery &&
        p.DestinationDelivery === chosen.DestinationDelivery,
    ) ?? parents[0]
  );
}

/** The draft a freshly loaded quote starts from: what is saved on it. */
export function draftFromQuote(quote: Quote): QuoteDraft {
  const option = selectedParent(quote);
  const trailer = parentOptions(quote).find((o) => o.EquipType === EquipType.Trailer);
  return {
    optionValue: option?.value ?? '',
    linearFeet: trailer?.LinearFeet ?? option?.LinearFeet ?? 0,
    liability: liabilityFromApiValue(quote.Details.Accessorials.Liability).unwrapOr(0),
    moveDate: quote.Details.MoveDate,
  };
}

/** §9 the trailer length change of a trailer option, or null for a ReloCube. */
export function trailerInput(option: PricingOption, linearFeet: number): TrailerFeetInput | null {
  return option.EquipType === EquipType.Trailer
    ? { quotedFeet: option.LinearFeet, chosenFeet: linearFeet, perFootPrice: option.PerFootPrice }
    : null;
}

/** An option's equipment price at the draft's trailer length (§9). */
export function optionPrice(option: PricingOption, draft: QuoteDraft): Cents {
  return equipmentPrice(option.Price, trailerInput(option, draft.linearFeet));
}

export interface QuotePrice {
  breakdown: PriceBreakdown;
  lines: PriceLine[];
}

/** §9 the total and §3 lines for the draft, or null when the draft names no option of the quote. */
export function quotePrice(quote: Quote, draft: QuoteDraft): QuotePrice | null {
  const option = parentOptions(quote).find((o) => o.value === draft.optionValue);
  if (!option) return null;
  const breakdown = computeQuotePrice({
    basePrice: option.Price,
    trailer: trailerInput(option, draft.linearFeet),
    expedite: null,
    liabilitySelected: draft.liability,
    weightTickets: { requested: false, waived: false },
    spotAppointment: null,
    brokerFee: quote.Details.Accessorials.BrokerFee,
    customsFee: quote.Details.Accessorials.CustomsFee,
    storage: null,
    coupons: [],
  });
  const window = deliveryWindowFor(quote, option);
  const lines = priceLines(breakdown, {
    baseLabel: equipmentLabel(option),
    descriptions: [formatDeliveryWindow(window)],
  });
  return { breakdown, lines };
}

/** 'Trailer (13 ft)' or '2 ReloCubes'. */
export function equipmentLabel(option: PricingOption, linearFeet: number = option.LinearFeet): string {
  if (option.EquipType === EquipType.Trailer) return `${option.EquipDescription} (${linearFeet} ft)`;
  return `${option.EquipQuantity} ${option.EquipDescription}${option.EquipQuantity === 1 ? '' : 's'}`;
}

/** 'Door to Terminal' for an option's two ends. */
export function deliveryLabel(option: PricingOption): string {
  return `${option.OriginDelivery} to ${option.DestinationDelivery}`;
}

/**
 * After a reload (§4 NoRevisionMatch), what differs between the quote the customer had and the newer one,
 * one sentence per change.
 */
export function describeQuoteChanges(before: Quote, after: Quote): string[] {
  const changes: string[] = [];
  if (before.Details.MoveDate !== after.Details.MoveDate) {
    changes.push(
      `Move date changed from ${formatMMDDYYYY(before.Details.MoveDate)} to ${formatMMDDYYYY(after.Details.MoveDate)}.`,
    );
  }
  const was = selectedParent(before);
  const now = selectedParent(after);
  if (was && now && (was.value !== now.value || was.EquipQuantity !== now.EquipQuantity)) {
    changes.push(
      `Selected option changed from ${equipmentLabel(was)}, ${deliveryLabel(was)} to ${equipmentLabel(now)}, ${deliveryLabel(now)}.`,
    );
  }
  const wasFeet = draftFromQuote(before).linearFeet;
  const nowFeet = draftFromQuote(after).linearFeet;
  if (wasFeet !== nowFeet) changes.push(`Trailer length changed from ${wasFeet} to ${nowFeet} feet.`);
  const wasLiability = draftFromQuote(before).liability;
  const nowLiability = draftFromQuote(after).liability;
  if (wasLiability !== nowLiability) {
    changes.push(
      `Liability coverage changed from ${liabilityLabel(wasLiability)} to ${liabilityLabel(nowLiability)}.`,
    );
  }
  const wasTotal = quotePrice(before, draftFromQuote(before))?.breakdown.total;
  const nowTotal = quotePrice(after, draftFromQuote(after))?.breakdown.total;
  if (wasTotal !== undefined && nowTotal !== undefined && wasTotal !== nowTotal) {
    changes.push(`Your total changed from ${formatUsd(wasTotal)} to ${formatUsd(nowTotal)}.`);
  }
  if (changes.length === 0) changes.push('Prices were refreshed; your selections are the same.');
  return changes;
}
