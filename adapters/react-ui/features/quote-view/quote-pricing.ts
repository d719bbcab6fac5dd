/**
 * The quote view's price, from a loaded Quote and the customer's unsaved choices, by the domain's
 * rules (§9 computeQuotePrice, §3 priceLines). Nothing here prices anything itself.
 */
import { err, ok, type Result } from 'neverthrow';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import {
  COUPON_CODE_MISSING_MESSAGE,
  CouponSource,
  normalizeCouponCode,
} from '../../../../domain/coupons/coupons';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import type { PriceBreakdown } from '../../../../domain/pricing/adjustments';
import { expediteOptionsToUse, INITIAL_EXPEDITE_CHOICE } from '../../../../domain/pricing/expedite';
import { liabilityFromApiValue, liabilityLabel } from '../../../../domain/pricing/liability';
import {
  type DeliveryNote,
  type PriceLine,
  PriceLineText,
  priceLines,
} from '../../../../domain/pricing/price-lines';
import {
  computeQuotePrice,
  equipmentPrice,
  type StorageInput,
  type TrailerFeetInput,
} from '../../../../domain/pricing/quote-price';
import { isDestinationStorageOffered } from '../../../../domain/pricing/storage';
import { couponValuation, recountCubes, selectedOption } from '../../../../domain/quote/edit-quote';
import { EquipmentType, EquipType, ExpeditedFlag } from '../../../../domain/quote/enums';
import type { DatePrice } from '../../../../domain/quote/prices-by-date';
import {
  type CouponEntryError,
  couponEntry,
  couponsAfterEntry,
  userCouponCode,
} from '../../../../domain/quote/quote-coupons';
import { deliveryNoteFor, lineFacts, quoteCoupons } from '../../../../domain/quote/stored-price';
import type { Coupon, ExpediteOption, PricingOption, Quote } from '../../../../domain/quote/types';
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

/** §3 the saved storage flag of an option's equipment (AddTrailerStorage or AddReloCubeStorage). */
function savedStorage(quote: Quote, option: PricingOption | undefined): boolean {
  const a = quote.Details.Accessorials;
  return option?.EquipType === EquipType.Trailer ? a.AddTrailerStorage : a.AddReloCubeStorage;
}

/** The draft a freshly loaded quote starts from: what is saved on it. */
export function draftFromQuote(quote: Quote): QuoteDraft {
  const option = selectedParent(quote);
  const chosen = selectedOption(quote.Details.PricingOptions);
  const trailer = parentOptions(quote).find((o) => o.EquipType === EquipType.Trailer);
  const cube = parentOptions(quote).find((o) => o.EquipType === EquipType.Relocube);
  return {
    optionValue: option?.value ?? '',
    linearFeet: trailer?.LinearFeet ?? option?.LinearFeet ?? 0,
    cubes: cube?.EquipQuantity ?? 1,
    liability: liabilityFromApiValue(quote.Details.Accessorials.Liability).unwrapOr(0),
    moveDate: quote.Details.MoveDate,
    // §4 a guaranteed choice sets the estimated option to empty; otherwise the reset state.
    expedite:
      chosen?.ExpeditedFlag === ExpeditedFlag.Child
        ? { estimatedOption: '', guaranteedOption: chosen.value }
        : INITIAL_EXPEDITE_CHOICE,
    storage: savedStorage(quote, option),
    couponCode: normalizeCouponCode(userCouponCode(quote.Details.Coupons)),
  };
}

/**
 * §4 The quote's coupons with the draft's user coupon, by the domain's coupon rules (the same step the
 * server runs on save): the saved ones when the draft keeps the saved user coupon, else the entry of its
 * code (a new code replaces the customer's coupon, '' removes it; agent coupons stay), or why it cannot be.
 */
export function draftCoupons(quote: Quote, couponCode: string): Result<Coupon[], CouponEntryError> {
  const saved = quote.Details.Coupons ?? [];
  if (normalizeCouponCode(couponCode) === normalizeCouponCode(userCouponCode(saved))) return ok([...saved]);
  return couponEntry(couponCode, CouponSource.UserEntered).andThen((entry) =>
    couponsAfterEntry(saved, entry, couponValuation(quote)),
  );
}

/** True when saving should send CouponCode: the draft's user coupon differs from the saved one. */
export function couponChanged(quote: Quote, draft: QuoteDraft): boolean {
  return normalizeCouponCode(draft.couponCode) !== normalizeCouponCode(userCouponCode(quote.Details.Coupons));
}

/** The description of the draft's user coupon (e.g. 'USA100: $100 off'), or null when it has none. */
export function draftCouponDescription(quote: Quote, draft: QuoteDraft): string | null {
  if (draft.couponCode === '') return null;
  const coupons = draftCoupons(quote, draft.couponCode).unwrapOr([]);
  return coupons.find((c) => normalizeCouponCode(c.Code) === draft.couponCode)?.Description ?? null;
}

/** The coupon field's sentences (ours), around the domain's own messages. */
export const CouponText = {
  label: 'Coupon code',
  apply: 'Apply',
  remove: 'Remove',
  applied: (description: string) => `${description} is in your price. Save changes to keep it.`,
  alreadySaved: (description: string) => `${description} is already saved on this quote.`,
  removed: 'Coupon removed from your price.',
  removedSaved: 'Coupon removed from your price. Save changes to take it off this quote.',
} as const;

export type CouponStatus = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** The Remove button: what to tell the customer (saving is needed only when the quote has a user coupon). */
export function couponRemovedStatus(quote: Quote): NonNullable<CouponStatus> {
  const saved = userCouponCode(quote.Details.Coupons) !== '';
  return { tone: 'info', text: saved ? CouponText.removedSaved : CouponText.removed };
}

/**
 * The Apply button (§4, §8 coupon failure): the code the draft takes and what to tell the customer, or the
 * domain's message for a code that cannot be used (nothing typed, an unknown code, one an agent applied).
 */
export function couponToApply(
  quote: Quote,
  typed: string,
): Result<{ couponCode: string; status: NonNullable<CouponStatus> }, NonNullable<CouponStatus>> {
  const code = normalizeCouponCode(typed);
  if (code === '') return err({ tone: 'error', text: COUPON_CODE_MISSING_MESSAGE });
  return draftCoupons(quote, code)
    .mapErr((e): NonNullable<CouponStatus> => ({ tone: 'error', text: e.message }))
    .map((coupons) => {
      const description = coupons.find((c) => normalizeCouponCode(c.Code) === code)?.Description ?? code;
      const saved = normalizeCouponCode(userCouponCode(quote.Details.Coupons)) === code;
      return {
        couponCode: code,
        status: saved
          ? { tone: 'info', text: CouponText.alreadySaved(description) }
          : { tone: 'success', text: CouponText.applied(description) },
      };
    });
}

/**
 * Apply a typed coupon code: `setCode` takes it when the domain's coupon rules accept it, `setStatus` the
 * message either way. True when accepted (issue 27: a refused code stays in the field, beside the message).
 */
export function applyTypedCoupon(
  quote: Quote,
  typed: string,
  setCode: (couponCode: string) => void,
  setStatus: (status: CouponStatus) => void,
): boolean {
  return couponToApply(quote, typed).match(
    ({ couponCode, status }) => {
      setCode(couponCode);
      setStatus(status);
      return true;
    },
    (status) => {
      setStatus(status);
      return false;
    },
  );
}

/** The option value an edit selects: the guaranteed child when one is chosen, else the parent (§4). */
export function selectedValueOf(draft: QuoteDraft): string {
  return draft.expedite.guaranteedOption ?? draft.optionValue;
}

/** Which of the customer's choices differ from what is saved on the quote (marked 'Unsaved' on the page). */
export interface UnsavedChoices {
  option: boolean;
  linearFeet: boolean;
  cubes: boolean;
  guaranteed: boolean;
  liability: boolean;
  storage: boolean;
  coupon: boolean;
  moveDate: boolean;
}

/** The draft's unsaved choices against the saved quote. */
export function unsavedChoices(quote: Quote, draft: QuoteDraft): UnsavedChoices {
  const saved = draftFromQuote(quote);
  return {
    option: draft.optionValue !== saved.optionValue,
    linearFeet: draft.linearFeet !== saved.linearFeet,
    cubes: draft.cubes !== saved.cubes,
    guaranteed: draft.expedite.guaranteedOption !== saved.expedite.guaranteedOption,
    liability: draft.liability !== saved.liability,
    storage: draftStorage(quote, draft) !== draftStorage(quote, saved),
    coupon: couponChanged(quote, draft),
    moveDate: draft.moveDate !== saved.moveDate,
  };
}

/** The sizes an edit sends: LinearFeet and NumCubes, each only when the draft differs from the saved size. */
export function sizeChanges(quote: Quote, draft: QuoteDraft): { LinearFeet?: number; NumCubes?: number } {
  const saved = draftFromQuote(quote);
  return {
    ...(draft.linearFeet !== saved.linearFeet ? { LinearFeet: draft.linearFeet } : {}),
    ...(draft.cubes !== saved.cubes ? { NumCubes: draft.cubes } : {}),
  };
}

/** §4 Storage flags: destination storage is offered for this option of the quote. */
export function storageOffered(quote: Quote, option: PricingOption): boolean {
  return isDestinationStorageOffered(option.DestinationDelivery, quote.Details.Destination.IsWillAdvise);
}

/** The storage the draft adds (only where it is offered), or false. */
export function draftStorage(quote: Quote, draft: QuoteDraft): boolean {
  const option = parentOptions(quote).find((o) => o.value === draft.optionValue);
  return option !== undefined && draft.storage && storageOffered(quote, option);
}

/** True when saving should send AddStorage: the draft's storage differs from what is saved. */
export function storageChanged(quote: Quote, draft: QuoteDraft): boolean {
  const option = parentOptions(quote).find((o) => o.value === draft.optionValue);
  return draftStorage(quote, draft) !== savedStorage(quote, option);
}

/** §4 the destination storage price input of an option: its 30-day charge times its quantity. */
export function storageInputFor(quote: Quote, option: PricingOption): StorageInput {
  return {
    equip: option.EquipType === EquipType.Trailer ? EquipmentType.Trailer : EquipmentType.ReloCube,
    charge: option.StorageDestCharge,
    quantity: option.EquipQuantity,
    noChargeDays: quote.Details.Accessorials.StorageNoChargeDays,
    added: true,
  };
}

/** The draft's guaranteed delivery: the chosen child's transit days, the priced fee and delivery day. */
export interface DraftGuaranteed {
  days: number;
  fee: Cents;
  deliveryDate: ExpediteOption['DeliveryDate'];
}

/**
 * §4, §9 the draft's guaranteed choice: the priced expedite option (fetched from moves/{id}/expedite-options,
 * or stored on the quote for the same date) with the chosen child's transit days; null for the free window.
 */
export function draftGuaranteed(
  quote: Quote,
  draft: QuoteDraft,
  priced: readonly ExpediteOption[] = expediteOptionsToUse(quote.Details),
): DraftGuaranteed | null {
  const value = draft.expedite.guaranteedOption;
  if (value === null) return null;
  const child = quote.Details.PricingOptions.find(
    (o) => o.value === value && o.ExpeditedFlag === ExpeditedFlag.Child,
  );
  if (!child) return null;
  const option = priced.find(
    (o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.RequestedTransitTime === child.CarrierTransitTime,
  );
  return option
    ? { days: child.CarrierTransitTime, fee: option.GuaranteedServiceFee, deliveryDate: option.DeliveryDate }
    : null;
}

/** §4, §9 the fee of the draft's guaranteed choice, or null. */
export function expediteFeeFor(
  quote: Quote,
  draft: QuoteDraft,
  priced?: readonly ExpediteOption[],
): Cents | null {
  return draftGuaranteed(quote, draft, priced)?.fee ?? null;
}

/**
 * What the page says about delivery for the draft: 'Guaranteed delivery by ...' once a guaranteed choice
 * is made, else the selected option's free estimated window (never both), or null without an option.
 */
export function draftDelivery(
  quote: Quote,
  draft: QuoteDraft,
  priced?: readonly ExpediteOption[],
): DeliveryNote | null {
  const guaranteed = draftGuaranteed(quote, draft, priced);
  if (guaranteed) return { kind: 'guaranteed', by: guaranteed.deliveryDate };
  const option = parentOptions(quote).find((o) => o.value === draft.optionValue);
  return option ? deliveryNoteFor(quote, option) : null;
}

/**
 * The quote as saving `date` would price it: the option's service (the parent and its guaranteed
 * children, whose base is the parent's price, §9) at that date's price from the price-by-date strip.
 */
export function quoteOnDate(quote: Quote, optionValue: string, date: DatePrice): Quote {
  const option = parentOptions(quote).find((o) => o.value === optionValue);
  if (!option) return quote;
  const PricingOptions = quote.Details.PricingOptions.map((o) =>
    o.EquipType === option.EquipType &&
    o.OriginDelivery === option.OriginDelivery &&
    o.DestinationDelivery === option.DestinationDelivery
      ? { ...o, Price: date.Price, PerFootPrice: date.PerFootPrice }
      : o,
  );
  return { ...quote, Details: { ...quote.Details, PricingOptions } };
}

/** §9 the trailer length change of a trailer option, or null for a ReloCube. */
export function trailerInput(option: PricingOption, linearFeet: number): TrailerFeetInput | null {
  return option.EquipType === EquipType.Trailer
    ? { quotedFeet: option.LinearFeet, chosenFeet: linearFeet, perFootPrice: option.PerFootPrice }
    : null;
}

/** An option at the draft's ReloCube count (§3 NumCubes, each cube at the option's per-cube price). */
export function sizedOption(option: PricingOption, draft: Pick<QuoteDraft, 'cubes'>): PricingOption {
  if (option.EquipType !== EquipType.Relocube || option.EquipQuantity === draft.cubes) return option;
  return recountCubes([option], draft.cubes)[0] ?? option;
}

/** An option's equipment price at the draft's trailer length or ReloCube count (§9, §3). */
export function optionPrice(option: PricingOption, draft: QuoteDraft): Cents {
  return equipmentPrice(sizedOption(option, draft).Price, trailerInput(option, draft.linearFeet));
}

export interface QuotePrice {
  breakdown: PriceBreakdown;
  lines: PriceLine[];
}

/**
 * §9 the total and §3 lines for the draft, or null when the draft names no option of the quote: the same
 * domain pricing and the same price lines the server gives the saved quote (computeQuotePrice, priceLines
 * with lineFacts), at the draft's trailer length, ReloCube count, delivery, guaranteed choice, liability,
 * storage and coupon. `expediteOptions` are the priced guaranteed choices (by default the quote's own, §4
 * reuse rule); `datePending` adds the note that a new date's price is computed on save.
 */
export function quotePrice(
  quote: Quote,
  draft: QuoteDraft,
  expediteOptions?: readonly ExpediteOption[],
  datePending = false,
): QuotePrice | null {
  const parent = parentOptions(quote).find((o) => o.value === draft.optionValue);
  if (!parent) return null;
  const option = sizedOption(parent, draft);
  const guaranteed = draftGuaranteed(quote, draft, expediteOptions);
  const breakdown = computeQuotePrice({
    basePrice: option.Price,
    trailer: trailerInput(option, draft.linearFeet),
    expedite: guaranteed === null ? null : { GuaranteedServiceFee: guaranteed.fee },
    liabilitySelected: draft.liability,
    weightTickets: { requested: false, waived: false },
    spotAppointment: null,
    brokerFee: quote.Details.Accessorials.BrokerFee,
    customsFee: quote.Details.Accessorials.CustomsFee,
    storage: draftStorage(quote, draft) ? storageInputFor(quote, option) : null,
    // §4 the saved coupons and the draft's user coupon (an unusable code is never in the draft).
    coupons: quoteCoupons(draftCoupons(quote, draft.couponCode).unwrapOr(quote.Details.Coupons ?? [])),
  });
  const lines = priceLines(
    breakdown,
    lineFacts(quote, option, {
      linearFeet: option.EquipType === EquipType.Trailer ? draft.linearFeet : option.LinearFeet,
      guaranteedDays: guaranteed?.days ?? null,
      delivery: draftDelivery(quote, draft, expediteOptions),
      notes: datePending ? [PriceLineText.newDatePending] : [],
    }),
  );
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
  const wasCubes = draftFromQuote(before).cubes;
  const nowCubes = draftFromQuote(after).cubes;
  if (wasCubes !== nowCubes) changes.push(`ReloCubes changed from ${wasCubes} to ${nowCubes}.`);
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
  const wasCoupon = userCouponCode(before.Details.Coupons);
  const nowCoupon = userCouponCode(after.Details.Coupons);
  if (normalizeCouponCode(wasCoupon) !== normalizeCouponCode(nowCoupon)) {
    changes.push(
      nowCoupon === ''
        ? `Coupon ${wasCoupon} was removed.`
        : `Coupon changed from ${wasCoupon === '' ? 'none' : wasCoupon} to ${nowCoupon}.`,
    );
  }
  if (changes.length === 0) changes.push('Prices were refreshed; your selections are the same.');
  return changes;
}
