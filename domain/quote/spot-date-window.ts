import { addDays } from '../calendar/business-days';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { isInMoveDateWindow } from './move-date-window';

/**
 * A date a move is planned on (spot or move date) must lie in the quoting window (./move-date-window.ts).
 * One before today is §8 SpotDateIsPast; one beyond the window is too far ahead.
 */
export type SpotDateWindowError = { kind: 'SpotDateIsPast' } | { kind: 'SpotDateTooFarAhead' };

/** The window problem of a planned date, or null when the date is in the window. */
export function spotDateWindowError(date: IsoDate, today: IsoDate): SpotDateWindowError | null {
  if (isInMoveDateWindow(date, today)) return null;
  return compareIsoDates(date, today) < 0 ? { kind: 'SpotDateIsPast' } : { kind: 'SpotDateTooFarAhead' };
}

/**
 * How long after the spot (move) date a pickup may be asked for: the customer keeps the equipment
 * loading at most this many days. Not shown in the specification; ours (docs/decisions.md).
 */
export const MAX_PICKUP_DAYS_AFTER_SPOT = 60;

/** The 'PickupDate - ...' message for a pickup asked for too long after the move date. */
export const PICKUP_TOO_LATE_MESSAGE = `The pickup date must be at most ${MAX_PICKUP_DAYS_AFTER_SPOT} days after the move date`;

/** True when a requested pickup is no later than MAX_PICKUP_DAYS_AFTER_SPOT days after the spot date. */
export function isPickupWithinReach(pickupDate: IsoDate, spotDate: IsoDate): boolean {
  return compareIsoDates(pickupDate, addDays(spotDate, MAX_PICKUP_DAYS_AFTER_SPOT)) <= 0;
}
