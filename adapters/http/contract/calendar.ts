/**
 * Issue 13, §2 /dashboard/move-schedule/: the calendar files (.ics) of a booked move's dated milestones on
 * the wire (our routes: docs/decisions.md). Shared by the server (routes) and the browser (links).
 */
import { z } from 'zod';
import { MILESTONES, type Milestone } from '../../../domain/shipment';
import { QuoteNumber } from './quote-changes';

/** One milestone's file, as the OpenAPI document names it. */
export const MOVE_CALENDAR_FILE_PATH = '/api/moves/{id}/calendar/{Milestone}.ics';
/** Every dated milestone of the move in one file. */
export const MOVE_CALENDAR_PATH = '/api/moves/{id}/calendar.ics';
/** The router's form of MOVE_CALENDAR_FILE_PATH: the name and its '.ics' are one path segment. */
export const MOVE_CALENDAR_FILE_ROUTE = '/api/moves/:id/calendar/:file{[^/]+\\.ics}';

export const ICS_MEDIA_TYPE = 'text/calendar';

export const MoveCalendarFileParams = z.object({
  id: QuoteNumber,
  Milestone: z.enum(MILESTONES as [Milestone, ...Milestone[]], {
    error: `Value must be one of ${MILESTONES.join(', ')}`,
  }),
});

/** The link to a milestone's calendar file. */
export function moveCalendarFileHref(quoteId: number, milestone: Milestone): string {
  return MOVE_CALENDAR_FILE_PATH.replace('{id}', String(quoteId)).replace('{Milestone}', milestone);
}

/** The link to the file with every dated milestone of the move. */
export function moveCalendarHref(quoteId: number): string {
  return MOVE_CALENDAR_PATH.replace('{id}', String(quoteId));
}
