import { err, ok, type Result } from 'neverthrow';
import { businessDayOnOrAfter } from '../calendar/business-days';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { type CouponDefinition, CouponSource, type CouponValuation } from '../coupons/coupons';
import { type Cents, cents, multiply, ZERO } from '../money/money';
import { shouldFetchExpediteOptions } from '../pricing/expedite';
import { type LiabilitySelected, liabilityAccessorials } from '../pricing/liability';
import { storageFee } from '../pricing/storage';
import { trailerPrice, validateTrailerLength } from '../pricing/trailer';
import type { RateCard } from '../rating/rate-card';
import { expediteOptionsFor, rateOptions } from '../rating/rate-options';
import { EDITS_SAVED_MESSAGE } from '../reservation/enums';
import { EditFailReason, EquipType, ExpeditedFlag, INVALID_HMAC_MESSAGE, QuoteStatus } from './enums';
import { isInMoveDateWindow, MOVE_DATE_WINDOW_MESSAGE } from './move-date-window';
import { type CouponEntry, type CouponEntryError, couponEntry, couponsAfterEntry } from './quote-coupons';
import { quoteMoveDates } from './quote-move-dates';
import type { Accessorials, ExpediteOption, PricingOption, Quote, QuoteDetails } from './types';

/**
 * §4 "Editing or changing a quote (equipment or date)", §7 POST quotes/edit/{qId}: what a customer may
 * change on a quote after it was made. The client sends choices, never prices: every price of the
 * changed quote is computed here from the rate card and the §9 rules.
 */
export interface QuoteEditRequest {
  /** The revision the customer saw; the edit applies only to that revision. */
  Revision: number;
  /** A new requested move (spot) date. */
  MoveDate?: IsoDate;
  /**
   * The PricingOption `value` the customer chose (e.g. 'Trailer-DD', 'Relocube-TT'), or an expedited
   * child for guaranteed delivery (e.g. 'Trailer-DD-G3', §4 Expedite options): its fee is then priced
   * from the rate card here, never taken from the client.
   */
  SelectedOption?: string;
  /** A trailer length in whole feet (§9 trailer price rule); the ReloCube options keep their count. */
  LinearFeet?: number;
  /**
   * §3 NumCubes: the number of ReloCubes (EquipQuantity of every ReloCube option), priced at each option's
   * per-cube price; the trailer options keep their length.
   */
  NumCubes?: number;
  /** The §3 liability table's selected value. */
  Liability?: LiabilitySelected;
  /** Destination storage for the selected equipment (AddTrailerStorage / AddReloCubeStorage). */
  AddStorage?: boolean;
  /**
   * §4 A user-entered coupon code: it replaces the customer's previous coupon (agent coupons stay); ''
   * removes it. The discount is valued here by the coupon's rule, never sent by the client.
   */
  CouponCode?: string;
}

/** A field of the edit request. */
export type EditField = keyof QuoteEditRequest;

/** One problem of an edit request, named by the request's own field (§5 'field - message'). */
export interface EditProblem {
  field: EditField;
  message: string;
}

/** What the rules need from the world, gathered by the caller. */
export interface QuoteEditFacts {
  today: IsoDate;
  /** The rate card in force today (limits, and the rates for a new move date). */
  card: RateCard;
  /** Station capacity: true when `stationCode` has no equipment left to spot on `date`. */
  isFull(stationCode: string, date: IsoDate): boolean;
  /** The coupon codes known (KNOWN_COUPONS by default). */
  coupons?: readonly CouponDefinition[];
}

/** The fail reasons an edit of a stored quote can end with (the bot check is decided before). */
export type EditRefusalReason = Exclude<EditFailReason, 'None' | 'RedirectToCaptcha'>;

export type QuoteEditRefusal =
  /** A §4 fail reason: nothing is saved; the answer carries the stored quote. */
  | { kind: 'EditRefused'; failReason: EditRefusalReason }
  /** The request itself is wrong for this quote: each problem names the request's field (HTTP 400). */
  | { kind: 'InvalidEdit'; problems: EditProblem[] };

/** The customer-facing sentence of each changeQuoteResponse failReason (ours; the specification shows none). */
export const EDIT_FAIL_MESSAGES: Readonly<Record<EditFailReason, string>> = {
  None: EDITS_SAVED_MESSAGE,
  NoRevisionMatch:
    'This quote was changed since you loaded it. Here is the latest version; please make your change again.',
  QuoteReserved: 'This quote is reserved. Manage your move from your dashboard.',
  QuoteExpired: "This quote's move date has passed. Please get a new quote.",
  QuoteIdInvalid: 'No quote matches this reference. Please get a new quote.',
  QuoteStatusInvalid: 'This quote is being reviewed by our team and cannot be changed online.',
  InvalidCapacityUnserviceableDate:
    'Your origin service center has no equipment available on that date. Please choose another date.',
  // §8 names the message for creating a quote; an edit carries the same words for editing.
  RedirectToCaptcha: INVALID_HMAC_MESSAGE.replace('creating', 'editing'),
};

/** §5-style line of a ReloCube count that is not a whole number of at least 1 (ours). */
export const NUM_CUBES_MESSAGE = 'Value must be a whole number of ReloCubes, at least 1';
/** The line of a ReloCube count above what one quote books online (ours). */
export const maximumCubesMessage = (maximumCubes: number) =>
  `At most ${maximumCubes} ReloCubes can be booked online`;

/**
 * The request's own problems, before looking at the stored quote: a new MoveDate lies today..today+365
 * (same window as creating a quote); a trailer length is whole, at least the card's minimum (5 feet) and
 * at most one trailer (28 feet).
 */
export function editRequestProblems(request: QuoteEditRequest, facts: QuoteEditFacts): EditProblem[] {
  const problems: EditProblem[] = [];
  if (request.MoveDate !== undefined && !isInMoveDateWindow(request.MoveDate, facts.today)) {
    problems.push({ field: 'MoveDate', message: MOVE_DATE_WINDOW_MESSAGE });
  }
  if (request.LinearFeet !== undefined) {
    const { minimumFeet, maximumFeet } = facts.card.trailer;
    const length = validateTrailerLength(request.LinearFeet, minimumFeet);
    if (length.isErr()) problems.push({ field: 'LinearFeet', message: length.error.message });
    else if (request.LinearFeet > maximumFeet) {
      problems.push({
        field: 'LinearFeet',
        message: `Trailer length must be at most ${maximumFeet} feet (one trailer)`,
      });
    }
  }
  if (request.NumCubes !== undefined) {
    const { maximumCubes } = facts.card.relocube;
    if (!Number.isSafeInteger(request.NumCubes) || request.NumCubes < 1) {
      problems.push({ field: 'NumCubes', message: NUM_CUBES_MESSAGE });
    } else if (request.NumCubes > maximumCubes) {
      problems.push({ field: 'NumCubes', message: maximumCubesMessage(maximumCubes) });
    }
  }
  if (request.CouponCode !== undefined) {
    const entry = couponEntry(request.CouponCode, CouponSource.UserEntered, facts.coupons);
    if (entry.isErr()) problems.push({ field: 'CouponCode', message: entry.error.message });
  }
  return problems;
}

/**
 * §4 Why a stored quote cannot take this edit, or null when it can. The quote's own state is checked
 * first, because it does not change by reloading (a deleted quote, a reserved one, one that is not Open,
 * one whose move date has passed); only then the revision: a different revision means someone else
 * saved first, and the customer should reload and try again.
 */
export function editRefusalReason(
  current: Pick<Quote, 'IsDeleted' | 'QuoteStatus' | 'Revision' | 'Details'>,
  revision: number,
  today: IsoDate,
): EditRefusalReason | null {
  if (current.IsDeleted) return EditFailReason.QuoteIdInvalid;
  if (current.Details.Reserved) return EditFailReason.QuoteReserved;
  if (current.QuoteStatus !== QuoteStatus.Open) return EditFailReason.QuoteStatusInvalid;
  if (compareIsoDates(current.Details.MoveDate, today) < 0) return EditFailReason.QuoteExpired;
  if (current.Revision !== revision) return EditFailReason.NoRevisionMatch;
  return null;
}

/**
 * The option the customer has selected: the default option that is also the rate card's recommended
 * parent, else a default parent, else any default option (expedited children carry their own default
 * tier flag, §5), else the recommended parent.
 */
export function selectedOption(options: readonly PricingOption[]): PricingOption | undefined {
  return (
    options.find((o) => o.Default && o.DefaultParent) ??
    options.find((o) => o.Default && o.ExpeditedFlag === ExpeditedFlag.Parent) ??
    options.find((o) => o.Default) ??
    options.find((o) => o.DefaultParent)
  );
}

/** The trailer length and the ReloCube count a quote's options carry now (each equipment its own size). */
export function optionSizes(options: readonly PricingOption[]): {
  feet: number | undefined;
  cubes: number | undefined;
} {
  const trailer = options.find((o) => o.EquipType === EquipType.Trailer);
  const cube = options.find((o) => o.EquipType === EquipType.Relocube);
  return { feet: (trailer ?? options[0])?.LinearFeet, cubes: cube?.EquipQuantity };
}

/**
 * Re-rates every option for a new move date with today's rate card (the season factor follows the
 * month), keeping each equipment's own size: trailers at their length, ReloCubes at their count. The
 * customer's selection is kept by option value; DefaultParent is the rate card's recommendation.
 */
export function rerateOptions(
  quote: Pick<Quote, 'Details' | 'SizeConversion'>,
  moveDate: IsoDate,
  card: RateCard,
): PricingOption[] {
  const current = quote.Details.PricingOptions;
  const { feet, cubes } = optionSizes(current);
  if (feet === undefined) return [];
  const rated = rateOptions(card, {
    miles: quote.Details.HHGMiles,
    moveDate,
    originRegion: quote.Details.Origin.StationDetail?.RegionCode ?? '',
    destinationRegion: quote.Details.Destination.StationDetail?.RegionCode ?? '',
    linearFeet: feet,
    sizeConversion: quote.SizeConversion,
  });
  return carrySelection(current, cubes === undefined ? rated : recountCubes(rated, cubes));
}

/**
 * Freshly rated options with the customer's selection of the current ones carried over by option value
 * (when any value is still offered); DefaultParent stays the rate card's recommendation.
 */
export function carrySelection(
  current: readonly PricingOption[],
  fresh: readonly PricingOption[],
): PricingOption[] {
  const chosen = new Map(current.map((o) => [o.value, o.Default]));
  if (!fresh.some((o) => chosen.has(o.value))) return [...fresh];
  return fresh.map((o) => ({ ...o, Default: chosen.get(o.value) ?? false }));
}

/**
 * A new trailer length (§9): each trailer option costs base + (chosen - quoted) x per-foot price. The
 * ReloCube options keep their own count (issue 10: one equipment's size never changes the other's).
 */
export function resizeOptions(options: readonly PricingOption[], linearFeet: number): PricingOption[] {
  return options.map(
    (o): PricingOption =>
      o.EquipType === EquipType.Trailer
        ? {
            ...o,
            LinearFeet: linearFeet,
            Price: trailerPrice(o.Price, o.LinearFeet, linearFeet, o.PerFootPrice),
          }
        : o,
  );
}

/** §3 an option's price per ReloCube (its Price is the per-cube price times EquipQuantity, domain/rating). */
export function perCubePrice(option: Pick<PricingOption, 'Price' | 'EquipQuantity'>): Cents {
  return option.EquipQuantity > 0 ? cents(Math.round(option.Price / option.EquipQuantity)) : ZERO;
}

/**
 * §3 NumCubes: every ReloCube option re-counted to `cubes` at its own per-cube price; trailers unchanged.
 */
export function recountCubes(options: readonly PricingOption[], cubes: number): PricingOption[] {
  return options.map(
    (o): PricingOption =>
      o.EquipType === EquipType.Relocube && o.EquipQuantity > 0
        ? { ...o, EquipQuantity: cubes, Price: multiply(perCubePrice(o), cubes) }
        : o,
  );
}

/** §4 The chosen option becomes the only Default; DefaultParent (the rate card's recommendation) is kept. */
export function selectOption(options: readonly PricingOption[], value: string): PricingOption[] {
  return options.map((o) => ({ ...o, Default: o.value === value }));
}

/** Destination storage for the selected equipment only (§3 AddTrailerStorage / AddReloCubeStorage). */
export function storageFor(
  accessorials: Accessorials,
  wanted: boolean,
  equip: EquipType | undefined,
): Accessorials {
  return {
    ...accessorials,
    AddTrailerStorage: wanted && equip === EquipType.Trailer,
    AddReloCubeStorage: wanted && equip === EquipType.Relocube,
  };
}

/** The line of a guaranteed (expedited) choice the quote cannot take (§4: not allowed, or a storage destination). */
export const EXPEDITE_NOT_AVAILABLE_MESSAGE = 'Guaranteed delivery is not available for this option';

/**
 * §4 Expedite options, §9: the stored expedite options for a selected expedited child, priced from the
 * rate card for the quote's pickup date (domain/rating expediteOptionsFor) with only the chosen tier
 * marked Default (§5 "Expedite options with a child flag are chosen by the default flag"). Null when
 * the child's parent does not allow expediting, the destination is storage, or no tier matches.
 */
export function expediteOptionsForChild(
  options: readonly PricingOption[],
  child: PricingOption,
  details: Pick<QuoteDetails, 'Destination' | 'PickupDate'>,
  card: RateCard,
): ExpediteOption[] | null {
  const parent = options.find(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Parent &&
      o.EquipType === child.EquipType &&
      o.OriginDelivery === child.OriginDelivery &&
      o.DestinationDelivery === child.DestinationDelivery,
  );
  if (!parent || !shouldFetchExpediteOptions(parent.IsExpeditedOptionAllowed, details.Destination))
    return null;
  const holidays = details.Destination.StationDetail?.Holidays ?? [];
  const priced = expediteOptionsFor(card, parent, details.PickupDate, holidays).map((o) => ({
    ...o,
    Default: o.RequestedTransitTime === child.CarrierTransitTime,
  }));
  return priced.some((o) => o.Default) ? priced : null;
}

/**
 * §3, §4 What a coupon on the quote is valued against, on the quote as it is: the selected option's price
 * and, when destination storage is added for its equipment, the current storage fee (a free-storage-day
 * coupon is worth that fee).
 */
export function couponValuation(quote: Pick<Quote, 'Details'>): CouponValuation {
  const option = selectedOption(quote.Details.PricingOptions);
  const a = quote.Details.Accessorials;
  const storageAdded = option?.EquipType === EquipType.Trailer ? a.AddTrailerStorage : a.AddReloCubeStorage;
  const storage =
    option && storageAdded
      ? storageFee(option.StorageDestCharge, option.EquipQuantity, a.StorageNoChargeDays)
      : ZERO;
  return { basePrice: option?.Price ?? ZERO, storageFee: storage };
}

/**
 * §4 The coupon step of every change to a quote's coupons (a customer's edit here, an agent's recompute):
 * the entry applied to the quote's Coupons by the rules of `couponsAfterEntry`, valued on `quote` (pass the
 * quote as it will be saved).
 */
export function withCouponEntry(quote: Quote, entry: CouponEntry): Result<Quote, CouponEntryError> {
  return couponsAfterEntry(quote.Details.Coupons, entry, couponValuation(quote)).map((Coupons) => ({
    ...quote,
    Details: { ...quote.Details, Coupons },
  }));
}

/**
 * §4, §7 An edit of a stored quote, as one decision over the quote as it is now (the caller runs this
 * inside the transaction that holds the quote, so the revision check cannot race):
 * 1. the request's own problems (400 lines);
 * 2. the quote's state and revision (a §4 fail reason, nothing saved);
 * 3. a new MoveDate re-rates every option with today's card and recomputes SpotDate and PickupDate
 *    (domain/calendar/move-dates); dated expedite options are cleared (§4 they are reused only for the
 *    same date);
 * 4. a new LinearFeet re-prices trailers by the §9 rule; a new NumCubes re-counts the ReloCube options at
 *    their per-cube price (each equipment keeps its own size, issue 10);
 * 5. SelectedOption must be one of the quote's option values (400) and becomes the only Default;
 * 6. the new date's spot date (next origin business day) must not be full at the origin station
 *    (InvalidCapacityUnserviceableDate);
 * 7. Liability and AddStorage set the accessorials;
 * 8. when the selected option is an expedited child (guaranteed delivery) and the selection, date or
 *    length changed, its expedite options are priced from the card (expediteOptionsForChild); a child
 *    the quote cannot expedite is a 400 line;
 * 9. a CouponCode is the customer's coupon (withCouponEntry, valued on the edited quote): an unknown code
 *    is a 400 line (step 1), as is a code an agent already applied.
 * The result has IsUpdated set; the repository stores it with Revision + 1.
 */
export function editQuote(
  current: Quote,
  request: QuoteEditRequest,
  facts: QuoteEditFacts,
): Result<Quote, QuoteEditRefusal> {
  const problems = editRequestProblems(request, facts);
  if (problems.length > 0) return err({ kind: 'InvalidEdit', problems });
  const refusal = editRefusalReason(current, request.Revision, facts.today);
  if (refusal !== null) return err({ kind: 'EditRefused', failReason: refusal });

  const details = current.Details;
  let options = details.PricingOptions;
  let dates = { MoveDate: details.MoveDate, SpotDate: details.SpotDate, PickupDate: details.PickupDate };
  let expedited = details.ExpeditedOptions;
  const origin = details.Origin.StationDetail;
  const newDate =
    request.MoveDate !== undefined && request.MoveDate !== details.MoveDate ? request.MoveDate : null;

  if (newDate !== null) {
    options = rerateOptions(current, newDate, facts.card);
    const moved = quoteMoveDates(
      details,
      {
        SpotDate: newDate,
        PickupDate: null,
        IsLiveLoad: details.Origin.LiveLoad,
        ShouldForceSameDayPickup: false,
      },
      options.find((o) => o.DefaultParent)?.CarrierTransitTime ?? 0,
    );
    // As when the quote was made, the stored MoveDate is the spot date the request lands on.
    dates = { MoveDate: moved.SpotDate, SpotDate: moved.SpotDate, PickupDate: moved.PickupDate };
    expedited = [];
  }
  if (request.LinearFeet !== undefined) options = resizeOptions(options, request.LinearFeet);
  if (request.NumCubes !== undefined) options = recountCubes(options, request.NumCubes);
  if (request.SelectedOption !== undefined) {
    const value = request.SelectedOption;
    if (!options.some((o) => o.value === value)) {
      const known = options.map((o) => JSON.stringify(o.value)).join(', ');
      return err({
        kind: 'InvalidEdit',
        problems: [
          { field: 'SelectedOption', message: `Value must be one of the options of this quote: ${known}` },
        ],
      });
    }
    options = selectOption(options, value);
  }
  if (newDate !== null && origin !== null) {
    const spot = businessDayOnOrAfter(newDate, origin.Holidays);
    if (facts.isFull(origin.StationCode, spot)) {
      return err({ kind: 'EditRefused', failReason: EditFailReason.InvalidCapacityUnserviceableDate });
    }
  }

  let accessorials = details.Accessorials;
  if (request.Liability !== undefined) {
    accessorials = { ...accessorials, ...liabilityAccessorials(request.Liability) };
  }
  if (request.AddStorage !== undefined || request.SelectedOption !== undefined) {
    const wanted = request.AddStorage ?? (accessorials.AddTrailerStorage || accessorials.AddReloCubeStorage);
    accessorials = storageFor(accessorials, wanted, selectedOption(options)?.EquipType);
  }

  const chosen = selectedOption(options);
  const selectionChanged =
    newDate !== null ||
    request.LinearFeet !== undefined ||
    request.NumCubes !== undefined ||
    request.SelectedOption !== undefined;
  if (chosen?.ExpeditedFlag === ExpeditedFlag.Child && selectionChanged) {
    const priced = expediteOptionsForChild(
      options,
      chosen,
      { Destination: details.Destination, PickupDate: dates.PickupDate },
      facts.card,
    );
    if (priced === null) {
      return err({
        kind: 'InvalidEdit',
        problems: [{ field: 'SelectedOption', message: EXPEDITE_NOT_AVAILABLE_MESSAGE }],
      });
    }
    expedited = priced;
  }

  const edited: Quote = {
    ...current,
    IsUpdated: true,
    Details: {
      ...details,
      ...dates,
      PricingOptions: options,
      ExpeditedOptions: expedited,
      Accessorials: accessorials,
    },
  };
  if (request.CouponCode === undefined) return ok(edited);
  return couponEntry(request.CouponCode, CouponSource.UserEntered, facts.coupons)
    .andThen((entry) => withCouponEntry(edited, entry))
    .mapErr(
      (e): QuoteEditRefusal => ({
        kind: 'InvalidEdit',
        problems: [{ field: 'CouponCode', message: e.message }],
      }),
    );
}
