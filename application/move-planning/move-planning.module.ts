import { bindingModule } from '../bind-use-case';
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
export const movePlanningModule = bindingModule((bind) => {
  bind(ComputeMovementDates, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    capacity: StationCapacity,
    rateCards: RateCardSource,
    clock: Clock,
  });
  bind(ListExpediteOptions, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    rateCards: RateCardSource,
    clock: Clock,
  });
  bind(ListPricesByDate, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    rateCards: RateCardSource,
    capacity: StationCapacity,
    clock: Clock,
  });
  bind(GetStorageChargeSchedule, { rateCards: RateCardSource, clock: Clock });
});
