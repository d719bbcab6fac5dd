/**
 * Reading a booked move's calendar events (issue 13, §2 /dashboard/move-schedule/), as the messages that
 * attach them see it (issue 29: notifications depend on this, never on MoveCalendar's file). MoveCalendar
 * (move-calendar.ts) is the one implementation.
 */
import type { ResultAsync } from 'neverthrow';
import type { Milestone, ShipmentUnavailable } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { CalendarEvent } from '../ports/calendar-file-writer';
import type { ReservationError } from '../shared/reservation-errors';

/** The milestone has never had dates, so it has no calendar file (or the move has none at all). */
export type CalendarFileNotFound = { kind: 'CalendarFileNotFound'; milestone: Milestone | null };

export type MoveCalendarError = ReservationError | ShipmentUnavailable | CalendarFileNotFound;

export interface MoveCalendarInput {
  viewer: Viewer;
  quoteId: number;
  /** One milestone's file, or null for every dated milestone of the move. */
  milestone: Milestone | null;
  /** The customer's dashboard, linked from each event's description. */
  dashboardUrl: string;
  /**
   * True when the business reads the calendar for the customer (issue 14: the .ics files its messages
   * carry): a staff viewer may then read it. The download route leaves it out (owner only).
   */
  forMessages?: boolean;
}

/** The calendar events of a move's dated milestones, each as its stored entry says it now (MoveCalendar). */
export interface MoveCalendarReader {
  execute(input: MoveCalendarInput): ResultAsync<CalendarEvent[], MoveCalendarError>;
}
