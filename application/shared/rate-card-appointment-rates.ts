import { appointmentRatesOf } from '../../domain/rating/rate-card';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { RateCardSource } from '../ports/rate-card-source';

/**
 * §9 OneHourRate and TwoHourRate from the rate cards: the card in force on the drop-off date, else the
 * defaults (appointmentRatesOf). What the composition roots bind as the AppointmentRateSource.
 */
export function rateCardAppointmentRates(cards: RateCardSource): AppointmentRateSource {
  return { ratesOn: (date) => appointmentRatesOf(cards.inForceOn(date).unwrapOr(null)) };
}
