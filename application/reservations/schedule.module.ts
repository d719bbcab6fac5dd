import { bindingModule } from '../bind-use-case';
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
export const scheduleModule = bindingModule((bind) => {
  bind(ComputeMoveDates, { rateCards: RateCardSource, clock: Clock });
  bind(ListSpotDates, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    capacity: StationCapacity,
    clock: Clock,
  });
  bind(AppointmentAvailability, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    book: AppointmentBook,
    rateCards: RateCardSource,
    clock: Clock,
  });
});
