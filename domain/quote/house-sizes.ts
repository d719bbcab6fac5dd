/** §9 House size options of the Size? select, with the trailer length (LinearFeet) each one quotes. */
import { err, ok, type Result } from 'neverthrow';

/** One Size? choice: the label shown to customers and its LinearFeet. */
export interface HouseSize {
  readonly label: string;
  readonly LinearFeet: number;
}

/** §9: "Default is the first". */
export const DEFAULT_HOUSE_SIZE: HouseSize = { label: 'under 1 room/studio', LinearFeet: 5 };

const LARGEST_HOUSE_SIZE: HouseSize = { label: '5+ bedroom home', LinearFeet: 35 };

/** §9, in form order, labels exactly as written in the spec. */
export const HOUSE_SIZES: readonly HouseSize[] = [
  DEFAULT_HOUSE_SIZE,
  { label: '1 bedroom', LinearFeet: 7 },
  { label: '2 bedroom', LinearFeet: 13 },
  { label: '3 bedroom', LinearFeet: 17 },
  { label: '4 bedroom home', LinearFeet: 23 },
  LARGEST_HOUSE_SIZE,
];

export const HOUSE_SIZE_LABELS: readonly string[] = HOUSE_SIZES.map((size) => size.label);

export type HouseSizeError =
  | { kind: 'UnknownHouseSize'; message: string }
  | { kind: 'InvalidLinearFeet'; message: string };

/** §9: the LinearFeet of a Size? label (exact label text), e.g. '2 bedroom' -> 13. */
export function linearFeetForHouseSize(label: string): Result<number, HouseSizeError> {
  const size = HOUSE_SIZES.find((s) => s.label === label);
  return size
    ? ok(size.LinearFeet)
    : err({ kind: 'UnknownHouseSize', message: `Unknown house size: ${label}` });
}

/**
 * The Size? choice for a trailer length: the smallest house size whose LinearFeet is at least
 * `feet`, or the largest size beyond 35 feet. Exact §9 values map back to their own label
 * (13 -> '2 bedroom'). `feet` must be a positive finite number.
 */
export function houseSizeForLinearFeet(feet: number): Result<HouseSize, HouseSizeError> {
  if (!Number.isFinite(feet) || feet <= 0) {
    return err({ kind: 'InvalidLinearFeet', message: 'Value must be numeric' });
  }
  const fitting = HOUSE_SIZES.find((s) => s.LinearFeet >= feet);
  return ok(fitting ?? LARGEST_HOUSE_SIZE);
}
