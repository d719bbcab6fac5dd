/** A reservation as opened for its steps (StartReservation, ViewReservationDraft): shared, so neither imports the other. */
import type { Quote } from '../../domain/quote/types';
import type { ReservationDraft } from '../../domain/reservation/draft';
import type { AppointmentRates } from '../../domain/reservation/reserved-quote';
import type { AppointmentRateSource } from '../ports/appointment-rates';

export interface OpenedReservation {
  quote: Quote;
  draft: ReservationDraft;
  /** §9 OneHourRate and TwoHourRate on the draft's drop-off date (else the quote's), for the live price. */
  rates: AppointmentRates;
}

/** The rates for an opened draft: on its drop-off date, else the quote's. */
export function ratesFor(
  rates: AppointmentRateSource,
  quote: Quote,
  draft: ReservationDraft,
): AppointmentRates {
  return rates.ratesOn(draft.Schedule?.SpotDate ?? quote.Details.SpotDate);
}
