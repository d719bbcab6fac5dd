import { okAsync, type ResultAsync } from 'neverthrow';
import type { DeliveryBookings } from '../ports/delivery-bookings';
import type { InspectionForms } from '../ports/inspection-forms';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { PlanRequests } from '../ports/plan-requests';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ShipmentEvents } from '../ports/shipment-events';
import { afterRecordedShipmentEvent } from '../shared/recorded-shipment-events';
import { planSoon } from './plan-soon';

/**
 * Issue 14 triggers: the stores every change of a booked move goes through (its booking and rebooking,
 * its shipment events, its delivery booking, its ledger, its inspection form), each wrapped so that a change, once committed,
 * asks for the move's messages to be planned (a plan request, relayed as a plan-messages job). Use cases stay unaware of
 * notifications, and no path (web, terminal, job) can change a move without its messages following.
 * A failure to schedule never fails the change: the sweep (NotificationSweep) plans live moves again.
 */
function after<T, E>(plans: PlanRequests, quoteId: number, result: ResultAsync<T, E>): ResultAsync<T, E> {
  return result.andThen((value) => planSoon(plans, quoteId).map(() => value));
}

export function plannedShipmentEvents(inner: ShipmentEvents, plans: PlanRequests): ShipmentEvents {
  return afterRecordedShipmentEvent(inner, (_event, quoteId) => planSoon(plans, quoteId));
}

export function plannedLedger(inner: PaymentLedger, plans: PlanRequests): PaymentLedger {
  return {
    entries: (quoteId) => inner.entries(quoteId),
    page: (afterId, limit) => inner.page(afterId, limit),
    append: (entries) =>
      inner.append(entries).andThen((outcome) => {
        const moves = [...new Set(entries.map((e) => e.quoteId))];
        return moves
          .reduce(
            (chain: ResultAsync<void, never>, quoteId) => chain.andThen(() => planSoon(plans, quoteId)),
            okAsync(undefined),
          )
          .map(() => outcome);
      }),
  };
}

export function plannedReservations(
  inner: ReservationRepository,
  plans: PlanRequests,
): ReservationRepository {
  return {
    claim: (quoteId, userId) => inner.claim(quoteId, userId),
    ownerOf: (quoteId) => inner.ownerOf(quoteId),
    findDraft: (quoteId, userId) => inner.findDraft(quoteId, userId),
    saveDraft: (draft, userId) => inner.saveDraft(draft, userId),
    ownedQuotes: (userId) => inner.ownedQuotes(userId),
    bookedOn: (station, date) => inner.bookedOn(station, date),
    logProgress: (entry) => inner.logProgress(entry),
    releaseCapacity: (quoteId, at) => after(plans, quoteId, inner.releaseCapacity(quoteId, at)),
    // Only a booking made now changes the move: a replay, a refusal or a reused key plans nothing (issue 28).
    reserve: (attempt) =>
      inner
        .reserve(attempt)
        .andThen((outcome) =>
          outcome.kind === 'answered' && outcome.answer.booked && !outcome.replayed
            ? planSoon(plans, attempt.quoteId).map(() => outcome)
            : okAsync(outcome),
        ),
    rebook: (attempt) => after(plans, attempt.quoteId, inner.rebook(attempt)),
  };
}

export function plannedDeliveryBookings(inner: DeliveryBookings, plans: PlanRequests): DeliveryBookings {
  return {
    book: (attempt) => after(plans, attempt.quoteId, inner.book(attempt)),
  };
}

/** Issue 15: a stored inspection form plans the move's messages (its copy goes, its reminder no longer). */
export function plannedInspectionForms(inner: InspectionForms, plans: PlanRequests): InspectionForms {
  return {
    find: (quoteId) => inner.find(quoteId),
    submit: (form) =>
      inner
        .submit(form)
        .andThen((outcome) =>
          outcome.kind === 'Stored' ? planSoon(plans, form.quoteId).map(() => outcome) : okAsync(outcome),
        ),
  };
}
