import { ContainerModule } from 'inversify';
import { CallbackQueue } from '../ports/callback-queue';
import { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import { Clock } from '../ports/clock';
import { QuoteIdCipher } from '../ports/quote-id-cipher';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { StationCapacity } from '../ports/station-capacity';
import { EditQuote } from './edit-quote';
import { CheckQuoteLink, DecryptQuoteId, EncryptQuoteId } from './quote-links';
import { RequestQuoteCallback } from './request-callback';
import { UpdateQuoteContact } from './update-quote-contact';

/** Changing quotes after creation (§4 "Editing or changing a quote", §7): edit, contact, call-back, links. */
export const quoteChangesModule = new ContainerModule((options) => {
  options
    .bind(EditQuote)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        rateCards: RateCardSource,
        capacity: StationCapacity,
        captcha: CaptchaVerifier,
        botChecks: BotCheckSettings,
        cipher: QuoteIdCipher,
        clock: Clock,
      ) => new EditQuote({ quotes, rateCards, capacity, captcha, botChecks, cipher, clock }),
      [
        QuoteRepository,
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
    .bind(UpdateQuoteContact)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, clock: Clock) =>
        new UpdateQuoteContact({ quotes, cipher, clock }),
      [QuoteRepository, QuoteIdCipher, Clock],
    )
    .inSingletonScope();
  options
    .bind(RequestQuoteCallback)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, queue: CallbackQueue, clock: Clock) =>
        new RequestQuoteCallback({ quotes, cipher, queue, clock }),
      [QuoteRepository, QuoteIdCipher, CallbackQueue, Clock],
    )
    .inSingletonScope();
  options
    .bind(EncryptQuoteId)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher) => new EncryptQuoteId({ quotes, cipher }),
      [QuoteRepository, QuoteIdCipher],
    )
    .inSingletonScope();
  options
    .bind(DecryptQuoteId)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher) => new DecryptQuoteId({ quotes, cipher }),
      [QuoteRepository, QuoteIdCipher],
    )
    .inSingletonScope();
  options
    .bind(CheckQuoteLink)
    .toResolvedValue(
      (quotes: QuoteRepository, cipher: QuoteIdCipher, clock: Clock) =>
        new CheckQuoteLink({ quotes, cipher, clock }),
      [QuoteRepository, QuoteIdCipher, Clock],
    )
    .inSingletonScope();
});
