import { ContainerModule } from 'inversify';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { QuoteTimestamps } from '../ports/quote-timestamps';
import { RateCardSource } from '../ports/rate-card-source';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { StationCapacity } from '../ports/station-capacity';
import { CompareRateCards } from './compare-rate-cards';
import { ExplainQuote } from './explain-quote';
import { LookupQuotes } from './lookup-quotes';
import { PriceMove } from './price-move';
import { RecomputeOpenQuotes } from './recompute-open-quotes';
import { RecomputeQuote } from './recompute-quote';

/** The staff use cases. The composition roots bind the ports to adapters and load the modules they need. */
export const staffModule = new ContainerModule((options) => {
  options
    .bind(PriceMove)
    .toResolvedValue(
      (cities: CityDirectory, stations: ServiceCenterDirectory, rateCards: RateCardSource, clock: Clock) =>
        new PriceMove(cities, stations, rateCards, clock),
      [CityDirectory, ServiceCenterDirectory, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(CompareRateCards)
    .toResolvedValue(
      (cities: CityDirectory, stations: ServiceCenterDirectory, rateCards: RateCardSource, clock: Clock) =>
        new CompareRateCards(cities, stations, rateCards, clock),
      [CityDirectory, ServiceCenterDirectory, RateCardSource, Clock],
    )
    .inSingletonScope();
  options
    .bind(LookupQuotes)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, timestamps: QuoteTimestamps) =>
        new LookupQuotes({ quotes, cipher, timestamps }),
      [QuoteRepository, QuoteIdCipher, QuoteTimestamps],
    )
    .inSingletonScope();
  options
    .bind(RecomputeQuote)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cipher: QuoteIdCipher,
        rateCards: RateCardSource,
        capacity: StationCapacity,
        clock: Clock,
      ) => new RecomputeQuote({ quotes, cipher, rateCards, capacity, clock }),
      [QuoteRepository, QuoteIdCipher, RateCardSource, StationCapacity, Clock],
    )
    .inSingletonScope();
  options
    .bind(RecomputeOpenQuotes)
    .toResolvedValue(
      (quotes: QuoteRepository, rateCards: RateCardSource, capacity: StationCapacity, clock: Clock) =>
        new RecomputeOpenQuotes({ quotes, rateCards, capacity, clock }),
      [QuoteRepository, RateCardSource, StationCapacity, Clock],
    )
    .inSingletonScope();
  options
    .bind(ExplainQuote)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher) => new ExplainQuote({ quotes, cipher }),
      [QuoteRepository, QuoteIdCipher],
    )
    .inSingletonScope();
});
