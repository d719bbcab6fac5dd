import type { Milestone } from '../../domain/shipment';
import type { Token } from './token';

/** One VEVENT, ready for an iCalendar writer: UTC instants for a timed event, dates for an all-day one. */
export interface CalendarEvent {
  readonly milestone: Milestone;
  readonly uid: string;
  readonly sequence: number;
  readonly status: 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED';
  readonly summary: string;
  readonly description: string;
  readonly span:
    | { readonly kind: 'allDay'; readonly start: string; readonly endExclusive: string }
    | { readonly kind: 'timed'; readonly startMs: number; readonly endMs: number };
}

/**
 * Writes calendar events as an iCalendar file (RFC 5545, tracking.md "Calendar files (.ics)"): the move
 * schedule's downloads and the attachments of messages that carry a date.
 */
export interface CalendarFileWriter {
  /** The file's text. `calName` names the calendar ('Relomove move 1000123'). */
  write(events: readonly CalendarEvent[], calName: string): string;
}
export const CalendarFileWriter: Token<CalendarFileWriter> = Symbol('CalendarFileWriter');
