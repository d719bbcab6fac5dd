import type { IsoDate } from '../../domain/calendar/iso-date';
import type { AppointmentRates } from '../../domain/reservation/reserved-quote';
import type { Token } from './token';

/** §9 OneHourRate and TwoHourRate in force on a date (from the rate card). */
export interface AppointmentRateSource {
  ratesOn(date: IsoDate): AppointmentRates;
}
export const AppointmentRateSource: Token<AppointmentRateSource> = Symbol('AppointmentRateSource');
