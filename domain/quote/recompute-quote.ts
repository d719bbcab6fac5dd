import { err, ok, type Result } from 'neverthrow';
import { CouponSource } from '../coupons/coupons';
import { type Cents, cents, formatUsd, ZERO } from '../money/money';
import type { LiabilitySelected } from '../pricing/liability';
import { deliveryCode } from '../rating/rate-options';
import { enumOf, type ValueOf } from '../shared/enum';
import {
  type EditField,
  type EditRefusalReason,
  editQuote,
  editRefusalReason,
  expediteOptionsForChild,
  maximumCubesMessage,
  type QuoteEditFacts,
  type QuoteEditRequest,
  recountCubes,
  rerateOptions,
  selectedOption,
  withCouponEntry,
} from './edit-quote';
import { EquipType, ExpeditedFlag } from './enums';
import { couponEntry } from './quote-coupons';
import { type StoredPrice, storedQuotePrice } from './stored-price';
import type { PricingOption, Quote } from './types';

/**
 * What staff may change when re-pricing a quote (issue 5 `relomove quote recompute`). Every field is
 * optional: with none, the quote is re-priced as it stands with the rate card in force today.
 */
export interface RecomputeRequest {
  /** The revision the staff member looked at; the change applies only to that revision (§4). */
  Revision: number;
  /** A trailer length in whole feet (§9); ReloCubes are re-counted from it. */
  LinearFeet?: number;
  Equip?: EquipType;
  /** ReloCubes on the selected ReloCube option, 1 to the card's online maximum. */
  Quantity?: number;
  /** Delivery code, origin end first: DD, DT, TD or TT. */
  Delivery?: string;
  Liability?: LiabilitySelected;
  /** A coupon code entered by an agent (§4 agent-entered coupon). */
  CouponCode?: string;
  /** Guaranteed delivery in this many business days (§4 expedite options); 0 goes back to the free estimated window. */
  ExpediteDays?: number;
  /** Destination storage for the selected equipment. */
  AddStorage?: boolean;
}

/** What recomputing needs from the world: the same facts as a customer's edit (with the coupon codes known). */
export type RecomputeFacts = QuoteEditFacts;

export interface Recomputed {
  /** The quote with today's prices and the requested changes; stored with Revision + 1 when saved. */
  quote: Quote;
  before: StoredPrice | null;
  after: StoredPrice | null;
  /** after.total - before.total (0 when either has no price). */
  difference: Cents;
  /** True when anything the customer pays or sees as a price changed. */
  changed: boolean;
}

export const DELIVERY_CODES = ['DD', 'DT', 'TD', 'TT'] as const;

/** The line of a saved recompute without a reason (ours): staff say why when they store a change. */
export const RECOMPUTE_REASON_REQUIRED_MESSAGE = 'Say why when saving a change';

/** Issue 27: a trailer length sent for a quote whose equipment is a ReloCube (ours). */
export const TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE = `A trailer length applies to a trailer option; set Equip to ${EquipType.Trailer} as well`;

/**
 * Issue 27 "Recompute preview": what a recompute changes, as the preview says it. Only a change of the lines
 * shown is called one: the total up or down, the selected option's lines with the same total, or only the
 * other options' prices (the lines shown stay the same); None when nothing changes.
 */
export const RecomputeChange = enumOf('None', 'TotalUp', 'TotalDown', 'LinesOnly', 'OtherOptionsOnly');
export type RecomputeChange = ValueOf<typeof RecomputeChange>;

/** The words of each change (ours), for the staff desk and `relomove quote recompute`. */
export const RECOMPUTE_CHANGE_TEXT = {
  None: 'No change: today’s price is the stored price.',
  TotalUp: (by: string) => `The total goes up by ${by}.`,
  TotalDown: (by: string) => `The total goes down by ${by}.`,
  LinesOnly: 'The total stays the same; the lines change.',
  OtherOptionsOnly:
    'The total and the lines stay the same; only the prices of the quote’s other options change.',
} as const;

/** The change a recompute makes (RecomputeChange), from its prices before and after. */
export function recomputeChange(
  result: Pick<Recomputed, 'before' | 'after' | 'difference' | 'changed'>,
): RecomputeChange {
  if (!result.changed) return RecomputeChange.None;
  if (result.difference > 0) return RecomputeChange.TotalUp;
  if (result.difference < 0) return RecomputeChange.TotalDown;
  const lines = (price: StoredPrice | null) => JSON.stringify(price?.lines ?? null);
  return lines(result.before) !== lines(result.after)
    ? RecomputeChange.LinesOnly
    : RecomputeChange.OtherOptionsOnly;
}

/** The sentence the preview (or `relomove quote recompute`) says about what a recompute changes. */
export function recomputeChangeText(
  result: Pick<Recomputed, 'before' | 'after' | 'difference' | 'changed'>,
): string {
  const change = recomputeChange(result);
  switch (change) {
    case RecomputeChange.TotalUp:
      return RECOMPUTE_CHANGE_TEXT.TotalUp(formatUsd(result.difference));
    case RecomputeChange.TotalDown:
      return RECOMPUTE_CHANGE_TEXT.TotalDown(formatUsd(cents(-result.difference)));
    default:
      return RECOMPUTE_CHANGE_TEXT[change];
  }
}

/** A field of the recompute request ('' for a problem of the request as a whole). */
export type RecomputeField = keyof RecomputeRequest | '';

/** One problem of a recompute request, named by the request's own field (§5 'field - message'). */
export interface RecomputeProblem {
  field: RecomputeField;
  message: string;
}

/** Why a recompute changes nothing: a §4 fail reason, or problems of the request for this quote. */
export type RecomputeRefusal =
  | { kind: 'EditRefused'; failReason: EditRefusalReason }
  | { kind: 'InvalidRecompute'; problems: RecomputeProblem[] };

const invalid = (problems: RecomputeProblem[]): Result<never, RecomputeRefusal> =>
  err({ kind: 'InvalidRecompute', problems });

/**
 * The recompute request's field behind a field of the customer's edit that recomputeQuote builds from it
 * (so a problem names what the staff member sent, issue 9 finding 8): the selected option comes from
 * ExpediteDays, Equip or Delivery, whichever was given (or, with none, from a new LinearFeet that the
 * selected guaranteed tier cannot take).
 */
function recomputeFieldOf(field: EditField, request: RecomputeRequest): RecomputeField {
  switch (field) {
    case 'Revision':
    case 'LinearFeet':
    case 'Liability':
    case 'AddStorage':
    case 'CouponCode':
      return field;
    case 'SelectedOption':
      if (request.ExpediteDays !== undefined) return 'ExpediteDays';
      if (request.Equip !== undefined) return 'Equip';
      if (request.Delivery !== undefined) return 'Delivery';
      return request.LinearFeet !== undefined ? 'LinearFeet' : '';
    case 'NumCubes':
    case 'MoveDate':
      // A recompute keeps the quote's move date; a problem with it is the request's as a whole.
      return '';
  }
}

/** The parent option standing for the selection (an expedited child's parent). */
function selectedParent(options: readonly PricingOption[]): PricingOption | undefined {
  const chosen = selectedOption(options);
  if (!chosen || chosen.ExpeditedFlag === ExpeditedFlag.Parent) return chosen;
  return options.find(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Parent &&
      o.EquipType === chosen.EquipType &&
      o.OriginDelivery === chosen.OriginDelivery &&
      o.DestinationDelivery === chosen.DestinationDelivery,
  );
}

/** The option value the request's equipment, delivery and expedite choices name, or null when it names none. */
function requestedValue(
  options: readonly PricingOption[],
  request: RecomputeRequest,
): Result<string | null, RecomputeRefusal> {
  if (request.Equip === undefined && request.Delivery === undefined && request.ExpediteDays === undefined) {
    return ok(null);
  }
  const parent = selectedParent(options);
  const equip = request.Equip ?? parent?.EquipType ?? EquipType.Trailer;
  const delivery =
    request.Delivery ?? (parent ? deliveryCode(parent.OriginDelivery, parent.DestinationDelivery) : 'DD');
  const parentValue = `${equip}-${delivery}`;
  const parents = options.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent);
  if (!parents.some((o) => o.value === parentValue)) {
    const offered = parents.map((o) => o.value).join(', ');
    return invalid([
      {
        field: request.Equip !== undefined || request.Delivery === undefined ? 'Equip' : 'Delivery',
        message: `This quote has no ${parentValue} option; it offers ${offered}`,
      },
    ]);
  }
  const chosen = selectedOption(options);
  const keepsTier =
    request.ExpediteDays === undefined &&
    chosen?.ExpeditedFlag === ExpeditedFlag.Child &&
    chosen.value.startsWith(`${parentValue}-G`);
  if (keepsTier && chosen) return ok(chosen.value);
  if (request.ExpediteDays === undefined || request.ExpediteDays === 0) return ok(parentValue);
  const childValue = `${parentValue}-G${request.ExpediteDays}`;
  if (!options.some((o) => o.value === childValue)) {
    const tiers = options
      .filter((o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.value.startsWith(`${parentValue}-G`))
      .map((o) => o.CarrierTransitTime);
    return invalid([
      {
        field: 'ExpediteDays',
        message:
          tiers.length === 0
            ? `Guaranteed delivery is not available for ${parentValue}`
            : `${parentValue} can be guaranteed in ${tiers.join(' or ')} business days, not ${request.ExpediteDays}`,
      },
    ]);
  }
  return ok(childValue);
}

/**
 * Re-prices a stored quote with the rate card in force today (issue 5), with a staff member's changes,
 * by the same rules as a customer's edit (editQuote): the quote's state and revision are checked first
 * (§4: reserved, expired, not open or a newer revision are refused and nothing changes); every option is
 * re-rated at the quote's own move date; then the trailer length, the selected equipment and delivery, the
 * guaranteed tier, the liability tier and destination storage are applied. A ReloCube quantity sets the
 * cubes of the ReloCube options at their per-cube price (1 to the card's online maximum). An agent's coupon
 * goes through the customer's coupon step (withCouponEntry, source AgentEntered): it replaces a saved coupon
 * with the same code, and agent coupons stack. Nothing is priced from outside the rate card and the §9 rules.
 */
export function recomputeQuote(
  current: Quote,
  request: RecomputeRequest,
  facts: RecomputeFacts,
): Result<Recomputed, RecomputeRefusal> {
  const refusal = editRefusalReason(current, request.Revision, facts.today);
  if (refusal !== null) return err({ kind: 'EditRefused', failReason: refusal });
  const problems: RecomputeProblem[] = [];
  if (request.Delivery !== undefined && !(DELIVERY_CODES as readonly string[]).includes(request.Delivery)) {
    problems.push({ field: 'Delivery', message: `Value must be one of ${DELIVERY_CODES.join(', ')}` });
  }
  const maximumCubes = facts.card.relocube.maximumCubes;
  if (request.Quantity !== undefined && !(Number.isSafeInteger(request.Quantity) && request.Quantity >= 1)) {
    problems.push({ field: 'Quantity', message: 'Value must be a whole number of ReloCubes, at least 1' });
  } else if (request.Quantity !== undefined && request.Quantity > maximumCubes) {
    problems.push({ field: 'Quantity', message: maximumCubesMessage(maximumCubes) });
  }
  if (
    request.ExpediteDays !== undefined &&
    !(Number.isSafeInteger(request.ExpediteDays) && request.ExpediteDays >= 0)
  ) {
    problems.push({ field: 'ExpediteDays', message: 'Value must be a whole number of business days' });
  }
  const coupon =
    request.CouponCode === undefined
      ? null
      : couponEntry(request.CouponCode, CouponSource.AgentEntered, facts.coupons);
  if (coupon?.isErr()) problems.push({ field: 'CouponCode', message: coupon.error.message });
  // Issue 27: a trailer length applies only when the equipment priced is a trailer (a ReloCube quote's
  // lines would stay the same while the preview claimed a change).
  const equipment = request.Equip ?? selectedParent(current.Details.PricingOptions)?.EquipType;
  if (request.LinearFeet !== undefined && equipment !== undefined && equipment !== EquipType.Trailer) {
    problems.push({ field: 'LinearFeet', message: TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE });
  }
  if (problems.length > 0) return invalid(problems);

  const rerated: Quote = {
    ...current,
    Details: {
      ...current.Details,
      PricingOptions: rerateOptions(current, current.Details.MoveDate, facts.card),
    },
  };
  const value = requestedValue(rerated.Details.PricingOptions, request);
  if (value.isErr()) return err(value.error);
  const edit: QuoteEditRequest = {
    Revision: request.Revision,
    ...(request.LinearFeet !== undefined ? { LinearFeet: request.LinearFeet } : {}),
    ...(value.value !== null ? { SelectedOption: value.value } : {}),
    ...(request.Liability !== undefined ? { Liability: request.Liability } : {}),
    ...(request.AddStorage !== undefined ? { AddStorage: request.AddStorage } : {}),
  };
  const edited = editQuote(rerated, edit, facts);
  if (edited.isErr()) {
    const refused = edited.error;
    return refused.kind === 'EditRefused'
      ? err(refused)
      : invalid(
          refused.problems.map((p) => ({ field: recomputeFieldOf(p.field, request), message: p.message })),
        );
  }
  let next = edited.value;

  if (request.Quantity !== undefined) {
    if (selectedOption(next.Details.PricingOptions)?.EquipType !== EquipType.Relocube) {
      return invalid([
        {
          field: 'Quantity',
          message: `A quantity applies to a ReloCube option; set Equip to ${EquipType.Relocube} as well`,
        },
      ]);
    }
    next = {
      ...next,
      Details: {
        ...next.Details,
        PricingOptions: recountCubes(next.Details.PricingOptions, request.Quantity),
      },
    };
  }
  // A guaranteed tier is priced from today's card too (editQuote prices it only when the selection changed).
  const chosen = selectedOption(next.Details.PricingOptions);
  if (chosen?.ExpeditedFlag === ExpeditedFlag.Child) {
    const priced = expediteOptionsForChild(next.Details.PricingOptions, chosen, next.Details, facts.card);
    if (priced !== null) next = { ...next, Details: { ...next.Details, ExpeditedOptions: priced } };
  }
  if (coupon?.isOk()) {
    const withCoupon = withCouponEntry(next, coupon.value);
    if (withCoupon.isErr()) return invalid([{ field: 'CouponCode', message: withCoupon.error.message }]);
    next = withCoupon.value;
  }

  const before = storedQuotePrice(current);
  const after = storedQuotePrice(next);
  const difference = before && after ? cents(after.breakdown.total - before.breakdown.total) : ZERO;
  return ok({ quote: next, before, after, difference, changed: priceChanged(current, next, before, after) });
}

function priceChanged(
  current: Quote,
  next: Quote,
  before: StoredPrice | null,
  after: StoredPrice | null,
): boolean {
  if ((before === null) !== (after === null)) return true;
  if (before && after && before.breakdown.total !== after.breakdown.total) return true;
  const prices = (q: Quote) =>
    JSON.stringify(
      q.Details.PricingOptions.map((o) => [o.value, o.Price, o.EquipQuantity, o.LinearFeet, o.Default]),
    );
  return (
    prices(current) !== prices(next) ||
    JSON.stringify(current.Details.Coupons ?? []) !== JSON.stringify(next.Details.Coupons ?? [])
  );
}
