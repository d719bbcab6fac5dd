import { err, ok, type Result } from 'neverthrow';
import { type Cents, dollars } from '../money/money';
import type { Accessorials } from '../quote/types';
import { AdjustmentKind, type PriceAdjustment } from './adjustments';

/** §3 Liability coverage options: the selected value is the tier's fee in whole dollars. */
export type LiabilitySelected = 0 | 75 | 125 | 175;

/** §9 Liability: the standard (free) coverage rate, 0.1 per pound. */
export const STANDARD_LIABILITY_RATE = 0.1;

export interface LiabilityTier {
  readonly selected: LiabilitySelected;
  readonly label: string;
  /** The API value sent as Accessorials.Liability: the coverage per pound. */
  readonly apiValue: number;
  readonly fee: Cents;
}

const TIER_0: LiabilityTier = {
  selected: 0,
  label: 'standard coverage',
  apiValue: STANDARD_LIABILITY_RATE,
  fee: dollars(0),
};
const TIER_75: LiabilityTier = { selected: 75, label: '$1 per pound (+$75)', apiValue: 1, fee: dollars(75) };
const TIER_125: LiabilityTier = {
  selected: 125,
  label: '$2 per pound (+$125)',
  apiValue: 2,
  fee: dollars(125),
};
const TIER_175: LiabilityTier = {
  selected: 175,
  label: '$3 per pound (+$175)',
  apiValue: 3,
  fee: dollars(175),
};

/** §3 Liability coverage options table, in tier order (cheapest first). */
export const LIABILITY_TIERS: readonly LiabilityTier[] = [TIER_0, TIER_75, TIER_125, TIER_175];

export const LIABILITY_SELECTED_VALUES: readonly LiabilitySelected[] = LIABILITY_TIERS.map((t) => t.selected);

export type LiabilityError = { kind: 'InvalidLiability'; message: string };

/** §3 The tier of a selected value. */
export function liabilityTier(selected: LiabilitySelected): LiabilityTier {
  return TIER_OF[selected];
}

const TIER_OF: Readonly<Record<LiabilitySelected, LiabilityTier>> = {
  0: TIER_0,
  75: TIER_75,
  125: TIER_125,
  175: TIER_175,
};

/** §3, §9 The liability coverage fee in cents: 0, 7500, 12500 or 17500. */
export function liabilityFee(selected: LiabilitySelected): Cents {
  return liabilityTier(selected).fee;
}

/** §3 The option label, e.g. 'standard coverage' or '$2 per pound (+$125)'. */
export function liabilityLabel(selected: LiabilitySelected): string {
  return liabilityTier(selected).label;
}

/**
 * §3 Payload Accessorials: Liability is the API value as a string ('0.1', '1', '2', '3') and
 * AddLiability is true when the API value is above the standard 0.1.
 */
export function liabilityAccessorials(
  selected: LiabilitySelected,
): Pick<Accessorials, 'Liability' | 'AddLiability'> {
  const { apiValue } = liabilityTier(selected);
  return { Liability: String(apiValue), AddLiability: apiValue > STANDARD_LIABILITY_RATE };
}

/** §3 Reads a selected value typed or posted by a user ('125', 125, ' 75 '): one of 0, 75, 125, 175. */
export function parseLiabilitySelected(input: string | number): Result<LiabilitySelected, LiabilityError> {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const tier = LIABILITY_TIERS.find((t) => text !== '' && Number(text) === t.selected);
  return tier
    ? ok(tier.selected)
    : err({ kind: 'InvalidLiability', message: 'Liability coverage must be one of 0, 75, 125 or 175' });
}

/** §3 The selected value for a saved Accessorials.Liability API value ('0.1', '1', '2', '3'). */
export function liabilityFromApiValue(liability: string): Result<LiabilitySelected, LiabilityError> {
  const text = liability.trim();
  const tier = LIABILITY_TIERS.find((t) => text !== '' && Number(text) === t.apiValue);
  return tier
    ? ok(tier.selected)
    : err({ kind: 'InvalidLiability', message: 'Liability must be one of 0.1, 1, 2 or 3' });
}

/** §3 The liability coverage price adjustment (one shared object per tier; 0 for standard coverage). */
export function liabilityAdjustment(selected: LiabilitySelected): PriceAdjustment {
  return ADJUSTMENT_OF[selected];
}

function tierAdjustment(tier: LiabilityTier): PriceAdjustment {
  return Object.freeze({ type: AdjustmentKind.LiabilityCoverage, description: tier.label, value: tier.fee });
}
const ADJUSTMENT_OF: Readonly<Record<LiabilitySelected, PriceAdjustment>> = {
  0: tierAdjustment(TIER_0),
  75: tierAdjustment(TIER_75),
  125: tierAdjustment(TIER_125),
  175: tierAdjustment(TIER_175),
};
