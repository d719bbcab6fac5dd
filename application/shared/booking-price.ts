import type { Cents } from '../../domain/money/money';
import type { Quote } from '../../domain/quote/types';
import type { ReservationDraft } from '../../domain/reservation/draft';
import { type ReservationFacts, reservationPrice } from '../../domain/reservation/reserved-quote';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';

/**
 * What the reservation draft needs from outside to be priced (domain/reservation/reserved-quote.ts): the
 * service centers chosen for terminal service (by the draft's StationCode) and the §9 appointment rates
 * in force on the drop-off date. The same for §4 Reserve and for the PayPal order or Affirm checkout
 * opened at the payment step, so that both see one price.
 */
export function reservationFacts(
  quote: Quote,
  draft: ReservationDraft,
  deps: { centers: ServiceCenterDirectory; rates: AppointmentRateSource },
): ReservationFacts {
  const location = draft.Location;
  return {
    originStation: location?.Origin.StationCode
      ? deps.centers.byStationCode(location.Origin.StationCode)
      : null,
    destinationStation: location?.Destination.StationCode
      ? deps.centers.byStationCode(location.Destination.StationCode)
      : null,
    rates: deps.rates.ratesOn(draft.Schedule?.SpotDate ?? quote.Details.SpotDate),
  };
}

/**
 * The total §4 Reserve would book for the quote with the draft's answers (TotalPrice, computed by the
 * server), or null when the quote has no selected option to price.
 */
export function bookingTotal(
  quote: Quote,
  draft: ReservationDraft,
  deps: { centers: ServiceCenterDirectory; rates: AppointmentRateSource },
): Cents | null {
  return reservationPrice(quote, draft, reservationFacts(quote, draft, deps))?.breakdown.total ?? null;
}
