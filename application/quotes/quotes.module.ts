import { bindingModule, type DependencyTokens, optional } from '../bind-use-case';
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
import { EmailQuote } from '../shared/email-quote';
import type { QuoteFormDeps } from './bot-checks';
import { CreateQuote } from './create-quote';
import { SeedDemoQuotes } from './seed-demo-quotes';
import { ViewQuote } from './view-quote';

/** The ports of every form that changes a quote (bot-checks.ts QuoteFormDeps): quotes/add and quotes/edit. */
export const quoteFormTokens: DependencyTokens<QuoteFormDeps> = {
  quotes: QuoteRepository,
  rateCards: RateCardSource,
  capacity: StationCapacity,
  captcha: CaptchaVerifier,
  botChecks: BotCheckSettings,
  cipher: QuoteIdCipher,
  clock: Clock,
};

/** The quote use cases (§4 creating and loading quotes), bound to their ports. */
export const quotesModule = bindingModule((bind) => {
  bind(
    CreateQuote,
    {
      ...quoteFormTokens,
      cities: CityDirectory,
      stations: ServiceCenterDirectory,
      // Issue 15: the server keeps confirmed places current; the CLI has none.
      aliases: optional(CityAliases),
      // Issue 10: mail is bound where it is sent (the server); the CLI's `db seed` has none.
      mailer: optional(Mailer),
      settings: optional(MailSettings),
      allowance: optional(QuoteEmailAllowance),
      renderer: optional(MessageRenderer),
      tokens: optional(UnsubscribeTokens),
    },
    ({ mailer, settings, allowance, renderer, tokens, ...deps }) =>
      new CreateQuote({
        ...deps,
        ...(mailer && settings && allowance && renderer
          ? {
              emailQuote: new EmailQuote({
                mailer,
                settings,
                clock: deps.clock,
                allowance,
                renderer,
                ...(tokens ? { tokens } : {}),
              }),
            }
          : {}),
      }),
  );
  bind(SeedDemoQuotes, { createQuote: CreateQuote, quotes: QuoteRepository, clock: Clock });
  // Issue 27: the ledger tells the banner once a booked move is charged; the CLI's seed has none.
  bind(ViewQuote, { quotes: QuoteRepository, cipher: QuoteIdCipher, ledger: optional(PaymentLedger) });
});
