import { ContainerModule } from 'inversify';
import { EmailQuote } from '../notifications/send-quote-email';
import { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import { CityDirectory } from '../ports/city-directory';
import { Clock } from '../ports/clock';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageRenderer } from '../ports/message-renderer';
import { PaymentLedger } from '../ports/payment-ledger';
import { CityAliases } from '../ports/place-mappings';
import { QuoteEmailAllowance } from '../ports/quote-email-allowance';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ServiceCenterDirectory } from '../ports/service-center-directory';
import { StationCapacity } from '../ports/station-capacity';
import { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
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
        mailer: Mailer | undefined,
        settings: MailSettings | undefined,
        allowance: QuoteEmailAllowance | undefined,
        renderer: MessageRenderer | undefined,
        tokens: UnsubscribeTokens | undefined,
        aliases: CityAliases | undefined,
      ) =>
        new CreateQuote({
          ...(aliases ? { aliases } : {}),
          quotes,
          cities,
          stations,
          rateCards,
          capacity,
          captcha,
          botChecks,
          cipher,
          clock,
          ...(mailer && settings && allowance && renderer
            ? {
                emailQuote: new EmailQuote({
                  mailer,
                  settings,
                  clock,
                  allowance,
                  renderer,
                  ...(tokens ? { tokens } : {}),
                }),
              }
            : {}),
        }),
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
        // Issue 10: mail is bound where it is sent (the server); the CLI's `db seed` has none.
        { serviceIdentifier: Mailer, optional: true },
        { serviceIdentifier: MailSettings, optional: true },
        { serviceIdentifier: QuoteEmailAllowance, optional: true },
        { serviceIdentifier: MessageRenderer, optional: true },
        { serviceIdentifier: UnsubscribeTokens, optional: true },
        // Issue 15: the server keeps confirmed places current; the CLI has none.
        { serviceIdentifier: CityAliases, optional: true },
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
      (quotes: QuoteRepository, cipher: QuoteIdCipher, ledger: PaymentLedger | undefined) =>
        new ViewQuote({ quotes, cipher, ...(ledger ? { ledger } : {}) }),
      // Issue 27: the ledger tells the banner once a booked move is charged; the CLI's seed has none.
      [QuoteRepository, QuoteIdCipher, { serviceIdentifier: PaymentLedger, optional: true }],
    )
    .inSingletonScope();
});
