import { bindingModule } from '../bind-use-case';
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
export const staffModule = bindingModule((bind) => {
  bind(PriceMove, {
    cities: CityDirectory,
    stations: ServiceCenterDirectory,
    rateCards: RateCardSource,
    clock: Clock,
  });
  bind(CompareRateCards, [CityDirectory, ServiceCenterDirectory, RateCardSource, Clock]);
  bind(LookupQuotes, { quotes: QuoteRepository, cipher: QuoteIdCipher, timestamps: QuoteTimestamps });
  bind(RecomputeQuote, {
    quotes: QuoteRepository,
    cipher: QuoteIdCipher,
    rateCards: RateCardSource,
    capacity: StationCapacity,
    clock: Clock,
  });
  bind(RecomputeOpenQuotes, {
    quotes: QuoteRepository,
    rateCards: RateCardSource,
    capacity: StationCapacity,
    clock: Clock,
  });
  bind(ExplainQuote, { quotes: QuoteRepository, cipher: QuoteIdCipher });
});
