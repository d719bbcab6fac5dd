import type { CalendarEvent } from '../shipments/move-calendar';

/**
 * Writes calendar events as an iCalendar file (RFC 5545, tracking.md "Calendar files (.ics)"): the move
 * schedule's downloads and the attachments of messages that carry a date.
 */
export interface CalendarFileWriter {
  /** The file's text. `calName` names the calendar ('Relomove move 1000123'). */
  write(events: readonly CalendarEvent[], calName: string): string;
}
export const CalendarFileWriter = Symbol('CalendarFileWriter');
