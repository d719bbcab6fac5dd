import type { IsoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';

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
}
