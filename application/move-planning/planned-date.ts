import type { IsoDate } from '../../domain/calendar/iso-date';
import { type SpotDateWindowError, spotDateWindowError } from '../../domain/quote/spot-date-window';

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
