import type { ResultAsync } from 'neverthrow';
import type { CalendarEntry, CalendarVersion, Milestone } from '../../domain/shipment';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/**
 * Issue 13, the calendar file of each dated milestone (domain/shipment/calendar-entry.ts): its UID, its
 * SEQUENCE and what it last said, stored per move and milestone so SEQUENCE survives restarts and every
 * instance sharing the database agrees on it.
 */
export interface CalendarEntries {
  /** The move's entries, in no particular order. */
  entries(quoteId: number): ResultAsync<CalendarEntry[], RepositoryError>;
  /**
   * Writes what a milestone's file says now, in ONE conditional statement (nextCalendarEntry's rule): the
   * first version is stored with SEQUENCE 0; a version that differs from the stored one replaces it with
   * SEQUENCE + 1; the same version changes nothing. Two writers of the same change bump it once. Answers
   * the entry as stored after the write.
   */
  write(
    quoteId: number,
    milestone: Milestone,
    version: CalendarVersion,
    at: string,
  ): ResultAsync<CalendarEntry, RepositoryError>;
}
export const CalendarEntries: Token<CalendarEntries> = Symbol('CalendarEntries');
