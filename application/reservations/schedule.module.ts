import { ContainerModule } from 'inversify';
import { AppointmentBook } from '../ports/appointment-book';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { StationCapacity } from '../ports/station-capacity';
import { AppointmentAvailability } from './appointment-availability';
import { ComputeMoveDates } from './compute-move-dates';
import { ListSpotDates } from './list-spot-dates';

/** The reservation's schedule step (issue 11, §2 X): move dates, bookable drop-off dates, appointment windows. */
export const scheduleModule = new ContainerModule((options) => {
  options
    .bind(ComputeMoveDates)
    .toResolvedValue(
      (rateCards: RateCardSource, clock: Clock) => new ComputeMoveDates({ rateCards, clock }),
      [RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(ListSpotDates)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, capacity: StationCapacity, clock: Clock) =>
        new ListSpotDates({ quotes, cipher, capacity, clock }),
      [QuoteRepository, QuoteIdCipher, StationCapacity, Clock],
    )
    .inSingletonScope();
  options
    .bind(AppointmentAvailability)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        book: AppointmentBook,
        rateCards: RateCardSource,
        clock: Clock,
      ) => new AppointmentAvailability({ quotes, cipher, book, rateCards, clock }),
      [QuoteRepository, QuoteIdCipher, AppointmentBook, RateCardSource, Clock],
    )
    .inSingletonScope();
});
