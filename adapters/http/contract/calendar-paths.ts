/**
 * Issue 13: the paths of a booked move's calendar files (.ics) and the links to them, for the server and the
 * browser. No zod here: a page that only links to the files loads no schema code.
 */
import type { Milestone } from '../../../domain/shipment';

/** One milestone's file, as the OpenAPI document names it. */
export const MOVE_CALENDAR_FILE_PATH = '/api/moves/{id}/calendar/{Milestone}.ics';
/** Every dated milestone of the move in one file. */
export const MOVE_CALENDAR_PATH = '/api/moves/{id}/calendar.ics';

/** The link to a milestone's calendar file. */
export function moveCalendarFileHref(quoteId: number, milestone: Milestone): string {
  return MOVE_CALENDAR_FILE_PATH.replace('{id}', String(quoteId)).replace('{Milestone}', milestone);
}

/** The link to the file with every dated milestone of the move. */
export function moveCalendarHref(quoteId: number): string {
  return MOVE_CALENDAR_PATH.replace('{id}', String(quoteId));
}
