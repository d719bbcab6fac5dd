import { errAsync, type ResultAsync } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import {
  type AppointmentEnd,
  type AppointmentSlot,
  appointmentWindows,
} from '../../domain/reservation/appointment-windows';
import type { Viewer } from '../accounts/viewer';
import { type PlannedDateError, plannedDateCard } from '../move-planning/planned-date';
import type { AppointmentBook } from '../ports/appointment-book';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StorageUnavailable } from '../ports/user-repository';
import type { QuoteAccessError } from '../quotes/quote-access';
import { UseCase } from '../use-case';
import { findScheduledQuote, type NoStationToSchedule } from './schedule-access';

export interface AppointmentAvailabilityInput {
  reference: string;
  viewer: Viewer;
  end: AppointmentEnd;
  Date: IsoDate;
}

export type AppointmentAvailabilityError =
  | QuoteAccessError
  | NoStationToSchedule
  | PlannedDateError
  | RateCardUnavailable
  | StorageUnavailable;

export interface AppointmentAvailabilityDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  book: AppointmentBook;
  rateCards: RateCardSource;
  clock: Clock;
}

/**
 * POST /api/appointments/{qid}/origin|destination/availability (§7): the windows the station at that end
 * of the quote's move offers on a date (domain/reservation/appointment-windows), with the rate card's
 * OneHourRate and TwoHourRate, and each paid slot unavailable once its bookings reach the crews.
 */
export class AppointmentAvailability extends UseCase<AppointmentAvailabilityDeps> {
  execute(input: AppointmentAvailabilityInput): ResultAsync<AppointmentSlot[], AppointmentAvailabilityError> {
    const card = plannedDateCard(this.deps, 'apptObj.Date', input.Date);
    if (card.isErr()) return errAsync(card.error);
    const rates = card.value.appointments;
    return findScheduledQuote(this.deps, input.reference, input.viewer).andThen((quote) => {
      const end = input.end === 'origin' ? quote.Details.Origin : quote.Details.Destination;
      const station = end.StationDetail;
      if (!station) {
        return errAsync<AppointmentSlot[], AppointmentAvailabilityError>({
          kind: 'NoStationToSchedule',
          end: input.end,
        });
      }
      return this.deps.book
        .bookedCounts(station.StationCode, input.Date)
        .map((booked) => appointmentWindows(rates, booked));
    });
  }
}
