import type { ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import type { ShipmentEvent } from '../../domain/shipment';
import type { AppointmentBooking } from './appointment-book';
import type { RepositoryError } from './quote-repository';
import type { StoredShipmentEvent } from './shipment-events';
import type { Token } from './token';

/**
 * What `decide` answers inside the delivery booking's transaction: refuse (nothing is written), or book
 * the destination window, append the Delivery Scheduled event and, when the window has a fee, save the
 * move with its new total (at Revision + 1, with the note in its change history).
 */
export type DeliveryBookingDecision<R> =
  | { readonly kind: 'refuse'; readonly refusal: R }
  | {
      readonly kind: 'book';
      readonly booking: AppointmentBooking;
      readonly event: ShipmentEvent;
      /** The move with its new TotalPrice, or null when nothing about it changes (a free window). */
      readonly quote: Quote | null;
      readonly note: { readonly by: string | null; readonly reason: string };
    };

export interface DeliveryBookingAttempt<R> {
  readonly quoteId: number;
  /** The customer's Idempotency-Key, stored with the event: a retry answers the first booking. */
  readonly idempotencyKey: string;
  readonly recordedBy: string;
  /** ISO-8601 of the booking. */
  readonly at: string;
  /** Runs once, with the move's row and its shipment held, on the stored quote and events. */
  decide(current: Quote, events: readonly StoredShipmentEvent[]): DeliveryBookingDecision<R>;
}

export type DeliveryBookingOutcome<R> =
  | {
      readonly kind: 'Booked';
      readonly event: StoredShipmentEvent;
      readonly events: readonly StoredShipmentEvent[];
      /** The move as stored now; `before` as it was. */
      readonly quote: Quote;
      readonly before: Quote;
    }
  /** The key's first event was found: nothing new was written. */
  | {
      readonly kind: 'Replayed';
      readonly event: StoredShipmentEvent;
      readonly events: readonly StoredShipmentEvent[];
      readonly quote: Quote;
    }
  /** The window's slot has as many bookings as the destination has crews for it: nothing was written. */
  | { readonly kind: 'SlotBookedOut' }
  | { readonly kind: 'Refused'; readonly refusal: R };

/**
 * Issue 13 delivery tool: a delivery appointment booked in ONE transaction, with the booking's own
 * checks: the move's row lock, its shipment's lock (staff events take turns with it), the key (a stored
 * event answers again), `decide`, the window's slot lock and count (the destination's crews per slot),
 * then the booking row (replacing the move's earlier destination booking), the event and the move.
 */
export interface DeliveryBookings {
  book<R>(attempt: DeliveryBookingAttempt<R>): ResultAsync<DeliveryBookingOutcome<R>, RepositoryError>;
}
export const DeliveryBookings: Token<DeliveryBookings> = Symbol('DeliveryBookings');
