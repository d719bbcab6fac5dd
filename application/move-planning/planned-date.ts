import { err, type Result } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { type SpotDateWindowError, spotDateWindowError } from '../../domain/quote/spot-date-window';
import type { RateCard } from '../../domain/rating/rate-card';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';

/** A planned date outside the quoting window, named by the request field that carried it. */
export type PlannedDateError = SpotDateWindowError & { field: 'SpotDate' | 'MoveDate' | 'apptObj.Date' };

export function plannedDateError(
  field: PlannedDateError['field'],
  date: IsoDate,
  today: IsoDate,
): PlannedDateError | null {
  const problem = spotDateWindowError(date, today);
  return problem ? { ...problem, field } : null;
}

/**
 * The rate card in force today, for a request that plans `date`: first the date must be inside the quoting
 * window (plannedDateError, named by `field`), then a card must be in force.
 */
export function plannedDateCard(
  deps: { clock: Clock; rateCards: RateCardSource },
  field: PlannedDateError['field'],
  date: IsoDate,
): Result<RateCard, PlannedDateError | RateCardUnavailable> {
  const today = deps.clock.today();
  const outside = plannedDateError(field, date, today);
  if (outside) return err(outside);
  return deps.rateCards.inForceOn(today);
}
