import type { ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { AppointmentWindow } from '../../domain/quote/enums';
import type { AppointmentEnd } from '../../domain/reservation/appointment-windows';
import type { Token } from './token';
import type { StorageUnavailable } from './user-repository';

/** One appointment window booked for a quote at one end of its move (§3 Appointment; issue 11). */
export interface AppointmentBooking {
  quoteId: number;
  stationCode: string;
  date: IsoDate;
  end: AppointmentEnd;
  window: AppointmentWindow;
  /** 4 digits, colon removed (§3). */
  EarlyTime: string;
  LateTime: string;
}

/** The slot already has as many bookings as the station has crews for it. */
export type SlotBookedOut = { kind: 'SlotBookedOut' };

/**
 * The appointment windows booked at each station. `book` keeps one booking per quote and end (a new one
 * replaces the quote's earlier one) and refuses a paid slot that is full, atomically across instances that
 * share the database.
 */
export interface AppointmentBook {
  /** Bookings of each slot of a station's day, by slotKeyString (domain/reservation/appointment-windows). */
  bookedCounts(
    stationCode: string,
    date: IsoDate,
  ): ResultAsync<ReadonlyMap<string, number>, StorageUnavailable>;
  /** `at` is the ISO-8601 time of the booking. */
  book(booking: AppointmentBooking, at: string): ResultAsync<void, SlotBookedOut | StorageUnavailable>;
}
export const AppointmentBook: Token<AppointmentBook> = Symbol('AppointmentBook');
