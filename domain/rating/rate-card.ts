import type { IsoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';
import { EquipType } from '../quote/enums';

/**
 * The rate card: versioned pricing data (data/rate-cards/*.json), loaded and checked by the
 * reference-data adapter. Factors are integer basis points (10000 = x1.00) so that every step of the
 * rating stays in integer cents with one documented rounding (docs/pricing.md).
 */
export interface RateBand {
  /** The band applies from this many HHG miles (inclusive) up to the next band's start. */
  fromMiles: number;
  /** Price per unit (foot or cube) at the band's start, in cents. */
  baseCents: Cents;
  /** Added per mile beyond the band's start, per unit, in thousandths of a cent. */
  perMileMilliCents: number;
}

export interface TransitBand {
  /** Applies up to and including this many miles. */
  upToMiles: number;
  /** Carrier transit time in business days. */
  businessDays: number;
}

/** A guaranteed expedite tier: delivery guaranteed this many business days sooner, for a fee. */
export interface ExpediteTier {
  daysFaster: number;
  fee: Cents;
}

export interface StorageRate {
  /** Charge per unit (trailer or cube) for each 30 days (StorageDestCharge). */
  charge: Cents;
  /** Charge per unit for each 30 days after the first (StorageDestIncreasedCharge). */
  increasedCharge: Cents;
}

export interface RateCard {
  version: string;
  effectiveFrom: IsoDate;
  carrier: string;
  /** Road miles per great-circle mile. */
  circuityFactor: number;
  /** Moves shorter or longer than this are InvalidMiles (§4 invalid reasons). */
  minMiles: number;
  maxMiles: number;
  /** A place farther than this from every service center in its country is not served (NotServed). */
  serviceRadiusMiles: number;
  /** States and provinces whose moves need an ocean or Alaska Highway leg: always rated by hand (Manual). */
  handRatedStates: string[];
  trailer: {
    minimumFeet: number;
    /** One trailer holds at most this many linear feet; a larger move is rated by hand (Manual). */
    maximumFeet: number;
    perFootBands: RateBand[];
  };
  relocube: {
    /** The most ReloCubes one quote can book online; more is rated by hand (Manual). */
    maximumCubes: number;
    perCubeBands: RateBand[];
  };
  /** Lane factor by origin region then destination region; a missing pair is 10000. */
  laneFactorsBp: Record<string, Record<string, number>>;
  /** Twelve seasonal factors by move month, January first. */
  seasonalFactorsBp: number[];
  /** Discount for using a terminal instead of the door, at each end. */
  terminalDiscountBp: { origin: number; destination: number };
  transitBands: TransitBand[];
  expediteTiers: ExpediteTier[];
  storage: { durationDays: number; Trailer: StorageRate; ReloCube: StorageRate };
  /**
   * Loading days allowed by equipment (issue 11 schedule step): the business days between drop-off (spot)
   * and pickup that the customer has to load. A file without it gets LOADING_DAYS_DEFAULT.
   */
  loading: { Trailer: number; ReloCube: number };
  /** §3/§9 guaranteed spot appointment fees: OneHourRate and TwoHourRate. A file without it gets APPOINTMENT_RATES_DEFAULT. */
  appointments: { OneHourRate: Cents; TwoHourRate: Cents };
  /** Issue 12 cancellation fees by how long before the drop-off date. A file without it gets CANCELLATION_FEES_DEFAULT. */
  cancellation: CancellationFees;
  /**
   * Issue 13 "Self-service changes": until when a booked move can be changed online. A file without it gets
   * MOVE_EDITS_DEFAULT.
   */
  moveEdits: MoveEditCutoffRule;
  /**
   * Issue 13 "Pickup request": until when each pickup day can be asked for online, how many working days past
   * the loading time can be, and what each such day costs (domain/shipment/pickup-request.ts). A file without
   * it gets PICKUP_REQUESTS_DEFAULT.
   */
  pickupRequests: PickupRequestRule;
}

/**
 * Issue 13: a booked move can be changed online until `localHour`:00 at the origin station's local time,
 * `businessDaysBefore` business days (the station's holidays skipped) before the drop-off (spot) date
 * (domain/reservation/edit-cutoff.ts). After it the customer is asked to call.
 */
/**
 * Issue 13 "Pickup request" (domain/shipment/pickup-request.ts): a pickup day can be asked for online until
 * `localHour`:00 at the origin station's local time, `businessDaysBefore` business days before it; up to
 * `maxExtraDays` working days past the loading time can be asked for, each costing `extraDayFee` per
 * ReloCube, or per trailer (shown, not charged).
 */
export interface PickupRequestRule {
  businessDaysBefore: number;
  localHour: number;
  maxExtraDays: number;
  extraDayFee: { ReloCube: Cents; Trailer: Cents };
}

export interface MoveEditCutoffRule {
  businessDaysBefore: number;
  localHour: number;
}

/**
 * Issue 12: what cancelling a reservation costs (domain/payment/cancellation-fee.ts). Free more than
 * `freeDaysBefore` days before the drop-off (spot) date, `withinDaysFee` from then until the day before, and
 * `sameDayFee` on the drop-off date itself; after it the reservation cannot be cancelled online.
 */
export interface CancellationFees {
  freeDaysBefore: number;
  withinDaysFee: Cents;
  sameDayFee: Cents;
}

/** Loading business days when a rate card does not set them (ours: docs/decisions.md). */
export const LOADING_DAYS_DEFAULT = { Trailer: 3, ReloCube: 3 } as const;
/** Appointment window fees in cents when a rate card does not set them: $49 one-hour, $29 two-hour (ours). */
export const APPOINTMENT_RATES_DEFAULT = { OneHourRate: 4900, TwoHourRate: 2900 } as const;
/**
 * §9 OneHourRate and TwoHourRate on a date: the rate card in force's, or APPOINTMENT_RATES_DEFAULT when no
 * card is in force on it (issue 29: the fallback is a rule, not wiring).
 */
export function appointmentRatesOf(card: Pick<RateCard, 'appointments'> | null): RateCard['appointments'] {
  if (card !== null) return card.appointments;
  return {
    OneHourRate: APPOINTMENT_RATES_DEFAULT.OneHourRate as Cents,
    TwoHourRate: APPOINTMENT_RATES_DEFAULT.TwoHourRate as Cents,
  };
}
/** Cancellation fees when a rate card does not set them: U-Pack's published policy (free more than 7 days before, $50 within 7 days, $150 on the day). */
export const CANCELLATION_FEES_DEFAULT = {
  freeDaysBefore: 7,
  withinDaysFee: 5000,
  sameDayFee: 15000,
} as const;

/** Move edits when a rate card does not set them: PODS's published rule, 4 p.m. local three business days before. */
export const MOVE_EDITS_DEFAULT = { businessDaysBefore: 3, localHour: 16 } as const;

/**
 * Pickup requests when a rate card does not set them (ours): until 4 p.m. at the station's local time the
 * business day before the pickup day; up to 5 working days past the loading time; U-Pack's $50 a day per
 * ReloCube and $250 a day per trailer (tracking.md).
 */
export const PICKUP_REQUESTS_DEFAULT: Readonly<PickupRequestRule> = {
  businessDaysBefore: 1,
  localHour: 16,
  maxExtraDays: 5,
  extraDayFee: { ReloCube: 5000 as Cents, Trailer: 25000 as Cents },
};

/** The loading business days the rate card allows for an equipment type (§3 EquipType). */
export function loadingDaysFor(card: Pick<RateCard, 'loading'>, equip: EquipType): number {
  return equip === EquipType.Relocube ? card.loading.ReloCube : card.loading.Trailer;
}
