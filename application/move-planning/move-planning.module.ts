import { ContainerModule } from 'inversify';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { StationCapacity } from '../ports/station-capacity';
import { ComputeMovementDates } from './compute-movement-dates';
import { GetStorageChargeSchedule } from './get-storage-charge-schedule';
import { ListExpediteOptions } from './list-expedite-options';
import { ListPricesByDate } from './list-prices-by-date';

/** Planning a quoted move (§7 movement dates, expedite options, storage-charge schedules). */
export const movePlanningModule = new ContainerModule((options) => {
  options
    .bind(ComputeMovementDates)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        capacity: StationCapacity,
        rateCards: RateCardSource,
        clock: Clock,
      ) => new ComputeMovementDates({ quotes, cipher, capacity, rateCards, clock }),
      [QuoteRepository, QuoteIdCipher, StationCapacity, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(ListExpediteOptions)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, rateCards: RateCardSource, clock: Clock) =>
        new ListExpediteOptions({ quotes, cipher, rateCards, clock }),
      [QuoteRepository, QuoteIdCipher, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(ListPricesByDate)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        rateCards: RateCardSource,
        capacity: StationCapacity,
        clock: Clock,
      ) => new ListPricesByDate({ quotes, cipher, rateCards, capacity, clock }),
      [QuoteRepository, QuoteIdCipher, RateCardSource, StationCapacity, Clock],
    )
    .inSingletonScope();
  options
    .bind(GetStorageChargeSchedule)
    .toResolvedValue(
      (rateCards: RateCardSource, clock: Clock) => new GetStorageChargeSchedule(rateCards, clock),
      [RateCardSource, Clock],
    )
    .inSingletonScope();
});
