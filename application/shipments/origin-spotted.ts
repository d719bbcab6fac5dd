import { okAsync, type ResultAsync } from 'neverthrow';
import { equipmentSpottedAtOrigin } from '../../domain/shipment';
import type { Clock } from '../ports/clock';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ShipmentView } from './shipment-view';

/**
 * §3 EquipmentSpottedOrigin follows the shipment (issue 13): once the events show the equipment at the
 * origin, the reserved quote records it (Revision + 1, noted as the shipment's), and from then on the move
 * is under way: it is no longer changed or cancelled online (domain/reservation/edit-cutoff.ts and
 * cancellation.ts read the flag), and §9's pending state ends. Set once; never cleared by an event. A write
 * that fails leaves the event recorded, and the next event sets the flag.
 */
export function markOriginSpotted(
  deps: { quotes: QuoteRepository; clock: Clock },
  view: ShipmentView,
): ResultAsync<void, never> {
  const reservation = view.quote.Details.Reservation;
  if (reservation === null || reservation.EquipmentSpottedOrigin || !equipmentSpottedAtOrigin(view.shipment))
    return okAsync(undefined);
  return deps.quotes
    .update<'unchanged'>(
      view.quote.QuoteId,
      (current) => {
        const r = current.Details.Reservation;
        if (r === null || r.EquipmentSpottedOrigin) return { ok: false, error: 'unchanged' };
        return {
          ok: true,
          quote: {
            ...current,
            Details: { ...current.Details, Reservation: { ...r, EquipmentSpottedOrigin: true } },
          },
          note: { by: 'shipment', reason: 'Equipment spotted at origin (shipment events)' },
        };
      },
      deps.clock.now(),
    )
    .map(() => undefined)
    .orElse(() => okAsync<void, never>(undefined));
}
