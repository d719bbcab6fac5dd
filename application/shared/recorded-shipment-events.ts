import { okAsync, type ResultAsync } from 'neverthrow';
import type { ShipmentEvents, StoredShipmentEvent } from '../ports/shipment-events';

/**
 * The shipment events store, wrapped so that `effect` runs after each event it newly records (a replayed
 * key or a refusal runs nothing). The messages' plan and the storage charge each wrap it this way
 * (application/write-effects.ts); an effect never fails the recording.
 */
export function afterRecordedShipmentEvent(
  inner: ShipmentEvents,
  effect: (event: StoredShipmentEvent, quoteId: number) => ResultAsync<void, never>,
): ShipmentEvents {
  return {
    events: (quoteId) => inner.events(quoteId),
    eventsOfMoves: (quoteIds) => inner.eventsOfMoves(quoteIds),
    record: (request, decide) =>
      inner
        .record(request, decide)
        .andThen((outcome) =>
          outcome.kind === 'Recorded'
            ? effect(outcome.event, request.quoteId).map(() => outcome)
            : okAsync(outcome),
        ),
  };
}
