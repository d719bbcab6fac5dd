import { estimatedDeliveryWindow } from '../calendar/delivery-window';
import { type AppliedCoupon, appliedCouponFromRecord, CouponSource } from '../coupons/coupons';
import type { PriceBreakdown } from '../pricing/adjustments';
import { parentPriceForChild } from '../pricing/expedite';
import { liabilityFromApiValue } from '../pricing/liability';
import { type DeliveryNote, type PriceLine, type PriceLineFacts, priceLines } from '../pricing/price-lines';
import { computeQuotePrice, type PriceInput } from '../pricing/quote-price';
import { selectedOption } from './edit-quote';
import { EquipmentType, EquipType, ExpeditedFlag } from './enums';
import type { Coupon, PricingOption, Quote } from './types';

/** The price of a quote as it is stored: the option it has selected, with everything saved on it. */
export interface StoredPrice {
  option: PricingOption;
  breakdown: PriceBreakdown;
  lines: PriceLine[];
}

/** The coupons saved on a quote, applied in order (a record without a source counts as user-entered). */
export function quoteCoupons(coupons: readonly Coupon[] | undefined): AppliedCoupon[] {
  return (coupons ?? [])
    .filter((c) => !c.Invalid)
    .map((c) => appliedCouponFromRecord(c, { source: c.Source ?? CouponSource.UserEntered }));
}

/**
 * §9 The input of the stored quote's price: the selected option's Price (its parent's for an expedited
 * child), the fee of the child's own expedite tier (the default tier for the selected child), the saved liability tier, destination storage
 * when added for that equipment, the broker and customs fees, and the quote's coupons. The trailer's length
 * is already in the stored Price (an edit re-prices the options), so there is no length change here.
 */
export function storedPriceInput(quote: Pick<Quote, 'Details'>, option: PricingOption): PriceInput {
  const a = quote.Details.Accessorials;
  const isTrailer = option.EquipType === EquipType.Trailer;
  const storageAdded = isTrailer ? a.AddTrailerStorage : a.AddReloCubeStorage;
  const isChild = option.ExpeditedFlag === ExpeditedFlag.Child;
  // A child's fee is its own tier's (same transit days); the selected child falls back to the default tier.
  const tiers = quote.Details.ExpeditedOptions;
  const expedite = isChild
    ? (tiers.find((e) => e.RequestedTransitTime === option.CarrierTransitTime) ??
      (option.Default ? tiers.find((e) => e.Default) : undefined) ??
      null)
    : null;
  return {
    basePrice: parentPriceForChild(quote.Details.PricingOptions, option).unwrapOr(option.Price),
    trailer: null,
    expedite,
    liabilitySelected: liabilityFromApiValue(a.Liability).unwrapOr(0),
    weightTickets: { requested: false, waived: false },
    spotAppointment: null,
    brokerFee: a.BrokerFee,
    customsFee: a.CustomsFee,
    storage: storageAdded
      ? {
          equip: isTrailer ? EquipmentType.Trailer : EquipmentType.ReloCube,
          charge: option.StorageDestCharge,
          quantity: option.EquipQuantity,
          noChargeDays: a.StorageNoChargeDays,
          added: true,
        }
      : null,
    coupons: quoteCoupons(quote.Details.Coupons),
  };
}

/**
 * §4, §9 What an option's delivery note says: a guaranteed child with its priced expedite option is
 * delivered by that option's DeliveryDate; otherwise the free estimated window counted from the quote's
 * pickup date with the option's transit time (destination holidays skipped).
 */
export function deliveryNoteFor(quote: Pick<Quote, 'Details'>, option: PricingOption): DeliveryNote {
  if (option.ExpeditedFlag === ExpeditedFlag.Child) {
    const priced = quote.Details.ExpeditedOptions.find(
      (e) => e.RequestedTransitTime === option.CarrierTransitTime,
    );
    if (priced) return { kind: 'guaranteed', by: priced.DeliveryDate };
  }
  const holidays = quote.Details.Destination.StationDetail?.Holidays ?? [];
  return {
    kind: 'estimated',
    window: estimatedDeliveryWindow(quote.Details.PickupDate, option.CarrierTransitTime, holidays),
  };
}

/** §3 The facts the price lines of an option say besides the amounts, from the quote and the option. */
export function lineFacts(
  quote: Pick<Quote, 'Details'>,
  option: PricingOption,
  overrides: Partial<PriceLineFacts> = {},
): PriceLineFacts {
  return {
    equip: option.EquipType,
    quantity: option.EquipQuantity,
    linearFeet: option.LinearFeet,
    miles: quote.Details.HHGMiles,
    originDelivery: option.OriginDelivery,
    destinationDelivery: option.DestinationDelivery,
    liveLoad: quote.Details.Origin.LiveLoad,
    guaranteedDays: option.ExpeditedFlag === ExpeditedFlag.Child ? option.CarrierTransitTime : null,
    delivery: deliveryNoteFor(quote, option),
    ...overrides,
  };
}

/** An option's §9 total and §3 price lines as the quote is stored (storedPriceInput, lineFacts). */
export function storedOptionPrice(quote: Pick<Quote, 'Details'>, option: PricingOption): StoredPrice {
  const breakdown = computeQuotePrice(storedPriceInput(quote, option));
  return { option, breakdown, lines: priceLines(breakdown, lineFacts(quote, option)) };
}

/** The stored quote's §9 total and §3 price lines, or null when it has no selected option (no prices yet). */
export function storedQuotePrice(quote: Pick<Quote, 'Details'>): StoredPrice | null {
  const option = selectedOption(quote.Details.PricingOptions);
  return option ? storedOptionPrice(quote, option) : null;
}

/**
 * §3, §9 An option priced before any quote exists (`relomove price`): its Price with standard coverage and
 * nothing else chosen, and its price lines over `miles` (no delivery note: the dates come with a quote).
 * Expedited children are priced with their parent's Price (§9); their fee comes with a quote's expedite
 * options, so use this for parents.
 */
export function unquotedOptionPrice(
  options: readonly PricingOption[],
  option: PricingOption,
  miles: number,
): StoredPrice {
  const breakdown = computeQuotePrice({
    basePrice: parentPriceForChild(options, option).unwrapOr(option.Price),
    trailer: null,
    expedite: null,
    liabilitySelected: 0,
    weightTickets: { requested: false, waived: false },
    spotAppointment: null,
    brokerFee: null,
    customsFee: null,
    storage: null,
    coupons: [],
  });
  const lines = priceLines(breakdown, {
    equip: option.EquipType,
    quantity: option.EquipQuantity,
    linearFeet: option.LinearFeet,
    miles,
    originDelivery: option.OriginDelivery,
    destinationDelivery: option.DestinationDelivery,
    liveLoad: false,
    guaranteedDays: null,
    delivery: null,
  });
  return { option, breakdown, lines };
}
