import type { Kysely } from 'kysely';
import { ResultAsync } from 'neverthrow';
import type {
  DeliveryBookingAttempt,
  DeliveryBookingOutcome,
  DeliveryBookings,
} from '../../application/ports/delivery-bookings';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { Quote } from '../../domain/quote/types';
import { messageOf } from './error-message';
import { keptQuotesOf } from './kept-quotes';
import { PgAppointmentBook } from './pg-appointment-book';
import { indexColumns, lockedQuoteRow, toQuote } from './pg-quote-documents';
import { appendEvent, lockedHistory } from './pg-shipment-events';
import type { Schema } from './schema';

/**
 * DeliveryBookings on PGlite or PostgreSQL (issue 13 delivery tool): one transaction that takes the move's
 * row (FOR UPDATE: two requests for one move take turns), its shipment lock (as staff events do:
 * PgShipmentEvents), finds the key's event (answered again), asks `decide`, then books the destination slot
 * under the slot's lock and count (PgAppointmentBook.bookInTransaction, the destination's crews per slot),
 * appends the event and saves the move at Revision + 1 with its change history when its total changed.
 * Locks are taken in the order the reservation's transactions take them (row, then slot).
 */
export class PgDeliveryBookings implements DeliveryBookings {
  private readonly db: Kysely<Schema>;
  private readonly appointments: PgAppointmentBook;

  constructor(db: Kysely<Schema>, appointments: PgAppointmentBook = new PgAppointmentBook(db)) {
    this.db = db;
    this.appointments = appointments;
  }

  book<R>(attempt: DeliveryBookingAttempt<R>): ResultAsync<DeliveryBookingOutcome<R>, RepositoryError> {
    const work = () =>
      ResultAsync.fromPromise(
        this.transaction(attempt),
        (error): RepositoryError => ({ kind: 'StorageUnavailable', message: messageOf(error) }),
      );
    const kept = keptQuotesOf(this.db);
    return kept ? kept.change([attempt.quoteId], work) : work();
  }

  private transaction<R>(attempt: DeliveryBookingAttempt<R>): Promise<DeliveryBookingOutcome<R>> {
    return this.db.transaction().execute(async (trx): Promise<DeliveryBookingOutcome<R>> => {
      const row = await lockedQuoteRow(trx, attempt.quoteId);
      if (row === undefined) throw new Error(`quote ${attempt.quoteId} vanished while booking its delivery`);
      const current: Quote = { ...toQuote(row.document), QuoteId: attempt.quoteId, Revision: row.revision };
      const events = await lockedHistory(trx, attempt.quoteId);
      const kept = events.find((e) => e.idempotencyKey === attempt.idempotencyKey);
      if (kept) return { kind: 'Replayed', event: kept, events, quote: current };
      const decision = attempt.decide(current, events);
      if (decision.kind === 'refuse') return { kind: 'Refused', refusal: decision.refusal };
      const booked = await this.appointments.bookInTransaction(trx, decision.booking, attempt.at);
      // Nothing was written yet: the transaction ends with nothing changed.
      if (booked === 'bookedOut') return { kind: 'SlotBookedOut' };
      const request = {
        quoteId: attempt.quoteId,
        idempotencyKey: attempt.idempotencyKey,
        recordedBy: attempt.recordedBy,
      };
      const event = await appendEvent(trx, request, decision.event);
      let saved = current;
      if (decision.quote !== null) {
        saved = { ...decision.quote, QuoteId: attempt.quoteId, Revision: current.Revision + 1 };
        await trx
          .updateTable('quotes')
          .set({
            revision: saved.Revision,
            ...indexColumns(saved),
            document: JSON.stringify(saved),
            updated_at: attempt.at,
          })
          .where('id', '=', attempt.quoteId)
          .execute();
        await trx
          .insertInto('quote_changes')
          .values({
            quote_id: attempt.quoteId,
            from_revision: current.Revision,
            to_revision: saved.Revision,
            changed_at: attempt.at,
            changed_by: decision.note.by,
            reason: decision.note.reason,
          })
          .execute();
      }
      return { kind: 'Booked', event, events: [...events, event], quote: saved, before: current };
    });
  }
}
