import { err, ok, type Result } from 'neverthrow';
import { windowClock } from '../calendar/appointment-time';
import { formatMMDDYYYY } from '../calendar/formats';
import { type AppliedCoupon, type CouponValuation, couponAmount } from '../coupons/coupons';
import { type Cents, cents, ZERO } from '../money/money';
import { AppointmentWindow, type EquipmentType } from '../quote/enums';
import type { DeliveryAppointment, ExpediteOption, SpotAppointment } from '../quote/types';
import {
  AdjustmentKind,
  couponAdjustmentKind,
  type PriceAdjustment,
  type PriceBreakdown,
} from './adjustments';
import { EXPEDITE_DESCRIPTION } from './expedite';
import { WEIGHT_TICKETS_FEE } from './fees';
import { LIABILITY_SELECTED_VALUES, type LiabilitySelected, liabilityAdjustment } from './liability';
import { storageDescription, storageFee } from './storage';
import {
  TRAILER_MINIMUM_FEET,
  type TrailerLengthError,
  trailerPrice,
  validateTrailerLength,
} from './trailer';

/** §9 A trailer's chosen length against the quoted one; the price moves by the per-foot price per foot. */
export interface TrailerFeetInput {
  quotedFeet: number;
  chosenFeet: number;
  perFootPrice: Cents;
}

/** §4 The destination storage the customer may add: charge per piece of equipment for 30 days. */
export interface StorageInput {
  /** Display name used in the description: 'Trailer' or 'ReloCube'. */
  equip: EquipmentType;
  charge: Cents;
  quantity: number;
  /** Accessorials.StorageNoChargeDays (not a coupon's free days: a coupon is its own discount). */
  noChargeDays: number;
  /** AddTrailerStorage / AddReloCubeStorage for the selected equipment. */
  added: boolean;
}

/** Everything the §9 total depends on. Every part can be built from the §3 entity types. */
export interface PriceInput {
  /** The selected pricing option's Price, or the parent's Price for an expedited child (parentPriceForChild). */
  basePrice: Cents;
  /** The trailer length change, or null for a ReloCube (or a trailer at its quoted length). */
  trailer: TrailerFeetInput | null;
  /** The guaranteed expedite option chosen (an ExpediteOption fits), or null. */
  expedite: Pick<ExpediteOption, 'GuaranteedServiceFee'> | null;
  liabilitySelected: LiabilitySelected;
  weightTickets: { requested: boolean; waived: boolean };
  /** The reservation's SpotAppointment (a SpotAppointment fits), or null before reservation. */
  spotAppointment:
    | (Pick<SpotAppointment, 'AppointmentWindow' | 'OneHourRate' | 'TwoHourRate'> &
        Partial<Pick<SpotAppointment, 'EarlyTime' | 'LateTime'>>)
    | null;
  /**
   * Issue 27: the origin station's zone as customers read it ('CT'), so the spot appointment's line names its
   * window ('Guaranteed Spot Appointment: 9:00-11:00 AM CT'). Absent: the line names the window kind only.
   */
  spotAppointmentZone?: string;
  /**
   * Issue 27: the delivery window booked with the delivery tool and the fee charged for it (a booked move's
   * Reservation.DeliveryAppointment); absent or null when none is booked. A window with a fee is its own
   * AdditionalItem line, so the booked total is the sum of the lines shown.
   */
  deliveryAppointment?: DeliveryAppointment | null;
  /** The destination station's zone as customers read it ('MT'): the delivery window's line names it. */
  deliveryAppointmentZone?: string;
  brokerFee: Cents | null;
  customsFee: Cents | null;
  storage: StorageInput | null;
  /** Applied coupons, in the order they apply. */
  coupons: readonly AppliedCoupon[];
}

/** Descriptions of the §9 additions (ours; the specification does not show them). */
export const FEE_DESCRIPTIONS = {
  weightTickets: 'Weight Tickets',
  weightTicketsWaived: 'Weight Tickets (fee waived)',
  oneHourWindow: 'Guaranteed Spot Appointment (One-Hour Window)',
  twoHourWindow: 'Guaranteed Spot Appointment (Two-Hour Window)',
  /**
   * Issue 27 "Wording": the spot appointment (§9 'Guaranteed spot appointment fee') named with its window in
   * the station's time: 'Guaranteed Spot Appointment: 9:00-11:00 AM CT'.
   */
  spotAppointment: (early: string, late: string, zone: string) =>
    `Guaranteed Spot Appointment: ${windowClock(early, late, zone)}`,
  /**
   * Issue 27: the paid delivery window, named with its date and times in the destination station's zone
   * ('Delivery window 12/28/2026, 10:00 AM-12:00 PM MT (Two-Hour Window)').
   */
  deliveryWindow: (
    a: Pick<DeliveryAppointment, 'Date' | 'AppointmentWindow' | 'EarlyTime' | 'LateTime'>,
    zone: string,
  ) =>
    `Delivery window ${formatMMDDYYYY(a.Date)}, ${windowClock(a.EarlyTime, a.LateTime, zone)} (${
      a.AppointmentWindow === AppointmentWindow.OneHourWindow ? 'One-Hour Window' : 'Two-Hour Window'
    })`,
  brokerFee: 'Broker Fee',
  customsFee: 'Customs Fee',
} as const;

const WEIGHT_TICKETS: PriceAdjustment = Object.freeze({
  type: AdjustmentKind.WeightTickets,
  description: FEE_DESCRIPTIONS.weightTickets,
  value: WEIGHT_TICKETS_FEE,
});
const WEIGHT_TICKETS_WAIVED: PriceAdjustment = Object.freeze({
  type: AdjustmentKind.WeightTickets,
  description: FEE_DESCRIPTIONS.weightTicketsWaived,
  value: ZERO,
});

/** A charge is never negative: a negative input counts as zero (validatePriceInput reports it). */
function charge(amount: Cents): Cents {
  return amount > 0 ? amount : ZERO;
}

/**
 * §9 The breakdown's base: the equipment price. For a trailer length change it is
 * trailerPrice(basePrice, quotedFeet, chosenFeet, perFootPrice); never below zero.
 */
export function equipmentPrice(basePrice: Cents, trailer: TrailerFeetInput | null): Cents {
  const price =
    trailer === null
      ? basePrice
      : trailerPrice(basePrice, trailer.quotedFeet, trailer.chosenFeet, trailer.perFootPrice);
  return price > 0 ? price : ZERO;
}

/**
 * §9 THE quote price: total = base + sum of adjustments, exactly, and never below zero.
 *
 * - base: the equipment price, `trailerPrice(basePrice, quotedFeet, chosenFeet, perFootPrice)` for a trailer
 *   length change or `basePrice` otherwise; never below zero.
 * - charges, in this order: expedite (GuaranteedServiceFee, 'Expedite Shipping'); liability coverage
 *   (always present, 0 for standard coverage); weight tickets when requested (0 when waived); the spot
 *   appointment fee for a one-hour or two-hour window; the booked delivery window's fee (issue 27); broker fee and customs fee when present (non-null);
 *   destination storage when added (0 with no-charge days). A negative charge counts as 0.
 * - coupons, last, in the given order, each valued by its rule (couponAmount) against this base and this
 *   storage fee: an amount off, a percentage of the base, or the storage fee for a free-storage coupon
 *   (0 when storage is not added or already free).
 * - Capping rule: each coupon takes off at most what is left of the total at that point (starting from
 *   the pre-coupon total), so the total never goes below zero and a coupon never raises it. A capped coupon's adjustment value is the amount it actually took, so
 *   base + sum(adjustments) === total holds to the cent. A coupon that takes nothing shows value 0.
 *
 * This is the hot path (bench/pricing.bench.ts): no regexes, no dates, no number formatting; the fixed
 * adjustments (liability tiers, weight tickets) are shared frozen objects.
 */
export function computeQuotePrice(input: PriceInput): PriceBreakdown {
  const base = equipmentPrice(input.basePrice, input.trailer);
  const adjustments: PriceAdjustment[] = [];
  let subtotal: number = base;

  if (input.expedite !== null) {
    const value = charge(input.expedite.GuaranteedServiceFee);
    adjustments.push({ type: AdjustmentKind.ExpediteOption, description: EXPEDITE_DESCRIPTION, value });
    subtotal += value;
  }

  const liability = liabilityAdjustment(input.liabilitySelected);
  adjustments.push(liability);
  subtotal += liability.value;

  if (input.weightTickets.requested) {
    const tickets = input.weightTickets.waived ? WEIGHT_TICKETS_WAIVED : WEIGHT_TICKETS;
    adjustments.push(tickets);
    subtotal += tickets.value;
  }

  const spot = input.spotAppointment;
  const named =
    spot?.EarlyTime && spot.LateTime
      ? FEE_DESCRIPTIONS.spotAppointment(spot.EarlyTime, spot.LateTime, input.spotAppointmentZone ?? '')
      : null;
  const paidWindow =
    spot?.AppointmentWindow === AppointmentWindow.OneHourWindow
      ? { rate: spot.OneHourRate, description: FEE_DESCRIPTIONS.oneHourWindow }
      : spot?.AppointmentWindow === AppointmentWindow.TwoHourWindow
        ? { rate: spot.TwoHourRate, description: FEE_DESCRIPTIONS.twoHourWindow }
        : null;
  if (paidWindow !== null) {
    const value = charge(paidWindow.rate);
    adjustments.push({
      type: AdjustmentKind.SpotAppointment,
      description: named ?? paidWindow.description,
      value,
    });
    subtotal += value;
  }

  const delivery = input.deliveryAppointment;
  if (delivery && delivery.Rate > 0) {
    const value = charge(delivery.Rate);
    adjustments.push({
      type: AdjustmentKind.DeliveryAppointment,
      description: FEE_DESCRIPTIONS.deliveryWindow(delivery, input.deliveryAppointmentZone ?? ''),
      value,
    });
    subtotal += value;
  }

  if (input.brokerFee !== null) {
    const value = charge(input.brokerFee);
    adjustments.push({ type: AdjustmentKind.BrokerFee, description: FEE_DESCRIPTIONS.brokerFee, value });
    subtotal += value;
  }
  if (input.customsFee !== null) {
    const value = charge(input.customsFee);
    adjustments.push({ type: AdjustmentKind.CustomsFee, description: FEE_DESCRIPTIONS.customsFee, value });
    subtotal += value;
  }

  let storageValue: Cents = ZERO;
  const storage = input.storage;
  if (storage?.added) {
    storageValue = storageFee(charge(storage.charge), Math.max(storage.quantity, 0), storage.noChargeDays);
    adjustments.push({
      type: AdjustmentKind.StorageFees,
      description: storageDescription(storage.equip, storage.noChargeDays),
      value: storageValue,
    });
    subtotal += storageValue;
  }

  // Coupons are valued against this quote's own base and storage fee, then capped.
  const valuation: CouponValuation = { basePrice: base, storageFee: storageValue };
  let remaining = subtotal;
  const coupons = input.coupons;
  for (let i = 0; i < coupons.length; i++) {
    const coupon = coupons[i];
    if (coupon === undefined) continue;
    const face = couponAmount(coupon.rule, valuation);
    const taken = Math.min(face, remaining);
    remaining -= taken;
    adjustments.push({
      type: couponAdjustmentKind(coupon.source),
      description: coupon.description,
      value: taken === 0 ? ZERO : cents(-taken),
    });
  }

  return { base, adjustments, total: cents(remaining) };
}

export type PriceInputError =
  | { kind: 'InvalidPriceInput'; field: string; message: string }
  | (TrailerLengthError & { field: 'trailer.chosenFeet' });

function invalid(field: string, message: string): Result<never, PriceInputError> {
  return err({ kind: 'InvalidPriceInput', field, message });
}

function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function isWhole(value: number, minimum: number): boolean {
  return Number.isSafeInteger(value) && value >= minimum;
}

/**
 * §9 Checks a PriceInput before pricing: amounts are whole, non-negative cents; feet, quantities and
 * days are whole numbers; the chosen trailer length is at least the minimum (5 feet by default);
 * the liability value is one of the §3 tiers. The first problem found is returned.
 */
export function validatePriceInput(
  input: PriceInput,
  minimumTrailerFeet: number = TRAILER_MINIMUM_FEET,
): Result<PriceInput, PriceInputError> {
  const amountMessage = 'Value must be a whole, non-negative number of cents';
  if (!isAmount(input.basePrice)) return invalid('basePrice', amountMessage);
  if (input.trailer !== null) {
    const { quotedFeet, chosenFeet, perFootPrice } = input.trailer;
    if (!isWhole(quotedFeet, 0)) return invalid('trailer.quotedFeet', 'Value must be a whole number of feet');
    if (!isAmount(perFootPrice)) return invalid('trailer.perFootPrice', amountMessage);
    const length = validateTrailerLength(chosenFeet, minimumTrailerFeet);
    if (length.isErr()) return err({ ...length.error, field: 'trailer.chosenFeet' });
  }
  if (input.expedite !== null && !isAmount(input.expedite.GuaranteedServiceFee)) {
    return invalid('expedite.GuaranteedServiceFee', amountMessage);
  }
  if (!LIABILITY_SELECTED_VALUES.includes(input.liabilitySelected)) {
    return invalid('liabilitySelected', 'Liability coverage must be one of 0, 75, 125 or 175');
  }
  if (input.spotAppointment !== null) {
    if (!isAmount(input.spotAppointment.OneHourRate))
      return invalid('spotAppointment.OneHourRate', amountMessage);
    if (!isAmount(input.spotAppointment.TwoHourRate))
      return invalid('spotAppointment.TwoHourRate', amountMessage);
  }
  if (input.brokerFee !== null && !isAmount(input.brokerFee)) return invalid('brokerFee', amountMessage);
  if (input.customsFee !== null && !isAmount(input.customsFee)) return invalid('customsFee', amountMessage);
  if (input.storage !== null) {
    if (!isAmount(input.storage.charge)) return invalid('storage.charge', amountMessage);
    if (!isWhole(input.storage.quantity, 1))
      return invalid('storage.quantity', 'Quantity must be a whole number, at least 1');
    if (!isWhole(input.storage.noChargeDays, 0)) {
      return invalid('storage.noChargeDays', 'No-charge days must be a whole number, at least 0');
    }
  }
  for (const [i, coupon] of input.coupons.entries()) {
    const rule = coupon.rule;
    if (rule.kind === 'AmountOff' && !isAmount(rule.amount))
      return invalid(`coupons[${i}].rule.amount`, amountMessage);
    if (rule.kind === 'PercentOffBase' && !(rule.percent >= 0 && rule.percent <= 100)) {
      return invalid(`coupons[${i}].rule.percent`, 'Percent must be between 0 and 100');
    }
    if (rule.kind === 'FreeStorageDays' && !isWhole(rule.days, 0)) {
      return invalid(`coupons[${i}].rule.days`, 'Free storage days must be a whole number, at least 0');
    }
  }
  return ok(input);
}
