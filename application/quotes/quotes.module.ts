import { ContainerModule } from 'inversify';
import { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { StationCapacity } from '../ports/station-capacity';
import { CreateQuote } from './create-quote';
import { SeedDemoQuotes } from './seed-demo-quotes';
import { ViewQuote } from './view-quote';

/** The quote use cases (§4 creating and loading quotes), bound to their ports. */
export const quotesModule = new ContainerModule((options) => {
  options
    .bind(CreateQuote)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        cities: CityDirectory,
        stations: ServiceCenterDirectory,
        rateCards: RateCardSource,
        capacity: StationCapacity,
        captcha: CaptchaVerifier,
        botChecks: BotCheckSettings,
        cipher: QuoteIdCipher,
        clock: Clock,
      ) =>
        new CreateQuote({ quotes, cities, stations, rateCards, capacity, captcha, botChecks, cipher, clock }),
      [
        QuoteRepository,
        CityDirectory,
        ServiceCenterDirectory,
        RateCardSource,
        StationCapacity,
        CaptchaVerifier,
        BotCheckSettings,
        QuoteIdCipher,
        Clock,
      ],
    )
    .inSingletonScope();
  options
    .bind(SeedDemoQuotes)
    .toResolvedValue(
      (createQuote: CreateQuote, quotes: QuoteRepository, clock: Clock) =>
        new SeedDemoQuotes({ createQuote, quotes, clock }),
      [CreateQuote, QuoteRepository, Clock],
    )
    .inSingletonScope();
  options
    .bind(ViewQuote)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher) => new ViewQuote({ quotes, cipher }),
      [QuoteRepository, QuoteIdCipher],
    )
    .inSingletonScope();
});
