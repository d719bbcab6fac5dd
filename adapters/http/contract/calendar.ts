/**
 * Issue 13, §2 /dashboard/move-schedule/: the calendar files (.ics) of a booked move's dated milestones on
 * the wire (our routes: docs/decisions.md). The paths and links, without zod, are in ./calendar-paths.ts for
 * the browser.
 */
import { z } from 'zod';
import { MILESTONES, type Milestone } from '../../../domain/shipment';
import { QuoteNumber } from './quote-changes';

export {
  MOVE_CALENDAR_FILE_PATH,
  MOVE_CALENDAR_PATH,
  moveCalendarFileHref,
  moveCalendarHref,
} from './calendar-paths';
/** The router's form of MOVE_CALENDAR_FILE_PATH: the name and its '.ics' are one path segment. */
export const MOVE_CALENDAR_FILE_ROUTE = '/api/moves/:id/calendar/:file{[^/]+\\.ics}';

export const ICS_MEDIA_TYPE = 'text/calendar';

export const MoveCalendarFileParams = z.object({
  id: QuoteNumber,
  Milestone: z.enum(MILESTONES as [Milestone, ...Milestone[]], {
    error: `Value must be one of ${MILESTONES.join(', ')}`,
  }),
});
